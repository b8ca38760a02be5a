import { IsRestoringProvider, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { readDeviceSession } from '../local-store/device-session';
import { loadLocalDb, localDbMayExist } from '../local-store/load-local-db';
import { outboxStore } from '../outbox/outbox-store';
import { readSavedCopy } from '../local-store/read-saved-copy';
import { deleteSavedQueries } from '../local-store/saved-copy-rows';
import { getToken } from '../token-store';
import { restoreQueryCache, restoreStoredQueries } from './query-persistence';

/** IndexedDB may be unavailable or stuck (private windows, a full disk): never wait longer than this. */
const RESTORE_TIMEOUT_MS = 3_000;

async function restoreFor(queryClient: QueryClient, token: string | null): Promise<void> {
  // Nothing saved on this device yet: no need to fetch the database's code before the first screen.
  if (token === null || !(await localDbMayExist())) {
    return;
  }
  // Read without Dexie: its code starts after the first screen (OfflineSync), not before it.
  const saved = await readSavedCopy(token);
  if (saved === 'none') {
    return;
  }
  if (saved !== 'unreadable') {
    const { session, queryCache } = saved;
    outboxStore.show(session.userId, saved.outbox);
    const stale = queryCache ? await restoreStoredQueries(queryClient, queryCache, Date.now()) : [];
    if (stale.length > 0) {
      await deleteSavedQueries(await loadLocalDb(), session.userId, stale);
    }
    return;
  }
  await restoreThroughDexie(queryClient, token);
}

/** The restore as it was before readSavedCopy, for a database that is not as expected (Dexie upgrades it). */
async function restoreThroughDexie(queryClient: QueryClient, token: string): Promise<void> {
  const db = await loadLocalDb();
  const session = await readDeviceSession(db);
  // Only the member this token belongs to gets their saved data back.
  if (!session || session.token !== token) {
    return;
  }
  await Promise.all([restoreQueryCache(db, queryClient, session.userId, Date.now()), outboxStore.load(session.userId)]);
}

/**
 * Before the first query runs, puts back the signed-in member's saved queries and outbox, so an
 * app opened offline shows what they had seen (and their pending changes) on its first render.
 * Queries wait while this runs (TanStack Query's isRestoring).
 */
export function OfflineRestore({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [restoring, setRestoring] = useState(() => getToken() !== null);

  useEffect(() => {
    let done = false;
    const finish = () => {
      if (!done) {
        done = true;
        setRestoring(false);
      }
    };
    const timeout = setTimeout(finish, RESTORE_TIMEOUT_MS);
    restoreFor(queryClient, getToken())
      .catch((error: unknown) => console.error('Could not read the offline copy', error))
      .finally(() => {
        clearTimeout(timeout);
        finish();
      });
    return () => clearTimeout(timeout);
  }, [queryClient]);

  return <IsRestoringProvider value={restoring}>{children}</IsRestoringProvider>;
}
