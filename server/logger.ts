import { pino } from 'pino';
import type { Logger } from 'pino';
import type { JobOutcomeLog } from './jobs/job-outcome';

/**
 * The server's log: one JSON object per line on stdout (pino), for a log shipper to read.
 * LOG_LEVEL picks how much (default info; `silent` for none).
 */
export function createLogger(level: string): Logger {
  return pino({ level, base: { service: 'gather' }, timestamp: pino.stdTimeFunctions.isoTime });
}

/** A `(line) => void` log for the workers, at the given level of this logger. */
export const lineLog =
  (logger: Logger, level: 'info' | 'warn' | 'error' = 'warn') =>
  (line: string): void => {
    logger[level](line);
  };

/**
 * One JSON line per job attempt (jobs/job-outcome.ts): `job: { kind, id, attempt, outcome, ms }`
 * and a readable `msg`; done at info, gone (a push subscription or calendar grant that no longer
 * works) and a retry at warn, a give-up at error.
 */
export const jobOutcomeLog =
  (logger: Logger): JobOutcomeLog =>
  (outcome, line) => {
    const level = outcome.outcome === 'done' ? 'info' : outcome.outcome === 'failed' ? 'error' : 'warn';
    logger[level]({ job: outcome }, line);
  };
