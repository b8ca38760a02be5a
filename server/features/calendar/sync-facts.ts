import type { AppDeps } from '../../deps';
import { findVisibleEvent } from '../events';
import { findUserById } from '../../users/repo';
import type { UserRow } from '../../users/repo';
import { findMembership } from '../communities';
import { findConnection } from './connection-repo';
import type { ConnectionRow } from './connection-repo';
import { bodyHash, googleEventBody } from './google-event-body';
import type { SyncFacts } from './sync-plan';
import { coveredBySeriesCopy, loadSeriesCopy, seriesOfSyncKey } from './sync-series';
import type { SyncItemRow } from './sync-repo';
import type { calendar_v3 } from '@googleapis/calendar';

export interface LoadedSync {
  facts: SyncFacts;
  connection: ConnectionRow | null;
  /** What Google should hold now (null when the event is gone or hidden from the member). */
  body: calendar_v3.Schema$Event | null;
}

/**
 * Reads what decides one item: the member's connection and switches, the event, their reply, their
 * access. A date their recurring copy shows (sync-series.ts) has no copy of its own.
 */
export async function loadSyncFacts(deps: AppDeps, item: SyncItemRow): Promise<LoadedSync> {
  const [connection, user] = await Promise.all([findConnection(deps.db, item.user_id), findUserById(deps.db, item.user_id)]);
  const seriesId = seriesOfSyncKey(item.event_id);
  if (seriesId !== null) {
    return loadSeriesSyncFacts(deps, item, seriesId, connection, user);
  }
  const loaded = user && connection ? await findVisibleEvent(deps, item.event_id, user) : null;
  const membership = loaded && user && !user.google_calendar_global_auto_sync ? await findMembership(deps.db, loaded.row.community_id, user.id) : null;
  const syncOn = Boolean(user?.google_calendar_global_auto_sync || membership?.google_calendar_auto_sync);
  // With sync off, what is there stays: a copy of a date is not removed for a recurring copy that will not come.
  const going = loaded?.access.myRsvp === 'going' && !(syncOn && (await coveredBySeriesCopy(deps.db, loaded.row, item.user_id)));
  const body = loaded && going ? googleEventBody(loaded.row, deps.config.publicUrl) : null;
  return facts(item, connection, body, syncOn);
}

/** A member's recurring copy of a series: there while the series is, they are in its community and going to every date. */
async function loadSeriesSyncFacts(deps: AppDeps, item: SyncItemRow, seriesId: number, connection: ConnectionRow | null, user: UserRow | null): Promise<LoadedSync> {
  const copy = user && connection ? await loadSeriesCopy(deps.db, seriesId, item.user_id, deps.config.publicUrl) : null;
  const membership = copy && user ? await findMembership(deps.db, copy.series.community_id, user.id) : null;
  const body = membership ? (copy?.body ?? null) : null;
  const syncOn = Boolean(user?.google_calendar_global_auto_sync || membership?.google_calendar_auto_sync);
  return facts(item, connection, body, syncOn);
}

function facts(item: SyncItemRow, connection: ConnectionRow | null, body: calendar_v3.Schema$Event | null, syncOn: boolean): LoadedSync {
  return {
    connection,
    body,
    facts: {
      connection,
      goingToVisibleEvent: body !== null,
      syncOn,
      item,
      currentHash: body ? bodyHash(body) : null,
    },
  };
}
