import type { CacheAccess } from '../outbox/core/apply-answer';
import type { SavedQueryRow } from './local-db';
import { hashOf } from '../query-keys/session';

function startsWith(key: readonly unknown[], prefix: readonly unknown[]): boolean {
  return prefix.every((part, index) => key[index] === part);
}

/** CacheAccess over a member's saved query rows, changed in place, with the rows it changed. */
export interface StoredCacheAccess extends CacheAccess {
  /** The rows an update changed, to be written back. */
  changed(): SavedQueryRow[];
}

/**
 * CacheAccess over a member's saved query rows. Only queries the member has already seen are
 * updated: a missing one is fetched the next time the screen opens online.
 */
export function storedCacheAccess(rows: SavedQueryRow[], now: number): StoredCacheAccess {
  const changed = new Set<SavedQueryRow>();
  const patch = (row: SavedQueryRow, next: unknown) => {
    if (next !== undefined) {
      row.state = { ...row.state, data: next, dataUpdatedAt: now };
      row.savedAt = now;
      changed.add(row);
    }
  };
  return {
    update(key, updater) {
      const row = rows.find((candidate) => candidate.queryHash === hashOf(key));
      if (row) {
        patch(row, updater(row.state.data));
      }
    },
    updateAll(prefix, updater) {
      for (const row of rows) {
        if (startsWith(row.queryKey, prefix)) {
          patch(row, updater(row.state.data));
        }
      }
    },
    changed: () => [...changed],
  };
}
