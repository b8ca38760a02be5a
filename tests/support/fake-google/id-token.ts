import { createSign, generateKeyPairSync } from 'node:crypto';
import type { KeyObject } from 'node:crypto';

/** The stand-in's signing key: RS256 ID tokens, and the public half served as Google serves its certs. */
export interface SigningKey {
  kid: string;
  privateKey: KeyObject;
  publicPem: string;
  jwk: Record<string, unknown>;
}

export function newSigningKey(): SigningKey {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = `fake-${Date.now().toString(36)}`;
  return {
    kid,
    privateKey,
    publicPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    jwk: { ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' },
  };
}

const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A JWT signed like Google's ID tokens (iss https://accounts.google.com, RS256, kid in the header). */
export function signIdToken(key: SigningKey, claims: Record<string, unknown>): string {
  const head = `${part({ alg: 'RS256', kid: key.kid, typ: 'JWT' })}.${part(claims)}`;
  const signature = createSign('RSA-SHA256').update(head).sign(key.privateKey).toString('base64url');
  return `${head}.${signature}`;
}
