import type { Ticket } from '@contracts/checkin/schemas';

/**
 * The tickets kept on this device, one per event: the ticket screen opens from it offline, and asks
 * the server only when the device has none for the event (each ask issues a new ticket and retires
 * the old one). A small IndexedDB database of its own, written without Dexie: the ticket screen
 * opens at a door with no signal and must not wait for Dexie's code, and the shared database's
 * versions stay with the saved copy and the outbox. Signing out deletes the member's tickets.
 */
export const TICKET_DB_NAME = 'gather-tickets';
const STORE = 'tickets';

/** The event as the ticket screen names it, kept with the ticket for a screen opened offline. */
export type TicketEvent = { title: string; start_datetime: string; end_datetime: string | null; time_zone: string };

export interface SavedTicket {
  eventId: number;
  /** Whose ticket it is: another member signed in on this device asks for their own. */
  userId: number;
  ticket: Ticket;
  /** The event as it was when the ticket was saved; null when it could not be read then. */
  event: TicketEvent | null;
  /** When it was saved (ms): a newer answer from the server about the event may say it stopped working. */
  savedAt: number;
}

function openTicketDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(TICKET_DB_NAME, 1);
    request.onupgradeneeded = () => {
      request.result.createObjectStore(STORE, { keyPath: 'eventId' }).createIndex('userId', 'userId');
    };
    request.onsuccess = () => {
      const db = request.result;
      // Deleting the database (a test, another tab) must not wait for this connection.
      db.onversionchange = () => db.close();
      resolve(db);
    };
    request.onerror = () => reject(request.error ?? new Error('Could not open the tickets kept on this device'));
    request.onblocked = () => reject(new Error('The tickets kept on this device are blocked by another tab'));
  });
}

/** Runs `work` in one transaction and resolves with what it set once the transaction has completed. */
async function inTransaction<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore, set: (value: T) => void) => void, initial: T): Promise<T> {
  const db = await openTicketDb();
  try {
    return await new Promise<T>((resolve, reject) => {
      let result = initial;
      const transaction = db.transaction(STORE, mode);
      transaction.oncomplete = () => resolve(result);
      transaction.onabort = () => reject(transaction.error ?? new Error('A ticket kept on this device could not be read or written'));
      work(transaction.objectStore(STORE), (value) => {
        result = value;
      });
    });
  } finally {
    db.close();
  }
}

/** The ticket this device keeps for an event (whoever it belongs to), or undefined. */
export function readSavedTicket(eventId: number): Promise<SavedTicket | undefined> {
  return inTransaction<SavedTicket | undefined>(
    'readonly',
    (store, set) => {
      const request = store.get(eventId);
      request.onsuccess = () => set(request.result as SavedTicket | undefined);
    },
    undefined,
  );
}

/** Keeps a ticket, replacing the event's one before (this member's old one, or someone else's). */
export async function saveTicket(saved: SavedTicket): Promise<void> {
  await inTransaction<undefined>('readwrite', (store) => store.put(saved), undefined);
}

/** Forgets the event's ticket (it stopped working). */
export async function deleteSavedTicket(eventId: number): Promise<void> {
  await inTransaction<undefined>('readwrite', (store) => store.delete(eventId), undefined);
}

/** Forgets every ticket of a member (signing out, or their session ended). */
export async function deleteMemberTickets(userId: number): Promise<void> {
  await inTransaction<undefined>(
    'readwrite',
    (store) => {
      const request = store.index('userId').openKeyCursor(IDBKeyRange.only(userId));
      request.onsuccess = () => {
        const cursor = request.result;
        if (cursor) {
          store.delete(cursor.primaryKey);
          cursor.continue();
        }
      };
    },
    undefined,
  );
}
