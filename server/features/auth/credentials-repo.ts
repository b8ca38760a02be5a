import type { Db } from '../../db';

/**
 * Ends every credential someone who knew the account's password could have made, in the caller's
 * transaction (issue 28: API tokens outlived a password change and a reset). One list for every path
 * that takes an account back (change-password, reset-password, the proven owner taking over through
 * Google), so a new kind of credential is added here once:
 *
 * - sessions: all, or all but the device that asked (its hash in `keepSessionHash`);
 * - developer API tokens: deactivated, so they stay listed as Inactive and the member can see which
 *   ones were there (one they did not make stands out) before deleting them;
 * - reset links not yet used: a password just chosen must not be overridden by an older link;
 * - the private calendar feed address: whoever saw it reads the member's events; a new one is one click.
 *
 * Returns how many other sessions ended.
 */
export async function endEveryCredential(db: Db, userId: number, nowIso: string, keepSessionHash: string | null = null): Promise<number> {
  const sessions = db('sessions').where({ user_id: userId }).whereNull('revoked_at');
  const ended = await (keepSessionHash === null ? sessions : sessions.whereNot({ token_hash: keepSessionHash })).update({ revoked_at: nowIso });
  await db('api_tokens').where({ user_id: userId }).whereNull('deleted_at').whereNull('deactivated_at').update({ deactivated_at: nowIso });
  await db('password_resets').where({ user_id: userId }).whereNull('used_at').update({ used_at: nowIso });
  await db('calendar_feeds').where({ user_id: userId }).delete();
  return ended;
}
