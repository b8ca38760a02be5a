import { liveQuery } from 'dexie';
import { useEffect, useState } from 'react';
import { localDb } from '../local-store/local-db';

/**
 * How many changes wait on this device for a member whose session the server refused (401): the
 * outbox paused without dropping them, and signing in again as that member sends them.
 */
export async function countPausedChanges(): Promise<number> {
  const db = localDb();
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
    const watching = liveQuery(countPausedChanges).subscribe({
      next: setCount,
      error: (error: unknown) => console.warn('Could not read the changes waiting on this device', error),
    });
    return () => watching.unsubscribe();
  }, []);
  return count;
}
