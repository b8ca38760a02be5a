import type { LocalDb, StoredQueryCache } from './local-db';

// Reads and deletions of a member's saved copy through Dexie, kept apart from local-db.ts so that
// importing them does not bring Dexie's code along: the database instance is handed in.

/** Deletes a member's saved copy (call it within a transaction over savedCopy and savedQueries). */
export async function deleteSavedCopy(db: LocalDb, userId: number): Promise<void> {
  await db.savedCopy.delete(userId);
  await db.savedQueries.where('userId').equals(userId).delete();
}

/** A member's saved copy; undefined when nothing is saved for them. */
export async function readStoredCopy(db: LocalDb, userId: number): Promise<StoredQueryCache | undefined> {
  return db.transaction('r', [db.savedCopy, db.savedQueries], async () => {
    const [meta, queries] = await Promise.all([db.savedCopy.get(userId), db.savedQueries.where('userId').equals(userId).toArray()]);
    return meta || queries.length > 0 ? { userId, lastSyncedAt: meta?.lastSyncedAt ?? null, queries } : undefined;
  });
}

/** Deletes some of a member's saved queries (too old, another build's), by their hashes. */
export async function deleteSavedQueries(db: LocalDb, userId: number, queryHashes: readonly string[]): Promise<void> {
  await db.savedQueries.bulkDelete(queryHashes.map((queryHash): [number, string] => [userId, queryHash]));
}
