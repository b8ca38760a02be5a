import { hydrate } from '@tanstack/react-query';
import type { DehydratedState, Query, QueryClient } from '@tanstack/react-query';
import { version } from '../../../package.json';
import type { LocalDb, SavedQueryRow, StoredQuery, StoredQueryCache } from '../local-store/local-db';
import { deleteSavedQueries, readStoredCopy } from '../local-store/saved-copy-rows';
import { lastSyncedStore } from './last-synced';

/** A cache older than this is not shown: a week-old programme is more misleading than none. */
export const CACHE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** Another build's cache is dropped: its data may not have the shapes this build reads. */
export const CACHE_BUSTER = version;

/** What the member reads offline: communities, events (lists, details with attendees), invitations, discussions, themselves. */
export const PERSISTED_ROOTS: ReadonlySet<string> = new Set(['session', 'communities', 'events', 'invitations', 'comments', 'admin']);

/** The newest saved query this page knows of (restored or written): answers after it are not saved yet. */
let savedThrough = 0;

/** When the newest query this page restored or saved was saved (0: none yet). */
export function savedThroughAt(): number {
  return savedThrough;
}

/** Notes that queries saved at `at` are in the saved copy. */
export function noteSavedAt(at: number): void {
  savedThrough = Math.max(savedThrough, at);
}

/**
 * Successful queries are saved; so is the last good data of a query whose refresh failed (opened
 * offline, the refresh of /auth/me fails: the member seen last time must still be there next time).
 */
export function shouldPersistQuery(query: Query): boolean {
  const { status, data } = query.state;
  const hasGoodData = status === 'success' || (status === 'error' && data !== undefined);
  return hasGoodData && isPersistedKey(query.queryKey);
}

/** The queries under this key's root are saved (see PERSISTED_ROOTS). */
export function isPersistedKey(queryKey: readonly unknown[]): boolean {
  return PERSISTED_ROOTS.has(String(queryKey[0]));
}

/** A saved query is its last good data: a failed refresh is not saved with it. */
export function asLastGood(query: StoredQuery): StoredQuery {
  if (query.state.status !== 'error') {
    return query;
  }
  return { ...query, state: { ...query.state, status: 'success', error: null, fetchFailureCount: 0, fetchFailureReason: null } };
}

/**
 * Puts a member's saved queries back into the client. Those of another build or older than the
 * maximum age are deleted instead.
 */
export async function restoreQueryCache(db: LocalDb, queryClient: QueryClient, userId: number, now: number): Promise<void> {
  const stored = await readStoredCopy(db, userId);
  const stale = stored ? await restoreStoredQueries(queryClient, stored, now) : [];
  if (stale.length > 0) {
    await deleteSavedQueries(db, userId, stale);
  }
}

/**
 * Puts `stored` (a member's saved queries, however read) back into the client, except those of
 * another build or older than the maximum age: their hashes are returned, for the caller to delete.
 */
export async function restoreStoredQueries(queryClient: QueryClient, stored: StoredQueryCache, now: number): Promise<string[]> {
  const usable = (row: SavedQueryRow) => row.buster === CACHE_BUSTER && now - row.savedAt <= CACHE_MAX_AGE_MS;
  const fresh = stored.queries.filter(usable);
  if (fresh.length > 0) {
    hydrate(queryClient, { queries: fresh, mutations: [] } as unknown as DehydratedState);
    // Shown at once, but asked for again as soon as a screen uses it (when there is a network):
    // a saved copy is never taken as fresh, however recently it was saved.
    await queryClient.invalidateQueries({ refetchType: 'none' });
    lastSyncedStore.set(stored.lastSyncedAt);
    noteSavedAt(Math.max(...fresh.map((row) => row.savedAt)));
  }
  return stored.queries.filter((row) => !usable(row)).map((row) => row.queryHash);
}
