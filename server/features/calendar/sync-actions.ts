import type { calendar_v3 } from '@googleapis/calendar';
import { classifyGoogleFailure } from '../../integrations/google/google-failure';
import type { SyncPlan } from './sync-plan';
import type { SyncedState } from './sync-repo';

export interface SyncCall {
  events: calendar_v3.Resource$Events;
  googleEventId: string;
  body: calendar_v3.Schema$Event | null;
  hash: string | null;
  /** Waits for this member's turn under the configured request rates. */
  pace: () => Promise<void>;
  /** Notes a step already taken, before the next one (a copy removed from the calendar it leaves). */
  record: (state: Partial<SyncedState>) => Promise<void>;
}

const REMOVED: Partial<SyncedState> = { synced_calendar_id: null, synced_hash: null };

/** Deletes Gather's copy; one that is already gone (404, 410) counts as deleted. */
async function remove(call: SyncCall, calendarId: string): Promise<void> {
  await call.pace();
  try {
    await call.events.delete({ calendarId, eventId: call.googleEventId, sendUpdates: 'none' });
  } catch (err) {
    if (classifyGoogleFailure(err).kind !== 'gone') {
      throw err;
    }
  }
}

async function patch(call: SyncCall, calendarId: string, body: calendar_v3.Schema$Event): Promise<void> {
  await call.pace();
  await call.events.patch({ calendarId, eventId: call.googleEventId, sendUpdates: 'none', requestBody: body });
}

/**
 * Inserts with our deterministic id. A 409 means that id is already there: our own earlier insert
 * whose answer was lost, or a copy from before a reconnect (perhaps deleted since). Patching it,
 * with status confirmed, makes it the one copy: a retried create never makes a second.
 */
async function insert(call: SyncCall, calendarId: string, body: calendar_v3.Schema$Event): Promise<void> {
  await call.pace();
  try {
    await call.events.insert({ calendarId, sendUpdates: 'none', requestBody: { ...body, id: call.googleEventId } });
  } catch (err) {
    if (classifyGoogleFailure(err).kind !== 'duplicate') {
      throw err;
    }
    await patch(call, calendarId, body);
  }
}

/** Carries out a plan against Google; answers where the copy is afterwards. Failures throw, for the worker to sort. */
export async function applySyncPlan(plan: Exclude<SyncPlan, { kind: 'nothing' }>, call: SyncCall): Promise<Partial<SyncedState>> {
  if (plan.kind === 'remove') {
    await remove(call, plan.calendarId);
    return REMOVED;
  }
  if (!call.body || !call.hash) {
    return {};
  }
  if (plan.moveFrom) {
    await remove(call, plan.moveFrom);
    await call.record(REMOVED);
  }
  if (plan.exists) {
    try {
      await patch(call, plan.calendarId, call.body);
    } catch (err) {
      // The member deleted it in Google: it is not put back while they stay going.
      if (classifyGoogleFailure(err).kind === 'gone') {
        return { ...REMOVED, removed_in_google: true };
      }
      throw err;
    }
  } else {
    await insert(call, plan.calendarId, call.body);
  }
  return { synced_calendar_id: plan.calendarId, synced_hash: call.hash };
}
