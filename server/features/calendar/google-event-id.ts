import { createHmac } from 'node:crypto';

const BASE32HEX = '0123456789abcdefghijklmnopqrstuv';

/**
 * The id Gather gives its copy of an event in a member's Google calendar: base32hex (Google's
 * alphabet for client-chosen ids) of an HMAC of (member, event), 130 bits. A function of the pair,
 * so a retried insert, or one after reconnecting, names the same event and never makes a second.
 */
export function googleEventId(key: Buffer, userId: number, eventId: number): string {
  const digest = createHmac('sha256', key).update(`gather:${userId}:${eventId}`).digest();
  let bits = 0;
  let value = 0;
  let id = '';
  for (const byte of digest) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5 && id.length < 26) {
      id += BASE32HEX[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
  }
  return id;
}
