import { endEveryCredential } from './credentials-repo';
import type { Db } from '../../db';

/**
 * Ends every way into an account that whoever registered its address without proving it may have
 * left (account pre-hijacking): the proven owner of the address is taking it over, through Google.
 * In the caller's transaction: the password goes, every session ends, developer API tokens are
 * deleted, pending reset and confirmation links die, and what would carry the account's events
 * elsewhere stops: push subscriptions, the private feed address, a Google Calendar connection.
 */
export async function shutOutUnprovenHolder(db: Db, userId: number, nowIso: string): Promise<void> {
  await db('users').where({ id: userId }).update({ password_hash: null });
  await endEveryCredential(db, userId, nowIso);
  // Beyond a recovery: nothing here was the owner's, so the tokens are not kept to look at.
  await db('api_tokens').where({ user_id: userId }).whereNull('deleted_at').update({ deleted_at: nowIso });
  await db('email_verifications').where({ user_id: userId }).whereNull('used_at').update({ used_at: nowIso });
  await db('push_subscriptions').where({ user_id: userId }).delete();
  await db('calendar_connections').where({ user_id: userId }).delete();
}
