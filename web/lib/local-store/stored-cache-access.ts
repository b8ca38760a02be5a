import type { CacheAccess } from '../outbox/core/apply-answer';
import { hashOf } from '../outbox/core/cache-keys';
import type { StoredQuery, StoredQueryCache } from './local-db';

function startsWith(key: readonly unknown[], prefix: readonly unknown[]): boolean {
  return prefix.every((part, index) => key[index] === part);
}

function patch(query: StoredQuery, next: unknown, now: number): void {
  if (next !== undefined) {
    query.state = { ...query.state, data: next, dataUpdatedAt: now };
  }
}

/**
 * CacheAccess over a member's persisted query cache, changed in place. Only entries the member
 * has already seen are updated: a missing one is fetched the next time the screen opens online.
 */
export function storedCacheAccess(cache: StoredQueryCache, now: number): CacheAccess {
  return {
    update(key, updater) {
      const query = cache.queries.find((candidate) => candidate.queryHash === hashOf(key));
      if (query) {
        patch(query, updater(query.state.data), now);
      }
    },
    updateAll(prefix, updater) {
      for (const query of cache.queries) {
        if (startsWith(query.queryKey, prefix)) {
          patch(query, updater(query.state.data), now);
        }
      }
    },
  };
}
