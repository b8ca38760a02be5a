import { createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import type { Algorithm } from '@node-rs/argon2';
import { API_TOKEN_FORMAT } from '@contracts/developer/token-format';
import type { PasswordCost } from '../../password-cost';

// Algorithm is an ambient const enum, so its value is written out: 2 is Argon2id.
const ARGON2ID = 2 as Algorithm.Argon2id;

export const hashPassword = (password: string, cost: PasswordCost): Promise<string> => hash(password, { algorithm: ARGON2ID, parallelism: 1, ...cost });

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

const dummyHashes = new Map<string, Promise<string>>();
/** Spends the same time as a real check, so a login for an unknown e-mail is not faster than a wrong password. */
export async function burnPasswordCheck(password: string, cost: PasswordCost): Promise<void> {
  const key = `${cost.memoryCost},${cost.timeCost}`;
  let dummy = dummyHashes.get(key);
  if (!dummy) {
    dummy = hashPassword('timing-equaliser-password', cost);
    dummyHashes.set(key, dummy);
  }
  await verifyPassword(await dummy, password);
}

/**
 * An opaque secret of 256 random bits, and the SHA-256 hash that is all the database ever stores.
 * Never one that starts like a developer API token (about 1 in 10^9 would): the bearer check reads
 * that prefix as "an API token" and would refuse it on its checksum.
 */
export function newOpaqueToken(): { raw: string; hash: string } {
  let raw = randomBytes(32).toString('base64url');
  while (raw.startsWith(API_TOKEN_FORMAT.prefix)) {
    raw = randomBytes(32).toString('base64url');
  }
  return { raw, hash: hashOpaqueToken(raw) };
}

export const hashOpaqueToken = (raw: string): string => createHash('sha256').update(raw).digest('hex');
