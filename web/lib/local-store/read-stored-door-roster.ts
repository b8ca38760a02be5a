import type { DoorAnswerRow, DoorRosterRow } from './door-roster-row';
import { readExistingDb } from './open-existing-db';

/** An event's stored roster and the answers kept beside it, read together. */
export interface StoredDoorRoster {
  roster: DoorRosterRow | undefined;
  answers: DoorAnswerRow[];
}

/** The tables and index Dexie made (web/lib/local-store/local-db.ts) that this reads. */
const STORES = ['doorRosters', 'doorAnswers'] as const;
const ANSWERS_BY_EVENT = '[userId+eventId]';

function readTables(db: IDBDatabase, userId: number, eventId: number): Promise<StoredDoorRoster | 'unreadable'> {
  return new Promise((resolve, reject) => {
    const transaction = db.transaction([...STORES], 'readonly');
    const answersStore = transaction.objectStore('doorAnswers');
    if (!answersStore.indexNames.contains(ANSWERS_BY_EVENT)) {
      resolve('unreadable');
      return;
    }
    const rosterRequest = transaction.objectStore('doorRosters').get([userId, eventId]);
    const answersRequest = answersStore.index(ANSWERS_BY_EVENT).getAll([userId, eventId]);
    transaction.oncomplete = () =>
      resolve({ roster: rosterRequest.result as DoorRosterRow | undefined, answers: answersRequest.result as DoorAnswerRow[] });
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB read failed'));
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB read aborted'));
  });
}

/**
 * Door mode's first read: the event's roster and its answers in one transaction, with IndexedDB
 * itself rather than Dexie. At 5,000 going, Dexie's code starting and its read of the roster came
 * before door mode could show anything; its live queries (use-door-roster.ts) take over from this
 * read once they answer. `'unreadable'` when the database is missing or not as expected (the live
 * queries then read it, and Dexie upgrades it).
 */
export async function readStoredDoorRoster(userId: number, eventId: number): Promise<StoredDoorRoster | 'unreadable'> {
  return (await readExistingDb(STORES, (db) => readTables(db, userId, eventId))) ?? 'unreadable';
}
