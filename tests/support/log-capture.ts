import { Writable } from 'node:stream';
import { pino } from 'pino';
import type { Logger } from 'pino';

export interface CapturedLog {
  logger: Logger;
  /** Every line the server logged, as parsed JSON. */
  entries: Record<string, unknown>[];
  /** The `msg` of every line. */
  messages(): string[];
}

/** A pino logger (what startServer logs through) whose lines the test reads. */
export function captureLog(): CapturedLog {
  const entries: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
        entries.push(JSON.parse(line) as Record<string, unknown>);
      }
      done();
    },
  });
  return { logger: pino({ level: 'info' }, stream), entries, messages: () => entries.map((e) => String(e.msg)) };
}
