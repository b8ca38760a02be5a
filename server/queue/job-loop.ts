/** A background worker over a database table: what push and mail workers answer. */
export interface JobLoop {
  /** Wakes the worker now (work was just queued). */
  kick(): void;
  /** Processes until nothing is due; for tests and benchmarks. */
  drain(): Promise<void>;
  /**
   * Stops taking work: the pass in progress finishes the jobs it started, hands back what it had
   * claimed but not started, and claims nothing more. Resolves when it is done.
   */
  stop(): Promise<void>;
}

interface JobLoopOptions {
  /** Names the worker in log lines ("push", "mail"). */
  name: string;
  /** One pass: handles everything that is due now; stops claiming once `stopping()` is true. */
  pass: (stopping: () => boolean) => Promise<void>;
  /** How often to look for work nobody kicked for (retries coming due, work queued by another process). */
  pollMs: number;
  log: (line: string) => void;
}

/**
 * Runs `pass` on every kick and every `pollMs`. Passes never overlap (two passes would handle
 * the same due row twice): each is chained after the previous, and a pass already waiting in the
 * chain serves every kick that comes meanwhile. A failed pass is logged; the next one retries.
 */
export function startJobLoop({ name, pass, pollMs, log }: JobLoopOptions): JobLoop {
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  let chain: Promise<void> = Promise.resolve();
  let waiting = false;

  function queuePass(): Promise<void> {
    if (!waiting) {
      waiting = true;
      chain = chain
        .then(async () => {
          waiting = false;
          if (!stopped) {
            await pass(() => stopped);
          }
        })
        .catch((err: unknown) => log(`[${name}] worker pass failed: ${err instanceof Error ? err.message : String(err)}`));
    }
    return chain;
  }

  function schedule(delay: number): void {
    if (stopped) {
      return;
    }
    if (timer) {
      clearTimeout(timer);
    }
    timer = setTimeout(() => {
      // queuePass never rejects (a pass's failure is logged in it); the catch keeps it so if that changes.
      queuePass()
        .catch((err: unknown) => log(`[${name}] worker pass failed: ${err instanceof Error ? err.message : String(err)}`))
        .finally(() => schedule(pollMs));
    }, delay);
    timer.unref();
  }

  schedule(0);
  return {
    kick: () => schedule(0),
    drain: () => queuePass(),
    async stop() {
      stopped = true;
      if (timer) {
        clearTimeout(timer);
      }
      await chain;
    },
  };
}

/**
 * Runs `work` on every item with at most `concurrency` in flight. Once `stopping()` is true no
 * item is started any more: the ones left are returned, for the caller to hand back.
 */
export async function inLanes<T>(items: readonly T[], concurrency: number, work: (item: T) => Promise<void>, stopping: () => boolean = () => false): Promise<T[]> {
  let next = 0;
  const lanes = Array.from({ length: Math.min(concurrency, items.length) }, async () => {
    while (next < items.length && !stopping()) {
      const item = items[next];
      next += 1;
      if (item !== undefined) {
        await work(item);
      }
    }
  });
  await Promise.all(lanes);
  return items.slice(next);
}

/** Backoff after failed attempt number `attempt` (from 1): 30 s, 2 min, 8 min, 32 min, then 2 h at most. */
export const backoffMs = (attempt: number): number => Math.min(30_000 * 4 ** (attempt - 1), 2 * 60 * 60 * 1000);
