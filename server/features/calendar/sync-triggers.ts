import type { Db } from '../../db';
import type { AppDeps } from '../../deps';
import { googleEventId } from './google-event-id';
import { connectedAmong, enqueueSync, eventsToSyncForUser, pairsToSyncForCommunity, seriesPairsOf, usersToSyncForEvent } from './sync-repo';

/**
 * Where the rest of the app says a member's Google copy of an event may have to change. Each call
 * runs in the caller's transaction `db`; the caller kicks the worker (deps.calendar.kick) after
 * committing. What to do is decided by the worker from the state it then reads (sync-plan.ts). A
 * date of a recurring event also marks the member's recurring copy of it, if they have one or
 * answered for every date (sync-series.ts).
 */
async function enqueue(deps: AppDeps, db: Db, datePairs: { userId: number; eventId: number }[], memberChanged: boolean): Promise<void> {
  const keys = deps.calendar?.keys;
  if (!keys || datePairs.length === 0) {
    return;
  }
  const unique = new Map([...datePairs, ...(await seriesPairsOf(db, datePairs))].map((pair) => [`${pair.userId}:${pair.eventId}`, pair]));
  const pairs = [...unique.values()];
  const targets = pairs.map((pair) => ({ ...pair, googleEventId: googleEventId(keys.eventIdKey, pair.userId, pair.eventId) }));
  await enqueueSync(db, targets, deps.clock().toISOString(), memberChanged);
}

/** The member's own reply to the event changed (set, changed, withdrawn, or an invitation accepted). */
export async function queueReplySync(deps: AppDeps, db: Db, eventId: number, userId: number): Promise<void> {
  if ((await connectedAmong(db, [userId])).length > 0) {
    await enqueue(deps, db, [{ userId, eventId }], true);
  }
}

/** The event changed or is about to be deleted: everyone going with a connection, and every existing copy. */
export async function queueEventSync(deps: AppDeps, db: Db, eventId: number): Promise<void> {
  if (!deps.calendar) {
    return;
  }
  const userIds = await usersToSyncForEvent(db, eventId);
  await enqueue(deps, db, userIds.map((userId) => ({ userId, eventId })), false);
}

/** The community and all its events are about to be deleted: every copy of them, and every connected member going. */
export async function queueCommunitySync(deps: AppDeps, db: Db, communityId: number): Promise<void> {
  if (!deps.calendar) {
    return;
  }
  await enqueue(deps, db, await pairsToSyncForCommunity(db, communityId), false);
}

/**
 * A member's switches, calendar or membership changed: their upcoming going events (in one
 * community, or all) and every copy they have.
 */
export async function queueMemberSync(deps: AppDeps, db: Db, userId: number, communityId?: number): Promise<void> {
  if (!deps.calendar || (await connectedAmong(db, [userId])).length === 0) {
    return;
  }
  const eventIds = await eventsToSyncForUser(db, userId, deps.clock().toISOString(), communityId);
  await enqueue(deps, db, eventIds.map((eventId) => ({ userId, eventId })), false);
}

/** Wakes the sync worker (after the transaction that queued work committed). */
export const kickCalendarSync = (deps: AppDeps): void => deps.calendar?.kick();
