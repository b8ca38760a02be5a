import { ApiError, errorMessage } from '../../../lib/api-client';
import { deleteDoorRoster, putDoorRoster, rosterExpired } from '../../../lib/local-store/door-rosters';
import type { LocalDb } from '../../../lib/local-store/local-db';
import { DOOR_TEXTS } from './door-texts';
import { fetchRoster } from './fetch-roster';

/** Where reading the roster from the server stands (what is stored shows meanwhile). */
export type FetchState = 'idle' | 'fetching' | 'failed' | 'ended' | { refused: string };

export interface RosterLoader {
  /** Reads the roster again when online; one read at a time, one more after it if asked meanwhile. */
  refresh(): void;
  /** Stops: nothing more is read or stored. */
  close(): void;
}

/**
 * Reads an event's roster from the server into this device's store. Refused (403: not an organiser
 * any more; 404), the stored copy is deleted: the names have no business on this device. An event
 * that ended more than a day ago is not kept.
 */
export function rosterLoader(db: LocalDb, eventId: number, userId: number, report: (state: FetchState) => void): RosterLoader {
  let running = false;
  let again = false;
  let closed = false;

  const read = async () => {
    try {
      const roster = await fetchRoster(eventId, userId, Date.now());
      if (closed) {
        return;
      }
      if (rosterExpired(roster.event, Date.now())) {
        await deleteDoorRoster(db, userId, eventId);
        report('ended');
        return;
      }
      await putDoorRoster(db, roster);
      report('idle');
    } catch (error) {
      if (closed) {
        return;
      }
      if (error instanceof ApiError && (error.status === 403 || error.status === 404)) {
        await deleteDoorRoster(db, userId, eventId);
        report({ refused: errorMessage(error, DOOR_TEXTS.organisersOnly) });
      } else {
        report('failed');
      }
    }
  };

  const refresh = () => {
    if (closed || !navigator.onLine) {
      return;
    }
    if (running) {
      again = true;
      return;
    }
    running = true;
    report('fetching');
    void read().finally(() => {
      running = false;
      if (again) {
        again = false;
        refresh();
      }
    });
  };

  return {
    refresh,
    close() {
      closed = true;
    },
  };
}
