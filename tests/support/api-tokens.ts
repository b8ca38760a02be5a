import type { TokenAccess } from '@contracts/developer/schemas';
import { displayPrefixOf, hashApiToken, newApiToken } from '../../server/features/developer/token-format';
import type { TestApp } from './test-app';

interface TokenFields {
  access?: TokenAccess;
  expires_at?: string | null;
  name?: string;
}

/** Stores a given API token for a user, straight into the database, as POST /developer/tokens stores it (hash and prefix only). */
export async function storeApiToken(t: TestApp, userId: number, raw: string, fields: TokenFields = {}): Promise<void> {
  await t.deps.db('api_tokens').insert({
    user_id: userId,
    name: fields.name ?? 'Test token',
    token_hash: hashApiToken(raw),
    token_prefix: displayPrefixOf(raw),
    access: fields.access ?? 'read_write',
    created_at: new Date().toISOString(),
    expires_at: fields.expires_at ?? null,
  });
}

/** A fresh developer API token for an existing user (no HTTP: fast for big tables). */
export async function issueApiToken(
  t: TestApp,
  userId: number,
  access: TokenAccess = 'read_write',
  fields: Omit<TokenFields, 'access'> = {},
): Promise<{ Authorization: string; raw: string }> {
  const { raw } = newApiToken();
  await storeApiToken(t, userId, raw, { ...fields, access });
  return { Authorization: `Bearer ${raw}`, raw };
}
