import { pino } from 'pino';
import type { Logger } from 'pino';

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
