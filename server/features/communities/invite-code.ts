import { randomInt } from 'node:crypto';

/** Digits and capitals without the look-alikes 0, 1, I and O: 32 symbols, 5 bits each. */
export const INVITE_CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
/** 10 symbols = 50 random bits: unguessable, and still easy to read out or type. */
export const INVITE_CODE_LENGTH = 10;

export function newInviteCode(length = INVITE_CODE_LENGTH): string {
  let code = '';
  for (let i = 0; i < length; i += 1) {
    code += INVITE_CODE_ALPHABET[randomInt(INVITE_CODE_ALPHABET.length)];
  }
  return code;
}
