/**
 * A reading thread of the assistant (see read-pool.ts): runs the jobs the main thread posts, one
 * at a time, and answers each with its result or its error. It says "ready" once its modules are
 * loaded, so that a job's time budget counts reading only.
 */
import { parentPort } from 'node:worker_threads';
import { runReadJob } from './read-jobs';
import type { ReadJob } from './read-jobs';

/** What the main thread posts. */
export interface ThreadJob {
  id: number;
  job: ReadJob;
}

/** What the thread answers. */
export type ThreadAnswer = { ready: true } | { id: number; ok: true; value: unknown } | { id: number; ok: false; message: string; stack: string | undefined };

const port = parentPort;
if (port) {
  port.on('message', ({ id, job }: ThreadJob) => {
    let answer: ThreadAnswer;
    try {
      answer = { id, ok: true, value: runReadJob(job) };
    } catch (err) {
      answer = { id, ok: false, message: err instanceof Error ? err.message : String(err), stack: err instanceof Error ? err.stack : undefined };
    }
    port.postMessage(answer);
  });
  port.postMessage({ ready: true } satisfies ThreadAnswer);
}
