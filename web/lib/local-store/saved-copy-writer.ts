import type { StoredQueryCache } from './local-db';
import { openExistingDb } from './open-existing-db';

/** The table Dexie made for the saved copy (web/lib/local-store/local-db.ts). */
const STORE = 'queryCache';

/**
 * Writes a member's saved copy (their `queryCache` row) with IndexedDB itself, over a connection
 * kept open. Kept open, a write starts inside the very event that says the page is going away
 * (pagehide, freeze): a write that first awaited an open there might never resume. And IndexedDB
 * itself, not Dexie: Dexie's code loads after the first screen, and that screen's data must not
 * wait for it to be saved.
 */
export interface SavedCopyWriter {
  /** True while a write can start at once (the database is open). */
  readonly ready: boolean;
  /**
   * Opens the database if it is there: false when it is not yet (on a first visit Dexie makes it,
   * after the first screen) or this writer was closed.
   */
  open(): Promise<boolean>;
  /** Writes `row` in a transaction started and committed now; resolves once it is stored. Needs `ready`. */
  write(row: StoredQueryCache): Promise<void>;
  /** Closes the connection; the writer writes nothing more. */
  close(): void;
}

function completion(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    // An error aborts the transaction: onabort sees both.
    transaction.onabort = () => reject(transaction.error ?? new Error('Saving the offline copy was aborted'));
  });
}

export function savedCopyWriter(): SavedCopyWriter {
  let db: IDBDatabase | null = null;
  let opening: Promise<boolean> | null = null;
  let closed = false;

  const adopt = (opened: IDBDatabase | null): boolean => {
    if (!opened || closed || !opened.objectStoreNames.contains(STORE)) {
      opened?.close();
      return false;
    }
    const forget = () => {
      if (db === opened) {
        db = null;
      }
    };
    // Another context upgrading or deleting the database (a new build's Dexie, signing out in a
    // test) must not wait for this connection: it closes, and the next write opens a new one.
    opened.onversionchange = () => {
      opened.close();
      forget();
    };
    opened.onclose = forget;
    db = opened;
    return true;
  };

  return {
    get ready() {
      return db !== null;
    },
    open() {
      if (db) {
        return Promise.resolve(true);
      }
      opening ??= openExistingDb()
        .then(adopt)
        .finally(() => {
          opening = null;
        });
      return opening;
    },
    write(row) {
      if (!db) {
        return Promise.reject(new Error('The offline copy is not open for writing'));
      }
      try {
        const transaction = db.transaction(STORE, 'readwrite');
        const done = completion(transaction);
        transaction.objectStore(STORE).put(row);
        // Sent to the database now rather than when this task ends: the page may be gone by then.
        transaction.commit();
        return done;
      } catch (error) {
        // The connection was closing (another context's upgrade): the next write opens a new one.
        db = null;
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
    },
    close() {
      closed = true;
      db?.close();
      db = null;
    },
  };
}
