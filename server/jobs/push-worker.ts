import type { Clock } from '../clock';
import type { Db } from '../db';
import type { PushSender } from '../integrations/push';
import * as repo from '../features/push/repo';
import { backoffMs, inLanes, startJobLoop } from './job-loop';
import type { JobLoop } from './job-loop';

const MAX_ATTEMPTS = 5;
const BATCH = 200;

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
  log?: (line: string) => void;
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

  async function deliver(d: repo.DueDelivery): Promise<void> {
    const result = await sender.send(d, d.payload);
    if (result.ok) {
      await repo.deleteDelivery(db, d.id);
    } else if (result.gone) {
      await repo.deleteSubscriptionById(db, d.subscription_id);
    } else if (d.attempts + 1 >= MAX_ATTEMPTS) {
      await repo.failDelivery(db, d.id, clock().toISOString(), result.message);
      log(`[push] gave up on delivery ${d.id} after ${MAX_ATTEMPTS} attempts: ${result.message}`);
    } else {
      await repo.retryDelivery(db, d.id, d.attempts + 1, new Date(clock().getTime() + backoffMs(d.attempts + 1)).toISOString(), result.message);
    }
  }

  /** One pass: expand jobs, then send every due delivery. */
  async function pass(): Promise<void> {
    while ((await repo.expandJobs(db, clock().toISOString())) > 0) {
      // keep expanding until no job waits
    }
    for (;;) {
      const due = await repo.dueDeliveries(db, clock().toISOString(), BATCH);
      if (due.length === 0) {
        return;
      }
      await inLanes(due, concurrency, async (item) => {
        await paced();
        await deliver(item);
      });
    }
  }

  return startJobLoop({ name: 'push', pass, pollMs, log });
}
