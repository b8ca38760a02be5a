import { LOCAL_DB_NAME } from './local-db-name';

/**
 * Opens the app's database with IndexedDB itself, as Dexie last left it (no version), or null
 * when it does not exist yet. Opening a database that is not there would make it (upgradeneeded):
 * that is cancelled, so Dexie still makes it with its own schema later.
 */
export function openExistingDb(): Promise<IDBDatabase | null> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(LOCAL_DB_NAME);
    let created = false;
    request.onupgradeneeded = () => {
      created = true;
      request.transaction?.abort();
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => (created ? resolve(null) : reject(request.error ?? new Error('IndexedDB open failed')));
    request.onblocked = () => reject(new Error('IndexedDB open blocked'));
  });
}

/**
 * One read of the app's database with IndexedDB itself, before Dexie has started: null when the
 * database does not exist yet (none is made), `'unreadable'` when one of `stores` is missing (an
 * older layout, which Dexie upgrades) or the read fails. The connection is closed whatever happens:
 * Dexie (here or in the service worker) may need to upgrade the database.
 */
export async function readExistingDb<T>(stores: readonly string[], read: (db: IDBDatabase) => Promise<T>): Promise<T | null | 'unreadable'> {
  let db: IDBDatabase | null = null;
  try {
    db = await openExistingDb();
    if (db === null) {
      return null;
    }
    const names = db.objectStoreNames;
    if (!stores.every((name) => names.contains(name))) {
      return 'unreadable';
    }
    return await read(db);
  } catch {
    return 'unreadable';
  } finally {
    db?.close();
  }
}
