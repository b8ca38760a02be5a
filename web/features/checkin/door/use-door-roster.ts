import { useCallback, useEffect, useRef, useState } from 'react';
import type { DoorRosterRow } from '../../../lib/local-store/door-roster-row';
import { deleteDoorRoster, deleteEndedDoorRosters, readDoorRoster } from '../../../lib/local-store/door-rosters';
import { loadLiveQuery, loadLocalDb } from '../../../lib/local-store/load-local-db';
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
 * then from the server whenever online: on open, when the network returns, every 30 s, and when
 * `pendingWrites` (this door's writes waiting in the outbox) goes down: they were just synced.
 * What the drain writes into the stored roster shows as it lands.
 */
export function useDoorRoster(eventId: number, userId: number | null, pendingWrites: number): DoorRoster {
  const [stored, setStored] = useState<DoorRosterRow | undefined | 'unread'>('unread');
  const [fetchState, setFetchState] = useState<FetchState>('idle');
  const loader = useRef<RosterLoader | null>(null);
  const refresh = useCallback(() => loader.current?.refresh(), []);

  // Open: expired rosters go, the stored one shows (and stays current), then the server's is read.
  useEffect(() => {
    if (userId === null) {
      return undefined;
    }
    let stop: (() => void) | null = null;
    let cancelled = false;
    void (async () => {
      const [db, liveQuery] = await Promise.all([loadLocalDb(), loadLiveQuery()]);
      await deleteEndedDoorRosters(db, Date.now());
      if (cancelled) {
        return;
      }
      const subscription = liveQuery(() => readDoorRoster(db, userId, eventId)).subscribe({
        next: (row) => setStored(row),
        error: (error: unknown) => console.error('Reading the door roster failed', error),
      });
      const reader = rosterLoader(db, eventId, userId, setFetchState);
      loader.current = reader;
      stop = () => {
        subscription.unsubscribe();
        reader.close();
      };
      reader.refresh();
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

  // After the outbox confirmed door writes: the server's roster has them (and other doors').
  const lastPending = useRef(pendingWrites);
  useEffect(() => {
    if (pendingWrites < lastPending.current) {
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
  return navigator.onLine ? { status: 'loading' } : { status: 'unsaved' };
}
