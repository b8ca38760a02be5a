import type { Clock } from '../../../clock';
import type { Db } from '../../../db';
import { startJobLoop } from '../../../queue/job-loop';
import type { JobLoop } from '../../../queue/job-loop';
import { HORIZON_MS, materialiseThrough } from './materialise';
import { seriesMadeUntilBefore } from './series-repo';

/** A series is topped up when its dates are made less than this far ahead (a week's slack: a pass a day is plenty). */
const SLACK_MS = 7 * 86_400_000;
const BATCH = 50;

interface SeriesWorkerOptions {
  db: Db;
  clock: Clock;
  pollMs?: number;
  log?: (line: string) => void;
}

/**
 * Keeps every recurring event's dates made about 26 weeks ahead as time passes. Making a date twice
 * is impossible (a unique key per series and date), so several instances may run it at once.
 */
export function startSeriesWorker({ db, clock, pollMs = 3_600_000, log = console.error }: SeriesWorkerOptions): JobLoop {
  async function pass(stopping: () => boolean): Promise<void> {
    while (!stopping()) {
      const now = clock().getTime();
      const due = await seriesMadeUntilBefore(db, new Date(now + HORIZON_MS - SLACK_MS).toISOString(), BATCH);
      if (due.length === 0) {
        return;
      }
      await db.transaction((trx) => materialiseThrough(trx, due, new Date(now + HORIZON_MS).toISOString(), clock().toISOString()));
    }
  }
  return startJobLoop({ name: 'series', pass, pollMs, log });
}
