import type { Clock } from '../../clock';
import type { Db } from '../../db';
import type { PushSender } from '../../integrations/push';
import * as repo from './repo';
import { backoffMs, inLanes, startJobLoop } from '../../queue/job-loop';
import { failuresTo, msSince } from '../../queue/job-outcome';
import type { JobOutcome, JobOutcomeLog } from '../../queue/job-outcome';
import type { JobLoop } from '../../queue/job-loop';

const MAX_ATTEMPTS = 5;
/**
 * A claimed delivery's lease. Claims are small (two per lane), so a batch is done well within it
 * even when every send waits its full 10 s timeout.
 */
export const PUSH_LEASE_MS = 60 * 1000;

export type PushWorker = JobLoop;

interface PushWorkerOptions {
  db: Db;
  sender: PushSender;
  clock: Clock;
  /** Deliveries in flight at once. */
  concurrency?: number;
  /** Most deliveries started per second: leaves the CPU to requests while a big fan-out runs. */
  maxPerSecond?: number;
  pollMs?: number;
  /** Failures of the loop itself, and of each delivery when `logJob` is not given. */
  log?: (line: string) => void;
  /** One line per attempt at a delivery: sent, subscription gone, retried or given up (queue/job-outcome.ts). */
  logJob?: JobOutcomeLog;
  /** How long a claim holds a delivery (PUSH_LEASE_MS; shorter in tests that kill instances). */
  leaseMs?: number;
  /** The instance its claims name (queue/instance-heartbeat.ts): freed soon after it stops beating. Null: leases alone. */
  claimant?: string | null;
}

/**
 * Sends queued notifications from the database: jobs are expanded into deliveries, deliveries are
 * sent with bounded concurrency, a gone subscription is deleted, other failures retry with backoff.
 * Everything lives in tables, so a restart loses nothing and a slow push service delays no request.
 */
export function startPushWorker({
  db,
  sender,
  clock,
  concurrency = 16,
  maxPerSecond = Infinity,
  pollMs = 2000,
  log = console.error,
  logJob = failuresTo(log),
  leaseMs = PUSH_LEASE_MS,
  claimant = null,
}: PushWorkerOptions): PushWorker {
  const interval = 1000 / maxPerSecond;
  let nextSlot = 0;

  /** Waits for this delivery's turn under maxPerSecond. */
  async function paced(): Promise<void> {
    const now = Date.now();
    const wait = nextSlot - now;
    nextSlot = Math.max(now, nextSlot) + interval;
    if (wait > 0) {
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }

  /** One attempt at a claimed delivery: `d.attempts` is the number of this attempt. */
  async function deliver(d: repo.DueDelivery): Promise<void> {
    const started = performance.now();
    const outcome = (result: JobOutcome['outcome'], error?: string): JobOutcome => ({
      kind: 'push',
      id: d.id,
      attempt: d.attempts,
      outcome: result,
      ms: msSince(started),
      ...(error === undefined ? {} : { error }),
    });
    if (d.attempts > MAX_ATTEMPTS) {
      // A process stopped during the last attempt, so it never recorded the outcome.
      await repo.failDelivery(db, d, clock().toISOString(), 'Interrupted during the last attempt', MAX_ATTEMPTS);
      logJob(outcome('failed', 'interrupted'), `[push] gave up on delivery ${d.id} after ${MAX_ATTEMPTS} attempts: interrupted during the last one`);
      return;
    }
    const result = await sender.send(d, d.payload);
    if (result.ok) {
      await repo.deleteDelivery(db, d.id);
      logJob(outcome('done'), `[push] sent delivery ${d.id} (attempt ${d.attempts})`);
    } else if (result.gone) {
      await repo.deleteSubscriptionById(db, d.subscription_id);
      logJob(outcome('gone'), `[push] delivery ${d.id}: the push service says subscription ${d.subscription_id} is gone; it was removed`);
    } else if (d.attempts >= MAX_ATTEMPTS) {
      await repo.failDelivery(db, d, clock().toISOString(), result.message);
      logJob(outcome('failed', result.message), `[push] gave up on delivery ${d.id} after ${MAX_ATTEMPTS} attempts: ${result.message}`);
    } else {
      const retryAt = new Date(clock().getTime() + backoffMs(d.attempts)).toISOString();
      await repo.retryDelivery(db, d, retryAt, result.message);
      logJob(outcome('retry', result.message), `[push] could not send delivery ${d.id} (attempt ${d.attempts} of ${MAX_ATTEMPTS}, next at ${retryAt}): ${result.message}`);
    }
  }

  /** One pass: expand jobs, then send every due delivery, claiming a few at a time. */
  async function pass(stopping: () => boolean): Promise<void> {
    while (!stopping() && (await repo.expandJobs(db, clock().toISOString())) > 0) {
      // keep expanding until no job waits
    }
    while (!stopping()) {
      const now = clock();
      const due = await repo.claimDeliveries(db, now.toISOString(), new Date(now.getTime() + leaseMs).toISOString(), concurrency * 2, claimant);
      if (due.length === 0) {
        return;
      }
      const unstarted = await inLanes(
        due,
        concurrency,
        async (item) => {
          await paced();
          await deliver(item);
        },
        stopping,
      );
      await repo.releaseDeliveries(db, unstarted, clock().toISOString());
    }
  }

  return startJobLoop({ name: 'push', pass, pollMs, log });
}
