import { dehydrate, hydrate } from '@tanstack/react-query';
import type { DehydratedState, Query, QueryClient } from '@tanstack/react-query';
import { version } from '../../../package.json';
import type { LocalDb, StoredQuery, StoredQueryCache } from '../local-store/local-db';
import { lastSyncedStore } from './last-synced';

/** A cache older than this is not shown: a week-old programme is more misleading than none. */
export const CACHE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** Another build's cache is dropped: its data may not have the shapes this build reads. */
export const CACHE_BUSTER = version;
const SAVE_THROTTLE_MS = 1_000;

/** What the member reads offline: communities, events (lists, details with attendees), invitations, discussions, themselves. */
const PERSISTED_ROOTS = new Set(['session', 'communities', 'events', 'invitations', 'comments', 'admin']);

/**
 * Successful queries are saved; so is the last good data of a query whose refresh failed (opened
 * offline, the refresh of /auth/me fails: the member seen last time must still be there next time).
 */
export function shouldPersistQuery(query: Query): boolean {
  const { status, data } = query.state;
  const hasGoodData = status === 'success' || (status === 'error' && data !== undefined);
  return hasGoodData && PERSISTED_ROOTS.has(String(query.queryKey[0]));
}

/** A saved query is its last good data: a failed refresh is not saved with it. */
function asLastGood(query: StoredQuery): StoredQuery {
  if (query.state.status !== 'error') {
    return query;
  }
  return { ...query, state: { ...query.state, status: 'success', error: null, fetchFailureCount: 0, fetchFailureReason: null } };
}

/**
 * Puts a member's saved queries back into the client. A cache of another build or older than
 * the maximum age is deleted instead.
 */
export async function restoreQueryCache(db: LocalDb, queryClient: QueryClient, userId: number, now: number): Promise<void> {
  const stored = await db.queryCache.get(userId);
  if (stored && !(await restoreStoredQueries(queryClient, stored, now))) {
    await db.queryCache.delete(userId);
  }
}

/**
 * Puts `stored` (a member's saved queries, however read) back into the client; false, and nothing
 * put back, when it is another build's or older than the maximum age (the caller deletes it).
 */
export async function restoreStoredQueries(queryClient: QueryClient, stored: StoredQueryCache, now: number): Promise<boolean> {
  if (stored.buster !== CACHE_BUSTER || now - stored.savedAt > CACHE_MAX_AGE_MS) {
    return false;
  }
  hydrate(queryClient, { queries: stored.queries, mutations: [] } as unknown as DehydratedState);
  // Shown at once, but asked for again as soon as a screen uses it (when there is a network):
  // a saved copy is never taken as fresh, however recently it was saved.
  await queryClient.invalidateQueries({ refetchType: 'none' });
  lastSyncedStore.set(stored.lastSyncedAt);
  return true;
}

/**
 * Saves the member's successful queries to IndexedDB whenever the cache changes (at most once a
 * second, and when the page is hidden), and notes when the server last answered a query.
 * Returns a function that stops it; nothing is written after that.
 */
export function persistQueryCache(db: LocalDb, queryClient: QueryClient, userId: number): () => void {
  stopQueryPersistence();
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const save = async () => {
    timer = undefined;
    if (stopped) {
      return;
    }
    const { queries } = dehydrate(queryClient, { shouldDehydrateQuery: shouldPersistQuery });
    await db.queryCache.put({
      userId,
      savedAt: Date.now(),
      buster: CACHE_BUSTER,
      queries: (queries as unknown as StoredQuery[]).map(asLastGood),
      lastSyncedAt: lastSyncedStore.get(),
    });
  };
  // A write IndexedDB refuses (storage full, the database closed under us) loses only this save: the next change saves again.
  const saveOrReport = () => save().catch((error: unknown) => console.error('Saving the offline copy failed', error));
  const saveSoon = () => {
    timer ??= setTimeout(() => void saveOrReport(), SAVE_THROTTLE_MS);
  };
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success' && !event.action.manual) {
      lastSyncedStore.set(Date.now());
    }
    if (event.type === 'added' || event.type === 'removed' || event.type === 'updated') {
      saveSoon();
    }
  });
  const onHidden = () => {
    if (document.visibilityState === 'hidden' && timer !== undefined) {
      clearTimeout(timer);
      void saveOrReport();
    }
  };
  document.addEventListener('visibilitychange', onHidden);
  // Saving starts after the first screen (OfflineSync): what that screen fetched is saved now.
  noteAnswersBefore(queryClient);
  saveSoon();
  const stop = () => {
    stopped = true;
    clearTimeout(timer);
    unsubscribe();
    document.removeEventListener('visibilitychange', onHidden);
    if (activeStop === stop) {
      activeStop = null;
    }
  };
  activeStop = stop;
  return stop;
}

/** The server's answers that arrived before saving started count for "last synced" too. */
function noteAnswersBefore(queryClient: QueryClient): void {
  const newest = Math.max(lastSyncedStore.get() ?? 0, ...queryClient.getQueryCache().getAll().map((query) => (query.state.status === 'success' ? query.state.dataUpdatedAt : 0)));
  if (newest > 0) {
    lastSyncedStore.set(newest);
  }
}

let activeStop: (() => void) | null = null;

/** Stops saving at once (signing out: nothing of the member may be written after their data is deleted). */
export function stopQueryPersistence(): void {
  activeStop?.();
}
