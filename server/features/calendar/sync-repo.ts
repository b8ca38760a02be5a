import type { Db } from '../../db';
import { claimDue, claimedBy, releaseClaims, renewLease, UNCLAIMED } from '../../queue/claim';
import { SYNC_ITEMS } from '../../queue/job-tables';

export interface SyncItemRow {
  id: number;
  user_id: number;
  event_id: number;
  google_event_id: string;
  synced_calendar_id: string | null;
  synced_hash: string | null;
  removed_in_google: boolean;
  wanted_version: number;
  attempts: number;
  last_error: string | null;
}

type RawSyncItem = Omit<SyncItemRow, 'removed_in_google'> & { removed_in_google: boolean | number };


/** The (member, event) pairs to bring in line, each with its Google event id. */
export interface SyncTarget {
  userId: number;
  eventId: number;
  googleEventId: string;
}

// An idle row (done, or given up) starts over now; a waiting or leased one keeps its time and claim.
const IDLE = '(calendar_sync_items.done_version >= calendar_sync_items.wanted_version or calendar_sync_items.gave_up_at is not null)';

/**
 * Marks pairs as needing a reconcile, in the caller's transaction: a new row, or one more wanted
 * version on an existing one (so changes while it waits cost one call). `memberChanged` (their own
 * reply changed) forgets that they deleted the copy in Google.
 */
export async function enqueueSync(db: Db, targets: readonly SyncTarget[], nowIso: string, memberChanged = false): Promise<void> {
  for (let from = 0; from < targets.length; from += 200) {
    const rows = targets.slice(from, from + 200).map((target) => ({
      user_id: target.userId,
      event_id: target.eventId,
      google_event_id: target.googleEventId,
      next_attempt_at: nowIso,
    }));
    await db('calendar_sync_items')
      .insert(rows)
      .onConflict(['user_id', 'event_id'])
      .merge({
        wanted_version: db.raw('calendar_sync_items.wanted_version + 1'),
        next_attempt_at: db.raw(`case when ${IDLE} then excluded.next_attempt_at else calendar_sync_items.next_attempt_at end`),
        attempts: db.raw(`case when ${IDLE} then 0 else calendar_sync_items.attempts end`),
        gave_up_at: null,
        ...(memberChanged ? { removed_in_google: false } : {}),
      });
  }
}

/**
 * For pairs of (member, date of a series): the pair of (member, that series' sync item), where the
 * member answered for every date of it or already has its item (sync-series.ts names the item by the
 * series' id, negated). A change to a date may change the member's recurring copy.
 */
export async function seriesPairsOf(db: Db, pairs: readonly { userId: number; eventId: number }[]): Promise<{ userId: number; eventId: number }[]> {
  const eventIds = [...new Set(pairs.map((pair) => pair.eventId).filter((id) => id > 0))];
  const seriesOf = new Map<number, number>();
  for (let from = 0; from < eventIds.length; from += 500) {
    const rows = await db('events').whereIn('id', eventIds.slice(from, from + 500)).whereNotNull('series_id').select<{ id: number; series_id: number }[]>('id', 'series_id');
    for (const row of rows) {
      seriesOf.set(row.id, row.series_id);
    }
  }
  if (seriesOf.size === 0) {
    return [];
  }
  const seriesIds = [...new Set(seriesOf.values())];
  const userIds = [...new Set(pairs.map((pair) => pair.userId))];
  const known = new Set<string>();
  for (let from = 0; from < userIds.length; from += 500) {
    const users = userIds.slice(from, from + 500);
    const [answers, items] = await Promise.all([
      db('series_rsvps').whereIn('series_id', seriesIds).whereIn('user_id', users).select<{ series_id: number; user_id: number }[]>('series_id', 'user_id'),
      db('calendar_sync_items').whereIn('event_id', seriesIds.map((id) => -id)).whereIn('user_id', users).select<{ event_id: number; user_id: number }[]>('event_id', 'user_id'),
    ]);
    answers.forEach((row) => known.add(`${row.user_id}:${row.series_id}`));
    items.forEach((row) => known.add(`${row.user_id}:${-row.event_id}`));
  }
  const found = new Map<string, { userId: number; eventId: number }>();
  for (const pair of pairs) {
    const seriesId = seriesOf.get(pair.eventId);
    const key = `${pair.userId}:${seriesId}`;
    if (seriesId !== undefined && known.has(key)) {
      found.set(key, { userId: pair.userId, eventId: -seriesId });
    }
  }
  return [...found.values()];
}

/** Members with a working connection among these users. */
export async function connectedAmong(db: Db, userIds: readonly number[]): Promise<number[]> {
  if (userIds.length === 0) {
    return [];
  }
  const rows = await db('calendar_connections').whereIn('user_id', userIds).where({ status: 'active' }).select<{ user_id: number }[]>('user_id');
  return rows.map((row) => row.user_id);
}

/** Members with a working connection who reply going to the event, and members with a row for it. */
export async function usersToSyncForEvent(db: Db, eventId: number): Promise<number[]> {
  const going = db('event_rsvps as r')
    .join('calendar_connections as c', 'c.user_id', 'r.user_id')
    .where({ 'r.event_id': eventId, 'r.status': 'going', 'c.status': 'active' })
    .select('r.user_id');
  const rows = await db('calendar_sync_items').where({ event_id: eventId }).select<{ user_id: number }[]>('user_id').union(going);
  return [...new Set(rows.map((row) => row.user_id))];
}

/** For every event of the community: members with a working connection who reply going, and members with a row for it. */
export async function pairsToSyncForCommunity(db: Db, communityId: number): Promise<{ userId: number; eventId: number }[]> {
  const events = db('events').select('id').where({ community_id: communityId });
  const going = db('event_rsvps as r')
    .join('calendar_connections as c', 'c.user_id', 'r.user_id')
    .whereIn('r.event_id', events)
    .where({ 'r.status': 'going', 'c.status': 'active' })
    .select('r.user_id', 'r.event_id');
  const rows = (await db('calendar_sync_items').whereIn('event_id', events).select('user_id', 'event_id').union(going)) as unknown as { user_id: number; event_id: number }[];
  return rows.map((row) => ({ userId: row.user_id, eventId: row.event_id }));
}

/** A member's upcoming going events (optionally in one community), and the events they have a row for. */
export async function eventsToSyncForUser(db: Db, userId: number, nowIso: string, communityId?: number): Promise<number[]> {
  const going = db('event_rsvps as r')
    .join('events as e', 'e.id', 'r.event_id')
    .where({ 'r.user_id': userId, 'r.status': 'going' })
    .where('e.start_at', '>=', nowIso)
    .modify((q) => {
      if (communityId !== undefined) {
        void q.where('e.community_id', communityId);
      }
    })
    .select('r.event_id');
  const existing = db('calendar_sync_items')
    .where({ user_id: userId })
    .modify((q) => {
      if (communityId !== undefined) {
        void q.whereIn('event_id', db('events').select('id').where({ community_id: communityId }));
      }
    })
    .select('event_id');
  const rows = (await going.union(existing)) as unknown as { event_id: number }[];
  return [...new Set(rows.map((row) => row.event_id))];
}

export async function deleteItemsOfUser(db: Db, userId: number): Promise<void> {
  await db('calendar_sync_items').where({ user_id: userId }).delete();
}

const toItem = (raw: RawSyncItem): SyncItemRow => ({ ...raw, removed_in_google: Boolean(raw.removed_in_google) });

/** Claims due rows for one attempt each (queue/claim.ts). */
export async function claimSyncItems(db: Db, nowIso: string, leaseUntilIso: string, limit: number, claimant: string | null = null): Promise<SyncItemRow[]> {
  const rows = await claimDue<RawSyncItem>(db, SYNC_ITEMS, { nowIso, leaseUntilIso, limit, claimant });
  return rows.map(toItem).sort((a, b) => a.id - b.id);
}

/** Takes a claimed item's lease again as its work starts: false when another worker reclaimed it meanwhile. */
export const renewSyncLease = (db: Db, item: Pick<SyncItemRow, 'id' | 'attempts'>, leaseUntilIso: string, claimant: string | null = null) =>
  renewLease(db, SYNC_ITEMS, item, leaseUntilIso, claimant);

export const releaseSyncItems = (db: Db, rows: readonly Pick<SyncItemRow, 'id' | 'attempts'>[], nowIso: string) => releaseClaims(db, SYNC_ITEMS, rows, nowIso);

export type SyncedState = Pick<SyncItemRow, 'synced_calendar_id' | 'synced_hash' | 'removed_in_google'>;

/** Notes where the copy is now, mid-attempt (after removing it from a calendar it is moving away from). */
export async function recordSynced(db: Db, item: SyncItemRow, state: Partial<SyncedState>): Promise<void> {
  await db('calendar_sync_items').where(claimedBy(item)).update(state);
}

/**
 * The claimed version is reconciled. If another change came meanwhile the row stays due, at once,
 * with a fresh attempts count.
 */
export async function finishItem(db: Db, item: SyncItemRow, state: Partial<SyncedState>, nowIso: string): Promise<void> {
  await db('calendar_sync_items')
    .where(claimedBy(item))
    .update({ ...state, done_version: item.wanted_version, attempts: 0, last_error: null, next_attempt_at: nowIso, ...UNCLAIMED });
}

/** This attempt failed for a passing reason: try again at `retryAtIso`. */
export async function retryItem(db: Db, item: SyncItemRow, error: string, retryAtIso: string): Promise<void> {
  await db('calendar_sync_items').where(claimedBy(item)).update({ last_error: error.slice(0, 500), next_attempt_at: retryAtIso, ...UNCLAIMED });
}

/** Stops trying this version; a later change to the event or the reply tries again. */
export async function giveUpItem(db: Db, item: SyncItemRow, error: string, nowIso: string): Promise<void> {
  await db('calendar_sync_items')
    .where(claimedBy(item))
    .update({ gave_up_at: nowIso, last_error: error.slice(0, 500), done_version: item.wanted_version, ...UNCLAIMED });
}
