import { dehydrate } from '@tanstack/react-query';
import type { Query, QueryCacheNotifyEvent, QueryClient } from '@tanstack/react-query';
import type { StoredQuery } from '../local-store/local-db';
import type { SavedCopyChange } from '../local-store/saved-copy-writer';
import { lastSyncedStore } from './last-synced';
import { CACHE_BUSTER, asLastGood, isPersistedKey, savedThroughAt, shouldPersistQuery } from './query-persistence';

/**
 * What waits to be written to a member's saved copy: the queries with answers it does not hold
 * yet, and the queries gone from the cache since the last write. A write takes only these, so
 * its cost follows what changed, not everything the member has saved.
 */
export class PendingSave {
  private readonly changed = new Set<string>();
  private readonly removed = new Set<string>();

  /** Starts with the answers already in memory that the saved copy lacks (those before saving started). */
  constructor(
    private readonly queryClient: QueryClient,
    private readonly userId: number,
  ) {
    for (const query of queryClient.getQueryCache().getAll()) {
      if (shouldPersistQuery(query) && query.state.dataUpdatedAt > savedThroughAt()) {
        this.changed.add(query.queryHash);
      }
    }
  }

  get isEmpty(): boolean {
    return this.changed.size === 0 && this.removed.size === 0;
  }

  /** Notes a change of the cache; true when it changes what is saved (new data of a saved query, or a saved query gone). */
  note(event: QueryCacheNotifyEvent): boolean {
    // The event's query is typed with `any` parameters; its key is an array like any other.
    const { queryKey, queryHash } = event.query as Query;
    if (!isPersistedKey(queryKey)) {
      return false;
    }
    if (event.type === 'removed') {
      this.changed.delete(queryHash);
      this.removed.add(queryHash);
      return true;
    }
    if (event.type === 'updated' && (event.action.type === 'success' || event.action.type === 'setState')) {
      this.changed.add(queryHash);
      this.removed.delete(queryHash);
      return true;
    }
    return false;
  }

  /** What waits, as one write; it no longer waits. */
  take(): SavedCopyChange {
    const savedAt = Date.now();
    const { queries } = dehydrate(this.queryClient, { shouldDehydrateQuery: (query) => this.changed.has(query.queryHash) && shouldPersistQuery(query) });
    const rows = (queries as unknown as StoredQuery[]).map((query) => ({ ...asLastGood(query), userId: this.userId, savedAt, buster: CACHE_BUSTER }));
    const change = { meta: { userId: this.userId, lastSyncedAt: lastSyncedStore.get() }, rows, removed: [...this.removed] };
    this.changed.clear();
    this.removed.clear();
    return change;
  }

  /** A write that failed waits again, unless something newer replaced it meanwhile. */
  putBack(change: SavedCopyChange): void {
    change.rows.forEach((row) => this.changed.add(row.queryHash));
    change.removed.filter((hash) => !this.changed.has(hash)).forEach((hash) => this.removed.add(hash));
  }
}
