import { useEffect, useState } from 'react';
import type { LocalDb } from '../local-store/local-db';
import { loadLiveQuery, loadLocalDb } from '../local-store/load-local-db';

/**
 * How many changes wait on this device for a member whose session the server refused (401): the
 * outbox paused without dropping them, and signing in again as that member sends them.
 */
export async function countPausedChanges(database?: LocalDb): Promise<number> {
  const db = database ?? (await loadLocalDb());
  const session = await db.session.get('current');
  if (!session || session.pausedAt === null) {
    return 0;
  }
  return db.outbox
    .where('[userId+seq]')
    .between([session.userId, -Infinity], [session.userId, Infinity])
    .filter((row) => row.status === 'pending')
    .count();
}

export function usePausedChanges(): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    let watching: { unsubscribe: () => void } | undefined;
    let stopped = false;
    const warn = (error: unknown) => console.warn('Could not read the changes waiting on this device', error);
    // The live query reads only through Dexie (its change tracking needs that): the database is opened first.
    Promise.all([loadLocalDb(), loadLiveQuery()])
      .then(([db, liveQuery]) => {
        if (!stopped) {
          watching = liveQuery(() => countPausedChanges(db)).subscribe({ next: setCount, error: warn });
        }
      })
      .catch(warn);
    return () => {
      stopped = true;
      watching?.unsubscribe();
    };
  }, []);
  return count;
}
