import { createHash, randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { API_TOKEN_FORMAT, API_TOKEN_PATTERN } from '@contracts/developer/token-format';

/**
 * Developer API tokens look like GitHub's: `gthr_` + 32 random base62 symbols (190 bits) + 6 base62
 * symbols of the CRC32 of the random part. The prefix lets secret scanners find a leaked token; the
 * checksum lets them, and this server, refuse a mistyped or made-up one without a database lookup.
 */
const { prefix: PREFIX, randomLength: RANDOM_LENGTH, checksumLength: CHECKSUM_LENGTH, shownRandomSymbols: SHOWN } = API_TOKEN_FORMAT;
const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const TOKEN_PATTERN = new RegExp(`^${API_TOKEN_PATTERN}$`);
/** The largest multiple of 62 a byte holds: bytes at or above it are drawn again, so every symbol is equally likely. */
const UNBIASED_BELOW = 62 * 4;

function randomBase62(length: number): string {
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < UNBIASED_BELOW && out.length < length) {
        out += BASE62[byte % 62];
      }
    }
  }
  return out;
}

/** The CRC32 of the random part in base62, left-padded to 6 symbols (62^6 > 2^32). */
function checksumOf(random: string): string {
  let value = crc32(random);
  let out = '';
  for (let i = 0; i < CHECKSUM_LENGTH; i += 1) {
    out = BASE62[value % 62] + out;
    value = Math.floor(value / 62);
  }
  return out;
}


/** Whether the token has the right shape and its checksum matches: no database involved. */
export function hasValidChecksum(raw: string): boolean {
  if (!TOKEN_PATTERN.test(raw)) {
    return false;
  }
  const random = raw.slice(PREFIX.length, PREFIX.length + RANDOM_LENGTH);
  return checksumOf(random) === raw.slice(PREFIX.length + RANDOM_LENGTH);
}

/** SHA-256 of the whole token, the only form the database keeps. 190 random bits need no slow hash. */
export const hashApiToken = (raw: string): string => createHash('sha256').update(raw).digest('hex');

/** What the token list shows: the prefix and the first random symbols, too few to matter (166 bits stay secret). */
export const displayPrefixOf = (raw: string): string => raw.slice(0, PREFIX.length + SHOWN);

export interface NewApiToken {
  raw: string;
  hash: string;
  prefix: string;
}

export function newApiToken(): NewApiToken {
  const random = randomBase62(RANDOM_LENGTH);
  const raw = `${PREFIX}${random}${checksumOf(random)}`;
  return { raw, hash: hashApiToken(raw), prefix: displayPrefixOf(raw) };
}
