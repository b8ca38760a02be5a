import type { AppDeps } from '../../deps';
import { findVisibleEvent } from '../events';
import { findUserById } from '../../users/repo';
import { findMembership } from '../communities';
import { findConnection } from './connection-repo';
import type { ConnectionRow } from './connection-repo';
import { bodyHash, googleEventBody } from './google-event-body';
import type { SyncFacts } from './sync-plan';
import type { SyncItemRow } from './sync-repo';
import type { calendar_v3 } from '@googleapis/calendar';

export interface LoadedSync {
  facts: SyncFacts;
  connection: ConnectionRow | null;
  /** What Google should hold now (null when the event is gone or hidden from the member). */
  body: calendar_v3.Schema$Event | null;
}

/** Reads what decides one item: the member's connection and switches, the event, their reply, their access. */
export async function loadSyncFacts(deps: AppDeps, item: SyncItemRow): Promise<LoadedSync> {
  const [connection, user] = await Promise.all([findConnection(deps.db, item.user_id), findUserById(deps.db, item.user_id)]);
  const loaded = user && connection ? await findVisibleEvent(deps, item.event_id, user) : null;
  const going = loaded?.access.myRsvp === 'going';
  const body = loaded && going ? googleEventBody(loaded.row, deps.config.publicUrl) : null;
  const membership = loaded && user && !user.google_calendar_global_auto_sync ? await findMembership(deps.db, loaded.row.community_id, user.id) : null;
  const syncOn = Boolean(user?.google_calendar_global_auto_sync || membership?.google_calendar_auto_sync);
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
