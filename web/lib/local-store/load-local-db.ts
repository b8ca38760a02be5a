import type { liveQuery } from 'dexie';
import type { LocalDb } from './local-db';
import { LOCAL_DB_NAME } from './local-db-name';

/**
 * The local database, with Dexie's code fetched on first use. Dexie is about 30 KB gzipped: a
 * guest, or a member opening the app with nothing saved on this device, does not wait for it
 * before the first screen. Once fetched, the module (and the open database) is reused.
 */
export async function loadLocalDb(): Promise<LocalDb> {
  const { localDb } = await import('./local-db');
  return localDb();
}

/** Dexie's liveQuery, fetched with the database's code. */
export async function loadLiveQuery(): Promise<typeof liveQuery> {
  return (await import('dexie')).liveQuery;
}

/** Deletes one member's saved data (see deleteUserData), fetching the database's code first. */
export async function deleteSavedUserData(db: LocalDb, userId: number): Promise<void> {
  const { deleteUserData } = await import('./local-db');
  await deleteUserData(db, userId);
}

/**
 * False when this browser certainly has no local database yet (so there is nothing to restore and
 * no reason to fetch Dexie at start-up); true when it may have one, or cannot tell.
 */
export async function localDbMayExist(): Promise<boolean> {
  if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') {
    return true;
  }
  try {
    return (await indexedDB.databases()).some((database) => database.name === LOCAL_DB_NAME);
  } catch {
    return true;
  }
}
