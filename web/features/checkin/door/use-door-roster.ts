import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, errorMessage } from '../../../lib/api-client';
import type { DoorRosterRow } from '../../../lib/local-store/door-roster-row';
import { deleteDoorRoster, deleteEndedDoorRosters, putDoorRoster, readDoorRoster, rosterExpired } from '../../../lib/local-store/door-rosters';
import type { LocalDb } from '../../../lib/local-store/local-db';
import { loadLiveQuery, loadLocalDb } from '../../../lib/local-store/load-local-db';
import { DOOR_TEXTS } from './door-texts';
import { fetchRoster } from './fetch-roster';

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

type FetchState = 'idle' | 'fetching' | 'failed' | 'ended' | { refused: string };

export interface DoorRoster {
  state: RosterState;
  /** Reads the roster from the server again (when online); the stored one stays meanwhile. */
  refresh: () => void;
  /** Deletes this device's roster of the event (door mode closed for good). */
  close: () => Promise<void>;
}

/**
 * The event's roster on this device: read from IndexedDB at once (so door mode opens offline),
 * then from the server whenever online: on open, when the network returns, every 30 s, and when
 * `pendingWrites` (this door's writes waiting in the outbox) goes down: they were just synced.
 * What the drain writes into the stored roster shows as it lands.
 */
export function useDoorRoster(eventId: number, userId: number | null, pendingWrites: number): DoorRoster {
  const [stored, setStored] = useState<DoorRosterRow | undefined | 'unread'>('unread');
  const [fetchState, setFetchState] = useState<FetchState>('idle');
  const dbRef = useRef<LocalDb | null>(null);
  const run = useRef<{ running: boolean; again: boolean; closed: boolean }>({ running: false, again: false, closed: false });

  const refresh = useCallback(() => {
    const db = dbRef.current;
    const flight = run.current;
    if (!db || userId === null || flight.closed || !navigator.onLine) {
      return;
    }
    if (flight.running) {
      flight.again = true;
      return;
    }
    flight.running = true;
    setFetchState((state) => (state === 'idle' || state === 'failed' ? 'fetching' : state));
    void (async () => {
      try {
        const roster = await fetchRoster(eventId, userId, Date.now());
        if (flight.closed) {
          return;
        }
        if (rosterExpired(roster.event, Date.now())) {
          await deleteDoorRoster(db, userId, eventId);
          setFetchState('ended');
          return;
        }
        await putDoorRoster(db, roster);
        setFetchState('idle');
      } catch (error) {
        if (error instanceof ApiError && (error.status === 403 || error.status === 404)) {
          // No longer theirs to run (or gone): the names leave this device.
          await deleteDoorRoster(db, userId, eventId);
          setFetchState({ refused: errorMessage(error, DOOR_TEXTS.organisersOnly) });
        } else {
          setFetchState('failed');
        }
      } finally {
        flight.running = false;
        if (flight.again) {
          flight.again = false;
          refresh();
        }
      }
    })();
  }, [eventId, userId]);

  // Open: expired rosters go, the stored one shows (and stays current), then the server's is read.
  useEffect(() => {
    if (userId === null) {
      return undefined;
    }
    run.current = { running: false, again: false, closed: false };
    let stop: (() => void) | null = null;
    let cancelled = false;
    void (async () => {
      const [db, liveQuery] = await Promise.all([loadLocalDb(), loadLiveQuery()]);
      await deleteEndedDoorRosters(db, Date.now());
      if (cancelled) {
        return;
      }
      dbRef.current = db;
      const subscription = liveQuery(() => readDoorRoster(db, userId, eventId)).subscribe({
        next: (row) => setStored(row),
        error: (error: unknown) => console.error('Reading the door roster failed', error),
      });
      stop = () => subscription.unsubscribe();
      refresh();
    })().catch((error: unknown) => console.error('Door mode could not open its roster', error));
    return () => {
      cancelled = true;
      run.current.closed = true;
      stop?.();
    };
  }, [eventId, userId, refresh]);

  useEffect(() => {
    const onOnline = () => refresh();
    window.addEventListener('online', onOnline);
    const timer = setInterval(refresh, ROSTER_REFRESH_MS);
    return () => {
      window.removeEventListener('online', onOnline);
      clearInterval(timer);
    };
  }, [refresh]);

  // After the outbox confirmed door writes: the server's roster has them (and other doors').
  const lastPending = useRef(pendingWrites);
  useEffect(() => {
    if (pendingWrites < lastPending.current) {
      refresh();
    }
    lastPending.current = pendingWrites;
  }, [pendingWrites, refresh]);

  const close = useCallback(async () => {
    run.current.closed = true;
    const db = dbRef.current ?? (await loadLocalDb());
    if (userId !== null) {
      await deleteDoorRoster(db, userId, eventId);
    }
  }, [eventId, userId]);

  return { state: rosterState(stored, fetchState), refresh, close };
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
  return typeof navigator !== 'undefined' && !navigator.onLine ? { status: 'unsaved' } : { status: 'loading' };
}
