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
