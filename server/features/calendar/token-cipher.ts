import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 'v1';

/** AES-256-GCM with a fresh 96-bit IV: `v1.<iv>.<tag>.<ciphertext>`, each part base64url. */
export function encryptToken(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
}

/** A stored token that cannot be opened: altered, or sealed with another key (TOKEN_ENCRYPTION_KEY changed). */
export class SealedTokenError extends Error {
  constructor(reason: string) {
    super(`The stored Google token cannot be decrypted (${reason}); was TOKEN_ENCRYPTION_KEY changed?`);
    this.name = 'SealedTokenError';
  }
}

/** The token, or a SealedTokenError when the text was altered or sealed with another key. */
export function decryptToken(key: Buffer, sealed: string): string {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || body === undefined) {
    throw new SealedTokenError('not a sealed token');
  }
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  } catch (err) {
    throw new SealedTokenError(err instanceof Error ? err.message : String(err));
  }
}
