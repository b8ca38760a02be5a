import type { SavedCopyMeta, SavedQueryRow } from './local-db';
import { openExistingDb } from './open-existing-db';

/** The tables Dexie made for the saved copy (web/lib/local-store/local-db.ts). */
const STORES = ['savedCopy', 'savedQueries'] as const;

/** One write to a member's saved copy: only the queries that changed since the last one. */
export interface SavedCopyChange {
  meta: SavedCopyMeta;
  /** Queries saved anew: their rows are replaced. */
  rows: SavedQueryRow[];
  /** Queries no longer in the member's cache (an event deleted, a community left), by hash. */
  removed: string[];
}

/**
 * Writes to a member's saved copy (their `savedCopy` row and a `savedQueries` row per query)
 * with IndexedDB itself, over a connection kept open. Kept open, a write starts inside the very event that says the page is going away
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
  /** Writes `change` in a transaction started and committed now; resolves once it is stored. Needs `ready`. */
  write(change: SavedCopyChange): Promise<void>;
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
    // A database Dexie has not upgraded yet lacks the tables: written once OfflineSync's Dexie has.
    if (!opened || closed || !STORES.every((name) => opened.objectStoreNames.contains(name))) {
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
    write({ meta, rows, removed }) {
      if (!db) {
        return Promise.reject(new Error('The offline copy is not open for writing'));
      }
      try {
        const transaction = db.transaction([...STORES], 'readwrite');
        const done = completion(transaction);
        transaction.objectStore('savedCopy').put(meta);
        const queries = transaction.objectStore('savedQueries');
        rows.forEach((row) => queries.put(row));
        removed.forEach((queryHash) => queries.delete([meta.userId, queryHash]));
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
