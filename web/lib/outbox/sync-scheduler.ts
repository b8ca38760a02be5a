import type { QueryClient } from '@tanstack/react-query';
import { loadLocalDb } from '../local-store/load-local-db';
import { applyAnswer } from './core/apply-answer';
import type { CacheAccess } from './core/apply-answer';
import type { DrainReport } from './core/drain';
import { withOutboxLock } from './core/outbox-lock';
import { OUTBOX_DRAINED_MESSAGE } from './core/outbox-types';
import type { OutboxRow } from './core/outbox-types';
import { outboxStore } from './outbox-store';
import { EVENTS_DETAIL_ROOT, EVENTS_LIST_ROOT, eventQueryKey } from '../query-keys/events';

/** When another tab or the worker holds the lock, look again this soon (it may have missed a new row). */
const LOCK_BUSY_RETRY_MS = 1_000;

export interface OutboxSyncOptions {
  queryClient: QueryClient;
  /** The server refused the session while sending: sign the member out (their rows are kept). */
  onUnauthorized: () => void;
}

function queryClientAccess(queryClient: QueryClient): CacheAccess {
  return {
    update(key, updater) {
      const next = updater(queryClient.getQueryData(key));
      if (next !== undefined) {
        queryClient.setQueryData(key, next);
      }
    },
    updateAll(prefix, updater) {
      for (const [key, data] of queryClient.getQueriesData({ queryKey: prefix })) {
        const next = updater(data);
        if (next !== undefined) {
          queryClient.setQueryData(key, next);
        }
      }
    },
  };
}

class Scheduler {
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** Server answers of confirmed rows, applied when the screens next hear of the rows (one redraw for both). */
  private answers: { row: OutboxRow; answer: unknown }[] = [];
  private running = false;
  private again: boolean | null = null;
  private readonly cleanups: (() => void)[] = [];

  constructor(private readonly options: OutboxSyncOptions) {}

  start(): void {
    const onOnline = () => this.drain(true);
    const onVisible = () => {
      if (document.visibilityState === 'visible') {
        this.drain(true);
      }
    };
    const onWorkerMessage = (event: MessageEvent) => {
      if ((event.data as { type?: unknown } | null)?.type === OUTBOX_DRAINED_MESSAGE) {
        void this.afterWorkerDrain().catch((error: unknown) => console.error('Reading the changes the service worker sent failed', error));
      }
    };
    window.addEventListener('online', onOnline);
    document.addEventListener('visibilitychange', onVisible);
    navigator.serviceWorker?.addEventListener('message', onWorkerMessage);
    this.cleanups.push(
      outboxStore.beforeEachRedraw(() => this.applyAnswers()),
      () => window.removeEventListener('online', onOnline),
      () => document.removeEventListener('visibilitychange', onVisible),
      () => navigator.serviceWorker?.removeEventListener('message', onWorkerMessage),
    );
    this.drain(true);
  }

  stop(): void {
    clearTimeout(this.timer);
    this.cleanups.splice(0).forEach((cleanup) => cleanup());
  }

  /** Runs a drain now, or right after the one under way. */
  drain(force: boolean): void {
    if (this.running) {
      this.again = (this.again ?? false) || force;
      return;
    }
    this.running = true;
    void this.run(force)
      .catch((error: unknown) => console.error('Sending queued changes failed', error))
      .finally(() => {
        this.running = false;
        const next = this.again;
        this.again = null;
        if (next !== null) {
          this.drain(next);
        }
      });
  }

  private async run(force: boolean): Promise<void> {
    clearTimeout(this.timer);
    if (!navigator.onLine) {
      return; // the online event starts the next drain
    }
    const deps = {
      db: await loadLocalDb(),
      fetch: (input: RequestInfo | URL, init?: RequestInit) => fetch(input, init),
      now: Date.now,
      random: Math.random,
      apiBase: '/api',
      beforeConfirm: (row: OutboxRow, answer: unknown) => {
        this.answers.push({ row, answer });
      },
    };
    // The sending code (door batches included) is fetched with the first drain, after the first
    // screen: most starts have nothing queued, and none needs it before it shows.
    const { drainOutbox } = await import('./core/drain');
    const report = await withOutboxLock(() => drainOutbox(deps, { force }));
    if (report === null) {
      this.schedule(Date.now() + LOCK_BUSY_RETRY_MS);
      return;
    }
    await this.apply(report);
    this.schedule(report.nextAttemptAt);
  }

  private applyAnswers(): void {
    const cache = queryClientAccess(this.options.queryClient);
    for (const { row, answer } of this.answers.splice(0)) {
      applyAnswer(row, answer, cache);
    }
  }

  private async apply(report: DrainReport): Promise<void> {
    const { queryClient } = this.options;
    this.applyAnswers();
    await outboxStore.refresh();
    if (report.sent.some(({ row }) => row.kind === 'rsvp')) {
      await queryClient.invalidateQueries({ queryKey: EVENTS_LIST_ROOT });
    }
    // An answer for every date of a recurring event changed the later dates too: read them again.
    if (report.sent.some(({ row }) => row.change.kind === 'rsvp' && row.change.series)) {
      await queryClient.invalidateQueries({ queryKey: EVENTS_DETAIL_ROOT });
    }
    // A refused write may mean the event is gone or out of reach: ask the server again.
    for (const row of report.rejected) {
      await queryClient.invalidateQueries({ queryKey: eventQueryKey(row.change.eventId) });
    }
    if (report.unauthorized) {
      this.options.onUnauthorized();
    }
  }

  private async afterWorkerDrain(): Promise<void> {
    await outboxStore.refresh();
    await this.options.queryClient.invalidateQueries();
  }

  private schedule(at: number | null): void {
    clearTimeout(this.timer);
    if (at !== null) {
      this.timer = setTimeout(() => this.drain(false), Math.max(0, at - Date.now()));
    }
  }
}

let active: Scheduler | null = null;

/** Starts sending the outbox: now, when the network returns, when the tab is shown again, on a backoff timer, and after the worker drained. */
export function startOutboxSync(options: OutboxSyncOptions): () => void {
  active?.stop();
  const scheduler = new Scheduler(options);
  active = scheduler;
  scheduler.start();
  return () => {
    scheduler.stop();
    if (active === scheduler) {
      active = null;
    }
  };
}

/** Sends new rows at once (called after queueing one). */
export function requestOutboxDrain(): void {
  active?.drain(false);
}
