import { Dexie } from 'dexie';
import type { Table } from 'dexie';
import type { OutboxRow } from '../outbox/core/outbox-types';
import { LOCAL_DB_NAME } from './local-db-name';

/**
 * Who is signed in on this device, for code that cannot read localStorage (the service worker's
 * Background Sync drain). `pausedAt` is set when the server refused the token (401): the outbox
 * waits, untouched, until the member signs in again and a new token replaces this row.
 */
export interface DeviceSession {
  key: 'current';
  token: string;
  userId: number;
  pausedAt: number | null;
}

/**
 * A queued write a drain (a tab or the service worker) is sending right now. Kept apart from the
 * outbox rows, so claiming a row does not redraw every screen that shows the queue.
 */
export interface SendingClaim {
  rowId: string;
  since: number;
}

/** A dehydrated query, as TanStack Query's dehydrate() writes it (only the fields read here). */
export interface StoredQuery {
  queryHash: string;
  queryKey: readonly unknown[];
  state: { data: unknown; dataUpdatedAt: number; status: string } & Record<string, unknown>;
  dehydratedAt?: number;
}

/** One member's persisted query cache: what the screens read when the app starts offline. */
export interface StoredQueryCache {
  userId: number;
  /** When it was written, for the maximum age. */
  savedAt: number;
  /** The build that wrote it: another build's cache is dropped (the data shapes may differ). */
  buster: string;
  queries: StoredQuery[];
  /** The last time a query was answered by the server (not changed locally). */
  lastSyncedAt: number | null;
}

/**
 * The app's IndexedDB database, shared by the page and the service worker. One database for the
 * device; every member's rows carry their user id, and signing out deletes that member's rows.
 */
export class LocalDb extends Dexie {
  session!: Table<DeviceSession, 'current'>;
  queryCache!: Table<StoredQueryCache, number>;
  outbox!: Table<OutboxRow, string>;
  sending!: Table<SendingClaim, string>;

  constructor(name: string) {
    super(name);
    this.version(1).stores({
      session: 'key',
      queryCache: 'userId',
      outbox: 'id, userId, [userId+seq], resourceKey',
    });
    this.version(2).stores({ sending: 'rowId' });
  }
}

export { LOCAL_DB_NAME };

let instance: LocalDb | null = null;

/** The database, opened on first use. */
export function localDb(): LocalDb {
  instance ??= new LocalDb(LOCAL_DB_NAME);
  return instance;
}

/** Closes and deletes the whole database (tests start from nothing). */
export async function resetLocalDb(): Promise<void> {
  const db = localDb();
  db.close();
  instance = null;
  await Dexie.delete(LOCAL_DB_NAME);
}

/** Deletes everything kept for one member: their cached data, their outbox, and the device session if theirs. */
export async function deleteUserData(db: LocalDb, userId: number): Promise<void> {
  await db.transaction('rw', [db.session, db.queryCache, db.outbox, db.sending], async () => {
    const rowIds = await db.outbox.where('userId').equals(userId).primaryKeys();
    await db.outbox.bulkDelete(rowIds);
    await db.sending.bulkDelete(rowIds);
    await db.queryCache.delete(userId);
    const session = await db.session.get('current');
    if (session?.userId === userId) {
      await db.session.delete('current');
    }
  });
}
