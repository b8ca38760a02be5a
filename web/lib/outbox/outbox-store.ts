import type { LocalDb } from '../local-store/local-db';
import { loadLiveQuery, loadLocalDb } from '../local-store/load-local-db';
import type { OutboxRow } from './core/outbox-types';

type Listener = () => void;

const listeners = new Set<Listener>();
const beforeNotify = new Set<Listener>();
let currentUserId: number | null = null;
let rows: readonly OutboxRow[] = [];
let watching: { unsubscribe: () => void } | null = null;

/** Draining a long queue changes the rows many times a second: screens redraw at most this often. */
const REDRAW_MS = 100;
let lastNotified = 0;
let trailing: ReturnType<typeof setTimeout> | undefined;

function notifyNow(): void {
  clearTimeout(trailing);
  trailing = undefined;
  lastNotified = Date.now();
  // Work that must land in the same redraw (the server's answers for rows that just went).
  beforeNotify.forEach((work) => work());
  for (const listener of listeners) {
    listener();
  }
}

function notify(): void {
  const wait = lastNotified + REDRAW_MS - Date.now();
  if (wait <= 0) {
    notifyNow();
  } else {
    trailing ??= setTimeout(notifyNow, wait);
  }
}

function readRows(db: LocalDb, userId: number): Promise<OutboxRow[]> {
  return db.outbox
    .where('[userId+seq]')
    .between([userId, -Infinity], [userId, Infinity])
    .toArray();
}

/** `now`: a change the member just made shows at once; changes seen by the live query (a drain) are batched. */
function setRows(userId: number, next: OutboxRow[], now: boolean): void {
  if (userId === currentUserId) {
    rows = next;
    if (now) {
      notifyNow();
    } else {
      notify();
    }
  }
}

/**
 * The signed-in member's outbox rows in memory, in order, for the screens (useSyncExternalStore).
 * Kept current by a Dexie live query, which also sees rows changed by other tabs and the worker.
 */
export const outboxStore = {
  getRows(): readonly OutboxRow[] {
    return rows;
  },
  userId(): number | null {
    return currentUserId;
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Runs `work` just before the screens hear of new rows. */
  beforeEachRedraw(work: Listener): () => void {
    beforeNotify.add(work);
    return () => beforeNotify.delete(work);
  },
  /** Loads a member's rows (before the first render of a restored app, so pending marks show at once). */
  async load(userId: number): Promise<void> {
    if (currentUserId !== userId) {
      this.clear();
      currentUserId = userId;
    }
    const [db, liveQuery] = await Promise.all([loadLocalDb(), loadLiveQuery()]);
    setRows(userId, await readRows(db, userId), true);
    if (currentUserId === userId) {
      watching ??= liveQuery(() => readRows(db, userId)).subscribe({
        next: (next) => setRows(userId, next, false),
        error: (error: unknown) => console.error('Outbox watch failed', error),
      });
    }
  },
  /**
   * Shows a member's rows read elsewhere (the restore before the first screen reads them without
   * Dexie); `load` later keeps them current.
   */
  show(userId: number, next: OutboxRow[]): void {
    if (currentUserId !== userId) {
      this.clear();
      currentUserId = userId;
    }
    setRows(userId, next, true);
  },
  async refresh(): Promise<void> {
    if (currentUserId !== null) {
      setRows(currentUserId, await readRows(await loadLocalDb(), currentUserId), true);
    }
  },
  clear(): void {
    watching?.unsubscribe();
    watching = null;
    currentUserId = null;
    rows = [];
    notifyNow();
  },
};
