import { newOpaqueToken } from '../../server/features/auth/secrets';
import type { TestApp } from './test-app';

/** A fresh session for an existing user, straight into the database (no password hashing: fast for big tables). */
export async function issueSession(t: TestApp, userId: number): Promise<{ Authorization: string }> {
  const token = newOpaqueToken();
  const now = new Date();
  await t.deps.db('sessions').insert({
    user_id: userId,
    token_hash: token.hash,
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + 86_400_000).toISOString(),
  });
  return { Authorization: `Bearer ${token.raw}` };
}
