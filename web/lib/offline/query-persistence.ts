import { dehydrate, hydrate } from '@tanstack/react-query';
import type { DehydratedState, Query, QueryCacheNotifyEvent, QueryClient } from '@tanstack/react-query';
import { version } from '../../../package.json';
import type { LocalDb, StoredQuery, StoredQueryCache } from '../local-store/local-db';
import type { SavedCopyWriter } from '../local-store/saved-copy-writer';
import { lastSyncedStore } from './last-synced';

/** A cache older than this is not shown: a week-old programme is more misleading than none. */
export const CACHE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** Another build's cache is dropped: its data may not have the shapes this build reads. */
export const CACHE_BUSTER = version;

/** What the member reads offline: communities, events (lists, details with attendees), invitations, discussions, themselves. */
export const PERSISTED_ROOTS: ReadonlySet<string> = new Set(['session', 'communities', 'events', 'invitations', 'comments', 'admin']);

/** The newest saved copy this page knows of (restored or written): answers after it are not saved yet. */
let savedThrough = 0;

/**
 * Successful queries are saved; so is the last good data of a query whose refresh failed (opened
 * offline, the refresh of /auth/me fails: the member seen last time must still be there next time).
 */
export function shouldPersistQuery(query: Query): boolean {
  const { status, data } = query.state;
  const hasGoodData = status === 'success' || (status === 'error' && data !== undefined);
  return hasGoodData && PERSISTED_ROOTS.has(rootOf(query));
}

function rootOf(query: Query): string {
  return String(query.queryKey[0]);
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
  savedThrough = Math.max(savedThrough, stored.savedAt);
  return true;
}

/** Answers that arrive together (a screen's reads, within moments of each other) are saved in one write. */
export const SAVE_COALESCE_MS = 100;

/** The member has answers in memory that the saved copy does not hold yet. */
function hasUnsavedAnswers(queryClient: QueryClient): boolean {
  return queryClient
    .getQueryCache()
    .getAll()
    .some((query) => shouldPersistQuery(query) && query.state.dataUpdatedAt > savedThrough);
}

/** A change of the cache that changes what is saved: new data of a saved query, or a saved query gone. */
function changesSavedCopy(event: QueryCacheNotifyEvent): boolean {
  // The event's query is typed with `any` parameters; its key is an array like any other.
  if (!PERSISTED_ROOTS.has(rootOf(event.query as Query))) {
    return false;
  }
  if (event.type === 'removed') {
    return true;
  }
  return event.type === 'updated' && (event.action.type === 'success' || event.action.type === 'setState');
}

/** Saving a member's queries while they use the app; see persistQueryCache. */
export interface QueryPersistence {
  /** Writes now what is not saved yet (a first visit's database has just been made, the page is going away). */
  flush: () => void;
  /** Stops at once: nothing more is written. */
  stop: () => void;
}

/**
 * Saves the member's successful queries to IndexedDB as they arrive: the answers of a moment
 * (SAVE_COALESCE_MS) go in one write, and whatever is waiting is written at once when the page
 * is hidden, left (pagehide) or frozen, so what a screen showed is in the saved copy before the
 * member can leave it, however they leave (another page load, the app switcher, closing the
 * tab). Notes when the server last answered a query. stop() ends it; nothing is written after.
 */
export function persistQueryCache(writer: SavedCopyWriter, queryClient: QueryClient, userId: number): QueryPersistence {
  stopQueryPersistence();
  let stopped = false;
  let dirty = hasUnsavedAnswers(queryClient);
  let timer: ReturnType<typeof setTimeout> | undefined;

  // A write IndexedDB refuses (storage full, the database closed under us) loses only this save: the next change saves again.
  const report = (error: unknown) => console.error('Saving the offline copy failed', error);
  const snapshot = (): StoredQueryCache => {
    const { queries } = dehydrate(queryClient, { shouldDehydrateQuery: shouldPersistQuery });
    return {
      userId,
      savedAt: Date.now(),
      buster: CACHE_BUSTER,
      queries: (queries as unknown as StoredQuery[]).map(asLastGood),
      lastSyncedAt: lastSyncedStore.get(),
    };
  };
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (stopped || !dirty) {
      return;
    }
    if (!writer.ready) {
      // Not open yet, or closed for another context's upgrade: what waits is written once it is.
      writer.open().then((open) => {
        if (open) {
          flush();
        }
      }, report);
      return;
    }
    dirty = false;
    const row = snapshot();
    writer.write(row).then(
      () => {
        savedThrough = Math.max(savedThrough, row.savedAt);
      },
      (error: unknown) => {
        dirty = true;
        report(error);
      },
    );
  };
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success' && !event.action.manual) {
      lastSyncedStore.set(Date.now());
    }
    if (changesSavedCopy(event)) {
      dirty = true;
      timer ??= setTimeout(flush, SAVE_COALESCE_MS);
    }
  });
  const onHidden = () => {
    if (document.visibilityState === 'hidden') {
      flush();
    }
  };
  window.addEventListener('pagehide', flush);
  // Page Lifecycle: a frozen or discarded tab runs no timers, so what waits is written now.
  document.addEventListener('freeze', flush);
  document.addEventListener('visibilitychange', onHidden);
  // Persistence may start after answers the saved copy lacks (the first screen's, on a first visit).
  noteAnswersBefore(queryClient);
  if (dirty) {
    timer = setTimeout(flush, SAVE_COALESCE_MS);
  }
  // Opened now, so a page left before the first write can still start one as it goes.
  writer.open().catch(report);
  const stop = () => {
    stopped = true;
    clearTimeout(timer);
    unsubscribe();
    window.removeEventListener('pagehide', flush);
    document.removeEventListener('freeze', flush);
    document.removeEventListener('visibilitychange', onHidden);
    writer.close();
    if (active?.stop === stop) {
      active = null;
    }
  };
  active = { flush, stop };
  return active;
}

/** The server's answers that arrived before saving started count for "last synced" too. */
function noteAnswersBefore(queryClient: QueryClient): void {
  const newest = Math.max(lastSyncedStore.get() ?? 0, ...queryClient.getQueryCache().getAll().map((query) => (query.state.status === 'success' ? query.state.dataUpdatedAt : 0)));
  if (newest > 0) {
    lastSyncedStore.set(newest);
  }
}

let active: QueryPersistence | null = null;

/** Stops saving at once (signing out: nothing of the member may be written after their data is deleted). */
export function stopQueryPersistence(): void {
  active?.stop();
}
