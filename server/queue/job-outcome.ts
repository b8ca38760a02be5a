import type { Logger } from 'pino';

/** What one attempt at a job came to: each worker reports every attempt it makes as one of these. */
export interface JobOutcome {
  kind: 'mail' | 'push' | 'calendar' | 'purge';
  /** The job's row id in its table. */
  id: number;
  /** Which attempt this was (from 1). */
  attempt: number;
  /** done: its effect happened; gone: nothing can be done (the push subscription or calendar grant is gone); retry: failed, tried again later; failed: given up. */
  outcome: 'done' | 'gone' | 'retry' | 'failed';
  /** How long the attempt took, waiting for its turn under a rate limit not counted. */
  ms: number;
  /** Why it failed, for retry and failed. */
  error?: string;
}

/** Logs one attempt's outcome, with a line for people to read. */
export type JobOutcomeLog = (outcome: JobOutcome, line: string) => void;

/** Without a structured log, all but successes go to the worker's plain log (as before). */
export const failuresTo =
  (log: (line: string) => void): JobOutcomeLog =>
  (outcome, line) => {
    if (outcome.outcome !== 'done') {
      log(line);
    }
  };

/** Milliseconds since `started` (a performance.now() reading), to a tenth. */
export const msSince = (started: number): number => Math.round((performance.now() - started) * 10) / 10;

/**
 * One JSON line per job attempt on the server's log (pino): `job: { kind, id, attempt, outcome, ms }`
 * and a readable `msg`; done at info, gone (a push subscription or calendar grant that no longer
 * works) and a retry at warn, a give-up at error.
 */
export const jobOutcomeLog =
  (logger: Logger): JobOutcomeLog =>
  (outcome, line) => {
    const level = outcome.outcome === 'done' ? 'info' : outcome.outcome === 'failed' ? 'error' : 'warn';
    logger[level]({ job: outcome }, line);
  };
