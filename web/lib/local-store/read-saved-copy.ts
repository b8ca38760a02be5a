import type { OutboxRow } from '../outbox/core/outbox-types';
import type { DeviceSession, SavedCopyMeta, SavedQueryRow, StoredQueryCache } from './local-db';
import { readExistingDb } from './open-existing-db';

/** What an app opened with a stored token puts back before its first screen (see OfflineRestore). */
export interface SavedCopy {
  session: DeviceSession;
  queryCache: StoredQueryCache | undefined;
  /** The member's outbox rows in queue order (the `[userId+seq]` index). */
  outbox: OutboxRow[];
}

/** The tables Dexie made (web/lib/local-store/local-db.ts) that this reads. */
const STORES = ['session', 'savedCopy', 'savedQueries', 'outbox'] as const;

type ReadResult = SavedCopy | 'none' | 'unreadable';

function storedCopy(userId: number, meta: SavedCopyMeta | undefined, queries: SavedQueryRow[]): StoredQueryCache | undefined {
  return meta || queries.length > 0 ? { userId, lastSyncedAt: meta?.lastSyncedAt ?? null, queries } : undefined;
}

function readTables(db: IDBDatabase, token: string): Promise<ReadResult> {
  return new Promise((resolve, reject) => {
    const transaction = db.transaction([...STORES], 'readonly');
    let result: ReadResult = 'none';
    transaction.oncomplete = () => resolve(result);
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB read failed'));
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB read aborted'));
    const outbox = transaction.objectStore('outbox');
    if (!outbox.indexNames.contains('[userId+seq]')) {
      // Nothing is asked: the transaction completes at once with this answer.
      result = 'unreadable';
      return;
    }
    const sessionRequest = transaction.objectStore('session').get('current');
    sessionRequest.onsuccess = () => {
      const session = sessionRequest.result as DeviceSession | undefined;
      // Only the member this token belongs to gets their saved data back.
      if (!session || session.token !== token) {
        return;
      }
      const metaRequest = transaction.objectStore('savedCopy').get(session.userId);
      const queriesRequest = transaction.objectStore('savedQueries').index('userId').getAll(session.userId);
      const range = IDBKeyRange.bound([session.userId, -Infinity], [session.userId, Infinity]);
      const outboxRequest = outbox.index('[userId+seq]').getAll(range);
      outboxRequest.onsuccess = () => {
        result = {
          session,
          queryCache: storedCopy(session.userId, metaRequest.result as SavedCopyMeta | undefined, queriesRequest.result as SavedQueryRow[]),
          outbox: outboxRequest.result as OutboxRow[],
        };
      };
    };
  });
}

/**
 * The signed-in member's saved copy, read with IndexedDB itself rather than Dexie: a phone opening
 * the installed app spent 0.2 to 0.5 s (at 4x CPU) fetching and starting Dexie and reading through
 * it, with every query of the first screen waiting. `'none'` when nothing is saved for `token`;
 * `'unreadable'` when the database is not as expected (an older schema, a failure), for the caller
 * to read through Dexie instead, which also upgrades it.
 */
export async function readSavedCopy(token: string): Promise<ReadResult> {
  return (await readExistingDb(STORES, (db) => readTables(db, token))) ?? 'none';
}
