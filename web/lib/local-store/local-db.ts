import { Dexie } from 'dexie';
import type { Table } from 'dexie';
import type { OutboxRow } from '../outbox/core/outbox-types';
import type { DoorAnswerRow, DoorRosterRow } from './door-roster-row';
import { rosterKeptUntil } from './door-rosters';
import { LOCAL_DB_NAME } from './local-db-name';
import { deleteSavedCopy } from './saved-copy-rows';

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

/**
 * One query of a member's saved copy, in a row of its own: saving what a screen just read writes
 * only its queries, however much else the member has saved.
 */
export interface SavedQueryRow extends StoredQuery {
  userId: number;
  /** When it was written, for the maximum age. */
  savedAt: number;
  /** The build that wrote it: another build's is dropped (the data shapes may differ). */
  buster: string;
}

/** A member's saved copy beside its queries. */
export interface SavedCopyMeta {
  userId: number;
  /** The last time a query was answered by the server (not changed locally). */
  lastSyncedAt: number | null;
}

/** A member's saved copy read back whole: what the app puts back before its first screen. */
export interface StoredQueryCache extends SavedCopyMeta {
  queries: SavedQueryRow[];
}

/** The saved copy as builds before per-query rows kept it: one row per member (table `queryCache`). */
interface LegacyQueryCache {
  userId: number;
  savedAt: number;
  buster: string;
  queries: StoredQuery[];
  lastSyncedAt: number | null;
}

/**
 * The app's IndexedDB database, shared by the page and the service worker. One database for the
 * device; every member's rows carry their user id, and signing out deletes that member's rows.
 */
export class LocalDb extends Dexie {
  session!: Table<DeviceSession, 'current'>;
  savedCopy!: Table<SavedCopyMeta, number>;
  savedQueries!: Table<SavedQueryRow, [number, string]>;
  outbox!: Table<OutboxRow, string>;
  sending!: Table<SendingClaim, string>;
  doorRosters!: Table<DoorRosterRow, [number, number]>;
  doorAnswers!: Table<DoorAnswerRow, [number, number, string]>;

  constructor(name: string) {
    super(name);
    this.version(1).stores({
      session: 'key',
      queryCache: 'userId',
      outbox: 'id, userId, [userId+seq], resourceKey',
    });
    this.version(2).stores({ sending: 'rowId' });
    // A member's saved copy moves from one row into a row per query, kept (made from the old row)
    // by this version; the next deletes the old table, which an upgrade can no longer read from.
    this.version(3)
      .stores({ savedCopy: 'userId', savedQueries: '[userId+queryHash], userId' })
      .upgrade(async (transaction) => {
        const legacy = (await transaction.table('queryCache').toArray()) as LegacyQueryCache[];
        await transaction.table('savedCopy').bulkPut(legacy.map(({ userId, lastSyncedAt }) => ({ userId, lastSyncedAt })));
        const rows = legacy.flatMap(({ userId, savedAt, buster, queries }) => queries.map((query) => ({ ...query, userId, savedAt, buster })));
        await transaction.table('savedQueries').bulkPut(rows);
      });
    this.version(4).stores({ queryCache: null });
    // Door mode's rosters, one per member and event (web/lib/local-store/door-rosters.ts).
    this.version(5).stores({ doorRosters: '[userId+eventId], userId' });
    // The answers to the door's confirmed writes, beside its roster (web/lib/local-store/door-rosters.ts).
    this.version(6).stores({ doorAnswers: '[userId+eventId+key], [userId+eventId], userId' });
    // Rosters by when they leave the device, so the expired are found without reading any roster.
    this.version(7)
      .stores({ doorRosters: '[userId+eventId], userId, keptUntil' })
      .upgrade((transaction) =>
        transaction
          .table<DoorRosterRow>('doorRosters')
          .toCollection()
          .modify((row) => {
            row.keptUntil = rosterKeptUntil(row.event);
          }),
      );
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

/** Deletes everything kept for one member: their cached data, their door rosters (and answers), their outbox, and the device session if theirs. */
export async function deleteUserData(db: LocalDb, userId: number): Promise<void> {
  await db.transaction('rw', [db.session, db.savedCopy, db.savedQueries, db.outbox, db.sending, db.doorRosters, db.doorAnswers], async () => {
    const rowIds = await db.outbox.where('userId').equals(userId).primaryKeys();
    await db.outbox.bulkDelete(rowIds);
    await db.sending.bulkDelete(rowIds);
    await deleteSavedCopy(db, userId);
    await db.doorRosters.where('userId').equals(userId).delete();
    await db.doorAnswers.where('userId').equals(userId).delete();
    const session = await db.session.get('current');
    if (session?.userId === userId) {
      await db.session.delete('current');
    }
  });
}
