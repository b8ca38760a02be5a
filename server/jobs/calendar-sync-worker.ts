import type { AppDeps } from '../deps';
import { markNeedsReconnect } from '../features/calendar/connection-repo';
import { openMemberGrant } from '../features/calendar/member-grant';
import { applySyncPlan } from '../features/calendar/sync-actions';
import { loadSyncFacts } from '../features/calendar/sync-facts';
import { planSync } from '../features/calendar/sync-plan';
import * as repo from '../features/calendar/sync-repo';
import type { SyncItemRow } from '../features/calendar/sync-repo';
import { classifyGoogleFailure } from '../integrations/google/google-failure';
import type { GoogleFailure } from '../integrations/google/google-failure';
import { inLanes, startJobLoop } from './job-loop';
import type { JobLoop } from './job-loop';
import type { RatePacer } from './rate-pacer';

/** A claim holds an item this long: far more than a few paced calls take. */
export const CALENDAR_SYNC_LEASE_MS = 2 * 60 * 1000;
/** Attempts at one version before giving up (about 40 minutes of backoff); a later change tries again. */
export const CALENDAR_SYNC_MAX_ATTEMPTS = 12;
const BATCH = 50;

/** Backoff after failed attempt `attempt` (from 1): 1 s doubling to 5 min, with ±20 % jitter. */
export function syncBackoffMs(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(1000 * 2 ** (attempt - 1), 5 * 60 * 1000);
  return Math.round(base * (0.8 + 0.4 * random()));
}

interface SyncWorkerOptions {
  deps: AppDeps;
  pacer: RatePacer;
  /** Items in flight at once: each mostly waits on Google or on the pacer. */
  concurrency?: number;
  pollMs?: number;
  leaseMs?: number;
  log?: (line: string) => void;
}

/**
 * Brings members' Google calendars in line with their RSVPs: claims due calendar_sync_items with a
 * lease (jobs/claim.ts), decides from what it reads now (sync-plan.ts), and calls Google through the
 * member's grant, paced. A restart, an outage or a rate limit loses nothing: a failed attempt is
 * retried with backoff (at least what Retry-After says). A refused grant marks the connection broken
 * and stops every call for that member until they reconnect.
 */
export function startCalendarSyncWorker({ deps, pacer, concurrency = 8, pollMs = 5000, leaseMs = CALENDAR_SYNC_LEASE_MS, log = console.error }: SyncWorkerOptions): JobLoop {
  const { db, clock } = deps;
  const nowIso = () => clock().toISOString();

  async function onFailure(item: SyncItemRow, failure: GoogleFailure): Promise<void> {
    const what = `calendar sync ${item.id} (member ${item.user_id}, event ${item.event_id})`;
    if (failure.kind === 'grant_refused') {
      await markNeedsReconnect(db, item.user_id, failure.message);
      await repo.finishItem(db, item, {}, nowIso());
      log(`[calendar] Google refused member ${item.user_id}'s grant; no more calls until they reconnect: ${failure.message}`);
      return;
    }
    if (failure.kind === 'retry' && item.attempts < CALENDAR_SYNC_MAX_ATTEMPTS) {
      const waitMs = Math.max(failure.retryAfterMs ?? 0, syncBackoffMs(item.attempts));
      const retryAt = new Date(clock().getTime() + waitMs).toISOString();
      await repo.retryItem(db, item, failure.message, retryAt);
      log(`[calendar] ${what} failed (attempt ${item.attempts}), next at ${retryAt}: ${failure.message}`);
      return;
    }
    await repo.giveUpItem(db, item, failure.message, nowIso());
    log(`[calendar] gave up on ${what} after ${item.attempts} attempts: ${failure.message}`);
  }

  async function syncOne(item: SyncItemRow): Promise<void> {
    const { facts, connection, body } = await loadSyncFacts(deps, item);
    const plan = planSync(facts);
    const google = deps.config.google;
    const keys = deps.calendar?.keys;
    if (plan.kind === 'nothing' || !google || !keys || !connection) {
      await repo.finishItem(db, item, {}, nowIso());
      return;
    }
    const grant = openMemberGrant(deps, google, keys, connection);
    try {
      const state = await applySyncPlan(plan, {
        events: grant.calendar.events,
        googleEventId: item.google_event_id,
        body,
        hash: facts.currentHash,
        pace: () => pacer.take(item.user_id),
        record: (partial) => repo.recordSynced(db, item, partial),
      });
      await repo.finishItem(db, item, state, nowIso());
    } catch (err) {
      await onFailure(item, classifyGoogleFailure(err));
    } finally {
      await grant.keep().catch((err: unknown) => log(`[calendar] could not keep a refreshed token: ${String(err)}`));
    }
  }

  const guarded = (item: SyncItemRow) =>
    syncOne(item).catch((err: unknown) => {
      // Not Google's answer (a database error, say): the lease runs out and the item is tried again.
      log(`[calendar] sync ${item.id} failed before reaching Google: ${err instanceof Error ? err.message : String(err)}`);
    });

  async function pass(stopping: () => boolean): Promise<void> {
    while (!stopping()) {
      const now = clock();
      const claimed = await repo.claimSyncItems(db, now.toISOString(), new Date(now.getTime() + leaseMs).toISOString(), BATCH);
      if (claimed.length === 0) {
        return;
      }
      const unstarted = await inLanes(claimed, concurrency, guarded, stopping);
      await repo.releaseSyncItems(db, unstarted, nowIso());
    }
  }

  return startJobLoop({ name: 'calendar', pass, pollMs, log });
}
