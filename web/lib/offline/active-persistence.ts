/**
 * The query persistence running now, if any (see persist-query-cache.ts). Kept apart so that
 * stopping it (signing out, a session ended) does not bring the saving code onto the first
 * screen's path: that code loads on its own as soon as a member is known.
 */
export interface QueryPersistence {
  /** Writes now what is not saved yet (a first visit's database has just been made, the page is going away). */
  flush: () => void;
  /** Stops at once: nothing more is written. */
  stop: () => void;
}

let active: QueryPersistence | null = null;

/** Records `persistence` as the one running, stopping any other first. */
export function setActivePersistence(persistence: QueryPersistence): void {
  if (active !== persistence) {
    active?.stop();
  }
  active = persistence;
}

/** Forgets `persistence` once it has stopped. */
export function clearActivePersistence(persistence: QueryPersistence): void {
  if (active === persistence) {
    active = null;
  }
}

/** Stops saving at once (signing out: nothing of the member may be written after their data is deleted). */
export function stopQueryPersistence(): void {
  active?.stop();
}
