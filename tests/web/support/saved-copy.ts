import type { StoredQuery, StoredQueryCache } from '../../../web/lib/local-store/local-db';
import { localDb } from '../../../web/lib/local-store/local-db';
import { readStoredCopy } from '../../../web/lib/local-store/saved-copy-rows';
import { CACHE_BUSTER } from '../../../web/lib/offline/query-persistence';

type SavedVisit = { userId: number; lastSyncedAt?: number | null; savedAt?: number; buster?: string; queries: StoredQuery[] };

/** What an earlier visit saved for a member: their queries (saved now by this build unless told), and when they last synced. */
export async function putSavedCopy({ userId, lastSyncedAt = null, savedAt = Date.now(), buster = CACHE_BUSTER, queries }: SavedVisit): Promise<void> {
  const db = localDb();
  await db.transaction('rw', [db.savedCopy, db.savedQueries], async () => {
    await db.savedCopy.put({ userId, lastSyncedAt });
    await db.savedQueries.bulkPut(queries.map((query) => ({ ...query, userId, savedAt, buster })));
  });
}

/** A member's saved copy as the app would read it back; undefined when nothing is saved for them. */
export function savedCopyOf(userId: number): Promise<StoredQueryCache | undefined> {
  return readStoredCopy(localDb(), userId);
}

/** The hashes of a member's saved queries, sorted. */
export async function savedHashes(userId: number): Promise<string[]> {
  return ((await savedCopyOf(userId))?.queries.map((query) => query.queryHash) ?? []).sort();
}
