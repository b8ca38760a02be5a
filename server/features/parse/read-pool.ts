import os from 'node:os';
import { Worker } from 'node:worker_threads';
import type { ParseReadFailure } from '@contracts/parse/messages';
import type { ReadJob, ReadJobKind, ReadJobOf, ReadJobs } from './read-jobs';
import type { ThreadAnswer } from './read-thread';

/**
 * How long one reading may take on its thread before the thread is ended. A 15,000-character
 * paste of dates, times or prices read in 0.2-0.6 s here and a corpus page in about 0.1 s; a page
 * nested or repeated to defeat the readers could hold a thread for minutes.
 */
export const READ_BUDGET_MS = 5_000;

/** How long a reading may wait for a thread: a thread's start (about a second) and two budgets. */
export const MAX_WAIT_MS = 12_000;

/** A reading, or why there is none: it ran out of time (or memory), or no thread was free in time. */
export type ReadOutcome<T> = { ok: true; value: T } | { ok: false; reason: ParseReadFailure };

export interface ReadPool {
  /** Runs a job on a reading thread. Rejects only when the job itself throws (a reader's bug). */
  run<K extends ReadJobKind>(job: ReadJobOf<K>): Promise<ReadOutcome<ReadJobs[K]['output']>>;
  /** Starts the threads now (a thread takes a second or more to load the readers), not on the first reading. */
  warm(): void;
  /** Ends every thread; readings in flight or waiting answer busy, and so does every later one. */
  close(): Promise<void>;
}

declare module '../../deps' {
  interface AppDeps {
    /** The event assistant's reading threads; left out, the process shares one (tests). */
    readPool?: ReadPool;
  }
}

export interface ReadPoolOptions {
  /** Threads reading at once: by default one core fewer than the machine has (1 to 4), so requests keep a core. */
  threads?: number;
  budgetMs?: number;
  /** Readings that may wait for a thread (more are answered busy at once), and for how long. */
  maxWaiting?: number;
  maxWaitMs?: number;
  /** The heap a thread may use: a reading that needs more ends like one that takes too long. */
  memoryMb?: number;
  /** Where a thread that could not start is reported. */
  log?: (line: string, err: Error) => void;
}

interface Pending {
  job: ReadJob;
  settle(outcome: ReadOutcome<unknown>): void;
  fail(err: Error): void;
  waitTimer: NodeJS.Timeout;
}

interface Thread {
  worker: Worker;
  ready: boolean;
  running: { id: number; pending: Pending; budgetTimer: NodeJS.Timeout } | null;
}

const defaultThreads = () => Math.max(1, Math.min(4, os.availableParallelism() - 1));

/**
 * Reading is background work: on a busy machine the threads that answer requests come first, also
 * while a thread loads the readers. On Linux a nice value is per thread (elsewhere it would lower
 * the whole process, so it is left alone there).
 */
const LOWER_PRIORITY = process.platform === 'linux' ? "try { require('node:os').setPriority(10); } catch {}" : '';

/** A thread that runs read-thread.ts through tsx, as the server runs (a thread does not inherit the main thread's loader hooks). */
function startThread(memoryMb: number): Worker {
  const entry = new URL('./read-thread.ts', import.meta.url).href;
  const bootstrap = `${LOWER_PRIORITY} import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(entry)}); })`;
  return new Worker(bootstrap, { eval: true, resourceLimits: { maxOldGenerationSizeMb: memoryMb } });
}

/**
 * The assistant's reading threads: each job runs on a thread of its own, away from the event loop
 * that answers every other request, and a job still running after `budgetMs` has its thread ended
 * (worker.terminate() stops any JavaScript, a loop or a regular expression alike) and answers
 * too_slow. Threads start on first use and are replaced after one is ended.
 */
export function createReadPool(options: ReadPoolOptions = {}): ReadPool {
  const size = options.threads ?? defaultThreads();
  const budgetMs = options.budgetMs ?? READ_BUDGET_MS;
  const maxWaiting = options.maxWaiting ?? 16 * size;
  const maxWaitMs = options.maxWaitMs ?? MAX_WAIT_MS;
  const memoryMb = options.memoryMb ?? 512;
  const threads: Thread[] = [];
  const queue: Pending[] = [];
  let nextId = 1;
  let closed = false;

  const remove = (thread: Thread) => {
    const at = threads.indexOf(thread);
    if (at >= 0) {
      threads.splice(at, 1);
    }
  };

  /** Ends a thread (and its job, with `outcome`); another starts when a job needs it. */
  const end = (thread: Thread, outcome: ReadOutcome<unknown>) => {
    remove(thread);
    if (thread.running) {
      clearTimeout(thread.running.budgetTimer);
      thread.running.pending.settle(outcome);
      thread.running = null;
    }
    thread.worker.terminate().catch(() => undefined);
  };

  const assign = (thread: Thread, pending: Pending) => {
    clearTimeout(pending.waitTimer);
    const id = nextId;
    nextId += 1;
    const budgetTimer = setTimeout(() => {
      end(thread, { ok: false, reason: 'too_slow' });
      dispatch();
    }, budgetMs);
    budgetTimer.unref();
    thread.running = { id, pending, budgetTimer };
    thread.worker.postMessage({ id, job: pending.job });
  };

  const onAnswer = (thread: Thread, answer: ThreadAnswer) => {
    if ('ready' in answer) {
      thread.ready = true;
    } else if (thread.running?.id === answer.id) {
      const { pending, budgetTimer } = thread.running;
      clearTimeout(budgetTimer);
      thread.running = null;
      if (answer.ok) {
        pending.settle({ ok: true, value: answer.value });
      } else {
        pending.fail(Object.assign(new Error(answer.message), { stack: answer.stack }));
      }
    }
    dispatch();
  };

  /** A thread that ended by itself: out of memory, or it never started (then waiting jobs fail rather than loop). */
  const onExit = (thread: Thread, err: Error | null) => {
    if (!threads.includes(thread)) {
      return;
    }
    const started = thread.ready;
    end(thread, { ok: false, reason: 'too_slow' });
    if (!started && !closed) {
      options.log?.('[assistant] a reading thread could not start', err ?? new Error('it exited'));
      for (const pending of queue.splice(0)) {
        clearTimeout(pending.waitTimer);
        pending.fail(err ?? new Error('an assistant reading thread stopped before it was ready'));
      }
    }
    dispatch();
  };

  const spawn = () => {
    const thread: Thread = { worker: startThread(memoryMb), ready: false, running: null };
    thread.worker.on('message', (answer: ThreadAnswer) => onAnswer(thread, answer));
    thread.worker.on('error', (err) => onExit(thread, err));
    thread.worker.on('exit', () => onExit(thread, null));
    threads.push(thread);
  };

  /**
   * A reading in flight or waiting keeps the process alive, as a request would; an idle thread
   * never does. (Set after every change: adding a 'message' listener refs a thread again.)
   */
  const holdOnlyWhileBusy = () => {
    for (const thread of threads) {
      if (thread.running || (!thread.ready && queue.length > 0)) {
        thread.worker.ref();
      } else {
        thread.worker.unref();
      }
    }
  };

  function dispatch(): void {
    while (!closed && queue.length > 0) {
      const idle = threads.find((thread) => thread.ready && !thread.running);
      if (!idle) {
        const starting = threads.filter((thread) => !thread.ready).length;
        if (threads.length < size && starting < queue.length) {
          spawn();
          continue;
        }
        break;
      }
      assign(idle, queue.shift() as Pending);
    }
    holdOnlyWhileBusy();
  }

  return {
    run<K extends ReadJobKind>(job: ReadJobOf<K>): Promise<ReadOutcome<ReadJobs[K]['output']>> {
      if (closed || queue.length >= maxWaiting) {
        return Promise.resolve({ ok: false, reason: 'busy' });
      }
      return new Promise((resolve, reject) => {
        const pending: Pending = {
          job,
          settle: (outcome) => resolve(outcome as ReadOutcome<ReadJobs[K]['output']>),
          fail: reject,
          waitTimer: setTimeout(() => {
            const at = queue.indexOf(pending);
            if (at >= 0) {
              queue.splice(at, 1);
              resolve({ ok: false, reason: 'busy' });
              holdOnlyWhileBusy();
            }
          }, maxWaitMs),
        };
        pending.waitTimer.unref();
        queue.push(pending);
        dispatch();
      });
    },
    warm() {
      while (!closed && threads.length < size) {
        spawn();
      }
      holdOnlyWhileBusy();
    },
    async close() {
      closed = true;
      for (const pending of queue.splice(0)) {
        clearTimeout(pending.waitTimer);
        pending.settle({ ok: false, reason: 'busy' });
      }
      const workers = threads.map((thread) => thread.worker);
      for (const thread of [...threads]) {
        end(thread, { ok: false, reason: 'busy' });
      }
      await Promise.all(workers.map((worker) => worker.terminate().catch(() => undefined)));
    },
  };
}

let shared: ReadPool | null = null;

/** One pool for the process, started on first use: for apps built without startServer (tests, benchmarks). */
export function sharedReadPool(): ReadPool {
  shared ??= createReadPool();
  return shared;
}
