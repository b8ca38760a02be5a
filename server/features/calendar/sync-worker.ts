import type { AppDeps } from '../../deps';
import { markNeedsReconnect } from './connection-repo';
import { openMemberGrant } from './member-grant';
import { applySyncPlan } from './sync-actions';
import { loadSyncFacts } from './sync-facts';
import { planSync } from './sync-plan';
import { SealedTokenError } from './token-cipher';
import * as repo from './sync-repo';
import type { SyncItemRow } from './sync-repo';
import { classifyGoogleFailure } from '../../integrations/google/google-failure';
import type { GoogleFailure } from '../../integrations/google/google-failure';
import { inLanes, startJobLoop } from '../../queue/job-loop';
import { failuresTo, msSince } from '../../queue/job-outcome';
import type { JobOutcome, JobOutcomeLog } from '../../queue/job-outcome';
import type { JobLoop } from '../../queue/job-loop';
import type { RatePacer } from '../../queue/rate-pacer';

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
  /** Failures of the loop itself, and of each item when `logJob` is not given. */
  log?: (line: string) => void;
  /** One line per attempt at an item: done, grant gone, retried or given up (queue/job-outcome.ts). */
  logJob?: JobOutcomeLog;
  /** The instance its claims name (queue/instance-heartbeat.ts): freed soon after it stops beating. Null: leases alone. */
  claimant?: string | null;
}

/**
 * Brings members' Google calendars in line with their RSVPs: claims due calendar_sync_items with a
 * lease (queue/claim.ts), decides from what it reads now (sync-plan.ts), and calls Google through the
 * member's grant, paced. A restart, an outage or a rate limit loses nothing: a failed attempt is
 * retried with backoff (at least what Retry-After says), and given up after
 * CALENDAR_SYNC_MAX_ATTEMPTS, whatever failed: Google, the database, or the item's own data. A
 * refused grant, or one that cannot be decrypted any more, marks the connection broken and stops
 * every call for that member until they reconnect.
 */
export function startCalendarSyncWorker({
  deps,
  pacer,
  concurrency = 8,
  pollMs = 5000,
  leaseMs = CALENDAR_SYNC_LEASE_MS,
  log = console.error,
  logJob = failuresTo(log),
  claimant = null,
}: SyncWorkerOptions): JobLoop {
  const { db, clock } = deps;
  const nowIso = () => clock().toISOString();
  const describe = (item: SyncItemRow) => `calendar sync ${item.id} (member ${item.user_id}, ${item.event_id < 0 ? `recurring event ${-item.event_id}` : `event ${item.event_id}`})`;
  /** Logs how attempt `item.attempts`, begun at `started`, ended. */
  const report = (item: SyncItemRow, started: number, outcome: JobOutcome['outcome'], line: string, error?: string) =>
    logJob({ kind: 'calendar', id: item.id, attempt: item.attempts, outcome, ms: msSince(started), ...(error === undefined ? {} : { error }) }, line);

  /** The member's grant is gone for good (refused by Google, or unreadable here): only reconnecting helps. */
  async function grantLost(item: SyncItemRow, reason: string, started: number): Promise<void> {
    await markNeedsReconnect(db, item.user_id, reason);
    await repo.finishItem(db, item, {}, nowIso());
    report(item, started, 'gone', `[calendar] member ${item.user_id}'s grant cannot be used; no more calls until they reconnect: ${reason}`, reason);
  }

  async function onFailure(item: SyncItemRow, failure: GoogleFailure, started: number): Promise<void> {
    if (failure.kind === 'grant_refused') {
      await grantLost(item, `Google refused the grant: ${failure.message}`, started);
      return;
    }
    if (failure.kind === 'retry' && item.attempts < CALENDAR_SYNC_MAX_ATTEMPTS) {
      const waitMs = Math.max(failure.retryAfterMs ?? 0, syncBackoffMs(item.attempts));
      const retryAt = new Date(clock().getTime() + waitMs).toISOString();
      await repo.retryItem(db, item, failure.message, retryAt);
      report(item, started, 'retry', `[calendar] ${describe(item)} failed (attempt ${item.attempts}), next at ${retryAt}: ${failure.message}`, failure.message);
      return;
    }
    await repo.giveUpItem(db, item, failure.message, nowIso());
    report(item, started, 'failed', `[calendar] gave up on ${describe(item)} after ${item.attempts} attempts: ${failure.message}`, failure.message);
  }

  /** One attempt at a claimed item: `item.attempts` is the number of this attempt. */
  async function syncOne(item: SyncItemRow, started: number): Promise<void> {
    // A batch is claimed at once and worked through a few at a time, paced, so its tail can start
    // past the batch's lease: each item takes its lease again as it starts, and one another
    // instance reclaimed meanwhile is left to that instance (as the mail worker does).
    if (!(await repo.renewSyncLease(db, item, new Date(clock().getTime() + leaseMs).toISOString(), claimant))) {
      return;
    }
    if (item.attempts > CALENDAR_SYNC_MAX_ATTEMPTS) {
      // Instances stopped during every attempt so far (one that dies on this item, say), so none recorded an outcome.
      const reason = item.last_error ?? 'Interrupted during the last attempt';
      await repo.giveUpItem(db, item, reason, nowIso());
      report(item, started, 'failed', `[calendar] gave up on ${describe(item)} after ${CALENDAR_SYNC_MAX_ATTEMPTS} attempts: ${reason}`, reason);
      return;
    }
    const { facts, connection, body } = await loadSyncFacts(deps, item);
    const plan = planSync(facts);
    const google = deps.config.google;
    const keys = deps.calendar?.keys;
    if (plan.kind === 'nothing' || !google || !keys || !connection) {
      await repo.finishItem(db, item, {}, nowIso());
      report(item, started, 'done', `[calendar] ${describe(item)}: nothing to change (attempt ${item.attempts})`);
      return;
    }
    let grant;
    try {
      grant = openMemberGrant(deps, google, keys, connection);
    } catch (err) {
      if (err instanceof SealedTokenError) {
        await grantLost(item, err.message, started);
        return;
      }
      throw err;
    }
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
      report(item, started, 'done', `[calendar] synced ${describe(item)}: ${plan.kind} (attempt ${item.attempts})`);
    } catch (err) {
      await onFailure(item, classifyGoogleFailure(err), started);
    } finally {
      await grant.keep().catch((err: unknown) => log(`[calendar] could not keep a refreshed token: ${String(err)}`));
    }
  }

  // Not Google's answer (a database error, a row that cannot be read): a failed attempt like any
  // other, retried with backoff and given up after the last. If even recording that fails, the
  // lease runs out, and the next claim counts another attempt.
  const guarded = (item: SyncItemRow) => {
    const started = performance.now();
    return syncOne(item, started).catch(async (err: unknown) => {
      const message = `Failed before reaching Google: ${err instanceof Error ? err.message : String(err)}`;
      await onFailure(item, { kind: 'retry', message, retryAfterMs: null }, started).catch((again: unknown) => {
        log(`[calendar] ${describe(item)}: ${message}; could not record it either: ${again instanceof Error ? again.message : String(again)}`);
      });
    });
  };

  async function pass(stopping: () => boolean): Promise<void> {
    while (!stopping()) {
      const now = clock();
      const claimed = await repo.claimSyncItems(db, now.toISOString(), new Date(now.getTime() + leaseMs).toISOString(), BATCH, claimant);
      if (claimed.length === 0) {
        return;
      }
      const unstarted = await inLanes(claimed, concurrency, guarded, stopping);
      await repo.releaseSyncItems(db, unstarted, nowIso());
    }
  }

  return startJobLoop({ name: 'calendar', pass, pollMs, log });
}
