import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { DoorAnswerRow, DoorRosterRow } from '../../../lib/local-store/door-roster-row';
import { deleteDoorRoster, deleteEndedDoorRosters, readDoorAnswers, readDoorRoster } from '../../../lib/local-store/door-rosters';
import { afterFirstScreen } from '../../../lib/first-screen';
import { loadLiveQuery, loadLocalDb } from '../../../lib/local-store/load-local-db';
import { readStoredDoorRoster } from '../../../lib/local-store/read-stored-door-roster';
import { rosterWithAnswers } from '../../../lib/local-store/roster-with-answers';
import { rosterLoader } from './roster-loader';
import type { FetchState, RosterLoader } from './roster-loader';

/** While door mode is open and online, the roster is read again this often (other doors' check-ins). */
export const ROSTER_REFRESH_MS = 30_000;

export type RosterState =
  | { status: 'loading' }
  | { status: 'ready'; roster: DoorRosterRow }
  /** Offline, and this device has no roster of the event: door mode was never opened here online. */
  | { status: 'unsaved' }
  /** The server said no (403: not an organiser; 404): its words. */
  | { status: 'refused'; message: string }
  | { status: 'failed' }
  | { status: 'ended' };

export interface DoorRoster {
  state: RosterState;
  /** Reads the roster from the server again (when online); the stored one stays meanwhile. */
  refresh: () => void;
  /** Deletes this device's roster of the event (door mode closed for good). */
  close: () => Promise<void>;
}

/**
 * The event's roster on this device: read from IndexedDB at once (so door mode opens offline),
 * then from the server whenever online: on open (once door mode has shown, when one was stored),
 * when the network returns, every 30 s, and when `pendingWrites` (this door's writes waiting in the
 * outbox) comes down to 0: a sync just ended.
 * The answers the drain stores beside the roster are read apart (a small read each) and show over
 * its entries as they land.
 */
export function useDoorRoster(eventId: number, userId: number | null, pendingWrites: number): DoorRoster {
  const [storedRoster, setStoredRoster] = useState<DoorRosterRow | undefined | 'unread'>('unread');
  const [answers, setAnswers] = useState<DoorAnswerRow[] | 'unread'>('unread');
  const [fetchState, setFetchState] = useState<FetchState>('idle');
  /** The event whose stored roster ended more than a day ago: never shown, and about to go. */
  const [expiredEvent, setExpiredEvent] = useState<number | null>(null);
  const loader = useRef<RosterLoader | null>(null);
  const refresh = useCallback(() => loader.current?.refresh(), []);

  // Open: the stored roster shows (and stays current), the server's is read, then, once door mode
  // has shown, expired rosters go (an expired roster never shows). A layout effect: the first read
  // is asked for before the browser paints the loading screen, not after.
  useLayoutEffect(() => {
    if (userId === null) {
      return undefined;
    }
    let stop: (() => void) | null = null;
    let cancelled = false;
    const showRoster = (row: DoorRosterRow | undefined) => {
      setStoredRoster(row);
      if (row && row.keptUntil < Date.now()) {
        setExpiredEvent(eventId);
      }
    };
    void (async () => {
      // The first read is IndexedDB's own, not Dexie's. When it finds the roster, door mode shows
      // from it, and Dexie's code, its live queries (which then keep the screen current) and the
      // server's roster wait until door mode has shown: started beside the read, their work fell
      // on the main thread just as the roster arrived (5,000 going, CPU 8x slower: door mode
      // showed in 0.99 s instead of 1.09 s, medians of 12, alternated).
      const found = await readStoredDoorRoster(userId, eventId);
      if (cancelled) {
        return;
      }
      if (found !== 'unreadable') {
        showRoster(found.roster);
        setAnswers(found.answers);
        if (found.roster) {
          await afterFirstScreen();
        }
      }
      if (cancelled) {
        return;
      }
      const [db, liveQuery] = await Promise.all([loadLocalDb(), loadLiveQuery()]);
      if (cancelled) {
        return;
      }
      const rosterSubscription = liveQuery(() => readDoorRoster(db, userId, eventId)).subscribe({
        next: showRoster,
        error: (error: unknown) => console.error('Reading the door roster failed', error),
      });
      const answersSubscription = liveQuery(() => readDoorAnswers(db, userId, eventId)).subscribe({
        next: setAnswers,
        error: (error: unknown) => console.error('Reading the door’s answers failed', error),
      });
      const reader = rosterLoader(db, eventId, userId, setFetchState);
      loader.current = reader;
      stop = () => {
        rosterSubscription.unsubscribe();
        answersSubscription.unsubscribe();
        reader.close();
      };
      reader.refresh();
      // Work the screen does not need waits until it has shown (an expired roster read meanwhile shows as ended).
      await afterFirstScreen();
      if (!cancelled) {
        await deleteEndedDoorRosters(db, Date.now());
      }
    })().catch((error: unknown) => console.error('Door mode could not open its roster', error));
    return () => {
      cancelled = true;
      loader.current = null;
      stop?.();
    };
  }, [eventId, userId]);

  useEffect(() => {
    window.addEventListener('online', refresh);
    const timer = setInterval(refresh, ROSTER_REFRESH_MS);
    return () => {
      window.removeEventListener('online', refresh);
      clearInterval(timer);
    };
  }, [refresh]);

  // Once the outbox sent all of this door's writes: the server's roster has them (and other doors').
  // Not after each one: a sync of many writes would read the whole roster again for every write.
  const lastPending = useRef(pendingWrites);
  useEffect(() => {
    if (pendingWrites === 0 && lastPending.current > 0) {
      refresh();
    }
    lastPending.current = pendingWrites;
  }, [pendingWrites, refresh]);

  const close = useCallback(async () => {
    loader.current?.close();
    if (userId !== null) {
      await deleteDoorRoster(await loadLocalDb(), userId, eventId);
    }
  }, [eventId, userId]);

  const stored = useMemo(
    () => (storedRoster === 'unread' || answers === 'unread' ? 'unread' : storedRoster && rosterWithAnswers(storedRoster, answers)),
    [storedRoster, answers],
  );
  return { state: expiredEvent === eventId ? { status: 'ended' } : rosterState(stored, fetchState), refresh, close };
}

function rosterState(stored: DoorRosterRow | undefined | 'unread', fetchState: FetchState): RosterState {
  if (typeof fetchState === 'object') {
    return { status: 'refused', message: fetchState.refused };
  }
  if (fetchState === 'ended') {
    return { status: 'ended' };
  }
  if (stored === 'unread') {
    return { status: 'loading' };
  }
  if (stored) {
    return { status: 'ready', roster: stored };
  }
  if (fetchState === 'fetching') {
    return { status: 'loading' };
  }
  if (fetchState === 'failed') {
    return { status: 'failed' };
  }
  return navigator.onLine ? { status: 'loading' } : { status: 'unsaved' };
}
