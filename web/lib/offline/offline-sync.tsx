import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { signalUnauthorized } from '../api-client';
import { afterFirstScreen } from '../first-screen';
import { writeDeviceSession } from '../local-store/device-session';
import { loadLocalDb } from '../local-store/load-local-db';
import { outboxStore } from '../outbox/outbox-store';
import { startOutboxSync } from '../outbox/sync-scheduler';
import { useSession } from '../session/session-context';
import { getToken, subscribeToToken } from '../token-store';
import { lastSyncedStore } from './last-synced';
import type { QueryPersistence } from './active-persistence';

/**
 * While a member is signed in: saves their queries for offline use, records them and their token
 * for the service worker, and sends their outbox. A different member signing in on this browser
 * starts from an empty cache. Saving starts at once; the rest once the first screen has its data
 * (the database's code is not on that screen's path).
 */
export function OfflineSync() {
  const { user } = useSession();
  const userId = user?.id ?? null;
  const token = useSyncExternalStore(subscribeToToken, getToken, () => null);
  const queryClient = useQueryClient();
  const previousUser = useRef<number | null>(null);

  useEffect(() => {
    if (userId === null || token === null) {
      return undefined;
    }
    if (previousUser.current !== null && previousUser.current !== userId) {
      // Left over from the member whose session ended (a 401 does not clear the cache): never shown to this one.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'session' });
      lastSyncedStore.set(null);
    }
    previousUser.current = userId;
    let cancelled = false;
    const saving: { current: QueryPersistence | null } = { current: null };
    const stops: (() => void)[] = [() => saving.current?.stop()];
    // Saving starts at once: what the first screen shows is saved as it arrives, without waiting
    // for the first screen and the database's code (a member may leave that screen before). Its
    // own code is a small chunk of its own, off the first screen's path; answers that arrive
    // before it runs are saved when it starts.
    import('./persist-query-cache')
      .then(({ persistQueryCache }) => {
        if (!cancelled) {
          saving.current = persistQueryCache(queryClient, userId);
        }
      })
      .catch((error: unknown) => console.error('Saving for offline use could not start', error));
    void (async () => {
      await afterFirstScreen();
      if (cancelled) {
        return;
      }
      const db = await loadLocalDb();
      await writeDeviceSession(db, token, userId);
      // Door rosters of events that ended more than a day ago leave the device (their code is fetched
      // now); if that fails, they are left for the next start, and the outbox starts all the same.
      await import('../local-store/door-rosters')
        .then(({ deleteEndedDoorRosters }) => deleteEndedDoorRosters(db, Date.now()))
        .catch((error: unknown) => console.error('Ended door rosters could not be deleted', error));
      await outboxStore.load(userId);
      if (!cancelled) {
        // On a first visit the database did not exist until now: what waited to be saved is written.
        saving.current?.flush();
        stops.push(startOutboxSync({ queryClient, onUnauthorized: signalUnauthorized }));
      }
    })().catch((error: unknown) => console.error('Offline support could not start', error));
    return () => {
      cancelled = true;
      stops.forEach((stop) => stop());
    };
  }, [userId, token, queryClient]);

  useEffect(() => {
    if (userId === null) {
      outboxStore.clear();
    }
  }, [userId]);

  return null;
}
