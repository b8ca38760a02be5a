import type { Clock } from '../../clock';
import type { Db } from '../../db';
import { claimPurges, markPurged, purgeAccount, recordPurgeFailure, releasePurges } from './purge-repo';
import type { PurgeJobRow } from './purge-repo';
import { backoffMs, inLanes, startJobLoop } from '../../queue/job-loop';
import { failuresTo, msSince } from '../../queue/job-outcome';
import type { JobOutcomeLog } from '../../queue/job-outcome';
import type { JobLoop } from '../../queue/job-loop';

/** How long one purge holds its claim; a purge is one transaction of a few statements per table. */
const PURGE_LEASE_MS = 5 * 60 * 1000;
const BATCH = 10;

interface PurgeWorkerOptions {
  db: Db;
  clock: Clock;
  pollMs?: number;
  leaseMs?: number;
  /** Failures of the loop itself, and of each purge when `logJob` is not given. */
  log?: (line: string) => void;
  /** One line per attempt at a purge: done or retried (queue/job-outcome.ts). */
  logJob?: JobOutcomeLog;
  /**
   * What must happen outside the database before a member's data goes (their subscription cancelled
   * at Stripe). A failure leaves the account as it was and the purge is retried.
   */
  beforePurge?: (userId: number) => Promise<void>;
  /** The instance its claims name (queue/instance-heartbeat.ts): freed soon after it stops beating. Null: leases alone. */
  claimant?: string | null;
}

/**
 * Removes the personal data of deleted accounts (account_purges). A purge is one transaction, so a
 * crash leaves the account as it was and the job due again after its lease; a failure is retried
 * with backoff and never given up: the privacy policy promises the data goes within 30 days.
 */
export function startAccountPurgeWorker({ db, clock, pollMs = 60_000, leaseMs = PURGE_LEASE_MS, log = console.error, logJob = failuresTo(log), beforePurge, claimant = null }: PurgeWorkerOptions): JobLoop {
  async function purge(job: PurgeJobRow): Promise<void> {
    const started = performance.now();
    try {
      await beforePurge?.(job.user_id);
      await purgeAccount(db, job.user_id, clock().toISOString());
      await markPurged(db, job, clock().toISOString());
      logJob({ kind: 'purge', id: job.id, attempt: job.attempts, outcome: 'done', ms: msSince(started) }, `[account] purged member ${job.user_id}'s personal data (attempt ${job.attempts})`);
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const retryAt = new Date(clock().getTime() + backoffMs(job.attempts)).toISOString();
      await recordPurgeFailure(db, job, message, retryAt);
      logJob(
        { kind: 'purge', id: job.id, attempt: job.attempts, outcome: 'retry', ms: msSince(started), error: message },
        `[account] purge of member ${job.user_id} failed (attempt ${job.attempts}, next at ${retryAt}): ${message}`,
      );
    }
  }

  async function pass(stopping: () => boolean): Promise<void> {
    while (!stopping()) {
      const now = clock();
      const claimed = await claimPurges(db, now.toISOString(), new Date(now.getTime() + leaseMs).toISOString(), BATCH, claimant);
      if (claimed.length === 0) {
        return;
      }
      // One at a time (each is a transaction over many tables); a stop hands back the ones not started.
      const unstarted = await inLanes(claimed, 1, purge, stopping);
      await releasePurges(db, unstarted, clock().toISOString());
    }
  }
  return startJobLoop({ name: 'account-purge', pass, pollMs, log });
}
