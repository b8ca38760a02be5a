import type { ConnectionRow } from './connection-repo';
import type { SyncItemRow } from './sync-repo';

/** What the worker knows about one (member, event) when it runs. */
export interface SyncFacts {
  connection: Pick<ConnectionRow, 'status' | 'calendar_id'> | null;
  /** The event still exists, the member may see it, and their reply is going. */
  goingToVisibleEvent: boolean;
  /** The global switch, or the member's switch for the event's community. */
  syncOn: boolean;
  item: Pick<SyncItemRow, 'synced_calendar_id' | 'synced_hash' | 'removed_in_google'>;
  /** The hash of the body the event has now (null when it is gone). */
  currentHash: string | null;
}

export type SyncPlan =
  | { kind: 'nothing'; why: string }
  | { kind: 'remove'; calendarId: string }
  | { kind: 'put'; calendarId: string; moveFrom: string | null; exists: boolean };

/** Google's name for the member's main calendar, the target until they pick another. */
export const PRIMARY_CALENDAR = 'primary';

/**
 * Decides what a member's Google calendar must get for one event. Pure: the worker reads the facts,
 * this decides, the worker acts. Rules: no working connection, no call; gone, not going or no
 * longer visible, the copy is removed if there is one; sync turned off leaves what is there; a
 * copy the member deleted in Google stays deleted; a new calendar choice moves the copy.
 */
export function planSync(facts: SyncFacts): SyncPlan {
  const { connection, item } = facts;
  if (!connection || connection.status !== 'active') {
    return { kind: 'nothing', why: 'no working connection' };
  }
  if (!facts.goingToVisibleEvent || facts.currentHash === null) {
    return item.synced_calendar_id ? { kind: 'remove', calendarId: item.synced_calendar_id } : { kind: 'nothing', why: 'not in the calendar' };
  }
  if (item.removed_in_google) {
    return { kind: 'nothing', why: 'the member deleted it in Google' };
  }
  if (!facts.syncOn) {
    return { kind: 'nothing', why: 'sync is off' };
  }
  const target = connection.calendar_id ?? PRIMARY_CALENDAR;
  if (item.synced_calendar_id === target && item.synced_hash === facts.currentHash) {
    return { kind: 'nothing', why: 'up to date' };
  }
  const moveFrom = item.synced_calendar_id !== null && item.synced_calendar_id !== target ? item.synced_calendar_id : null;
  return { kind: 'put', calendarId: target, moveFrom, exists: item.synced_calendar_id === target };
}
