import { randomUUID } from 'node:crypto';
import type { Db } from '../../db';
import { claimDue, claimedBy, releaseClaims, UNCLAIMED } from '../../queue/claim';
import { PURGE_JOBS } from '../../queue/job-tables';
import { DELETED_MEMBER_NAME } from '@contracts/account/messages';

/**
 * The statements of account deletion (see personal-data.ts for what happens to each place and
 * why). `closeAccount` runs with the request; `purgeAccount` runs in the purge job and is safe to
 * run again on an account it already emptied (a job may be retried after a crash).
 */

/** At the request, in one transaction: the account signs nobody in any more, and its purge is queued. */
export async function closeAccount(trx: Db, userId: number, nowIso: string): Promise<void> {
  await trx('users').where({ id: userId }).update({ is_active: false, deleted_at: nowIso });
  await trx('sessions').where({ user_id: userId }).delete();
  await trx('password_resets').where({ user_id: userId }).delete();
  await trx('email_verifications').where({ user_id: userId }).delete();
  await trx('push_subscriptions').where({ user_id: userId }).delete();
  await trx('api_tokens').where({ user_id: userId }).delete();
  // A ticket is a way in at the door: it stops with the account.
  await trx('event_tickets').where({ user_id: userId }).delete();
  // The calendar grant was revoked just before, best effort (calendar/forget-calendar.ts); the feed stops now.
  await trx('calendar_feeds').where({ user_id: userId }).delete();
  await trx('calendar_connections').where({ user_id: userId }).delete();
  await trx('account_purges').insert({ user_id: userId, next_attempt_at: nowIso, created_at: nowIso }).onConflict('user_id').ignore();
}

/** A community the member owns passes to its longest-standing admin, else longest-standing member; alone, it goes. */
async function handOverCommunities(trx: Db, userId: number): Promise<void> {
  const owned = await trx('communities').where({ owner_id: userId }).select<{ id: number }[]>('id');
  for (const { id } of owned) {
    const successor = await trx('community_members')
      .where({ community_id: id })
      .whereNot({ user_id: userId })
      .orderBy([{ column: 'is_admin', order: 'desc' }, 'joined_at', 'id'])
      .first<{ user_id: number } | undefined>('user_id');
    if (successor) {
      await trx('communities').where({ id }).update({ owner_id: successor.user_id });
      await trx('community_members').where({ community_id: id, user_id: successor.user_id }).update({ is_admin: true });
    } else {
      await trx('communities').where({ id }).delete();
    }
  }
}

/** Leaves every community, likes nothing, answers no event nor any recurring event's dates, came to none: the counts kept beside the rows follow. */
async function withdrawParticipation(trx: Db, userId: number): Promise<void> {
  await trx('communities')
    .whereIn('id', trx('community_members').where({ user_id: userId }).select('community_id'))
    .update({ member_count: trx.raw('member_count - 1') });
  await trx('community_members').where({ user_id: userId }).delete();
  await trx('comments')
    .whereIn('id', trx('comment_likes').where({ user_id: userId }).select('comment_id'))
    .update({ likes_count: trx.raw('likes_count - 1') });
  await trx('comment_likes').where({ user_id: userId }).delete();
  await trx('event_rsvps').where({ user_id: userId }).delete();
  await trx('series_rsvps').where({ user_id: userId }).delete();
  await trx('event_tickets').where({ user_id: userId }).delete();
  await trx('event_check_ins').where({ user_id: userId }).delete();
}

/** Invitations to the member go; theirs still waiting for an answer are withdrawn with their unsent mail. */
async function withdrawInvitations(trx: Db, userId: number, email: string): Promise<void> {
  const unanswered = trx('event_invitations').where({ invited_by_id: userId, status: 'pending' }).select('id');
  await trx('mail_jobs').whereIn('invitation_id', unanswered).delete();
  await trx('event_invitations').where({ invited_by_id: userId, status: 'pending' }).delete();
  await trx('event_invitations').where({ invited_user_id: userId }).orWhere({ invited_email: email }).delete();
  await trx('mail_jobs').where({ sender_id: userId }).orWhere({ recipient: email }).delete();
}

/**
 * Columns the database computes from others (PostgreSQL refuses to write a generated column; on
 * SQLite a trigger rewrites it): `search_text` is e-mail, username and name in lower case, so it
 * follows the emptied values by itself.
 */
const COMPUTED_USER_COLUMNS = new Set(['search_text']);

/** Empties the users row: no address, no names, no way in; what stays reads "Deleted member". */
async function emptyUserRow(trx: Db, userId: number, nowIso: string): Promise<void> {
  // Every nullable column goes to null, so columns added later (sign-in providers, activity times) are emptied too.
  const columns = await trx('users').columnInfo();
  const nulls = Object.fromEntries(
    Object.entries(columns)
      .filter(([name, info]) => info.nullable && name !== 'deleted_at' && !COMPUTED_USER_COLUMNS.has(name))
      .map(([name]) => [name, null]),
  );
  await trx('users')
    .where({ id: userId })
    .update({
      ...nulls,
      uuid: randomUUID(),
      email: `deleted-${userId}@deleted.invalid`,
      username: `deleted-${userId}`,
      full_name: DELETED_MEMBER_NAME,
      is_admin: false,
      is_pro: false,
      is_active: false,
      google_calendar_global_auto_sync: false,
      // When the member asked stays the record of it (a rerun of the purge keeps it).
      deleted_at: trx.raw('coalesce(deleted_at, ?)', [nowIso]),
    });
}

/** Google sign-in, calendar grant, sync records, feed, and their part in deleted events' feed entries. */
async function purgeCalendar(trx: Db, userId: number): Promise<void> {
  for (const table of ['google_identities', 'oauth_flows', 'calendar_connections', 'calendar_sync_items', 'calendar_feeds', 'event_tombstone_attendees', 'event_tombstone_viewers']) {
    await trx(table).where({ user_id: userId }).delete();
  }
}

/** Removes the member's personal data, in one transaction: everything or nothing. */
export async function purgeAccount(db: Db, userId: number, nowIso: string): Promise<void> {
  await db.transaction(async (trx) => {
    const user = await trx('users').where({ id: userId }).first<{ email: string } | undefined>('email');
    if (!user) {
      return;
    }
    await trx('sessions').where({ user_id: userId }).delete();
    await trx('password_resets').where({ user_id: userId }).delete();
    await trx('email_verifications').where({ user_id: userId }).orWhere({ email: user.email }).delete();
    await trx('push_subscriptions').where({ user_id: userId }).delete();
    await trx('api_tokens').where({ user_id: userId }).delete();
    await trx('idempotency_keys').where({ user_id: userId }).delete();
    // Billing (cancelled at Stripe before this transaction, by the purge worker's beforePurge).
    await trx('pro_checkouts').where({ user_id: userId }).delete();
    await trx('pro_subscriptions').where({ user_id: userId }).delete();
    await trx('billing_customers').where({ user_id: userId }).delete();
    await purgeCalendar(trx, userId);
    await handOverCommunities(trx, userId);
    await withdrawParticipation(trx, userId);
    await withdrawInvitations(trx, userId, user.email);
    await emptyUserRow(trx, userId, nowIso);
  });
}

export interface PurgeJobRow {
  id: number;
  user_id: number;
  attempts: number;
}

export const claimPurges = (db: Db, nowIso: string, leaseUntilIso: string, limit: number, claimant: string | null = null) =>
  claimDue<PurgeJobRow>(db, PURGE_JOBS, { nowIso, leaseUntilIso, limit, claimant });

/** Hands back claimed purges a stopping worker did not start (see queue/claim.ts releaseClaims). */
export const releasePurges = (db: Db, jobs: readonly PurgeJobRow[], nowIso: string) => releaseClaims(db, PURGE_JOBS, jobs, nowIso);

export async function markPurged(db: Db, job: PurgeJobRow, nowIso: string): Promise<void> {
  await db('account_purges').where(claimedBy(job)).update({ done_at: nowIso, last_error: null, ...UNCLAIMED });
}

export async function recordPurgeFailure(db: Db, job: PurgeJobRow, message: string, retryAtIso: string): Promise<void> {
  await db('account_purges').where(claimedBy(job)).update({ last_error: message.slice(0, 500), next_attempt_at: retryAtIso, ...UNCLAIMED });
}

/** Whether the member's purge is done (for tests and the operator). */
export async function purgeDone(db: Db, userId: number): Promise<boolean> {
  const row = await db('account_purges').where({ user_id: userId }).first<{ done_at: string | null } | undefined>('done_at');
  return Boolean(row?.done_at);
}
