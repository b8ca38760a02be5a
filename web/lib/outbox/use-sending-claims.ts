import { useEffect, useState } from 'react';
import type { SendingClaim } from '../local-store/local-db';
import { loadLiveQuery, loadLocalDb } from '../local-store/load-local-db';

const NONE: ReadonlyMap<string, SendingClaim> = new Map();

/** The queued writes being sent right now, by row id; watched only while `enabled` (the queue is open). */
export function useSendingClaims(enabled: boolean): ReadonlyMap<string, SendingClaim> {
  const [claims, setClaims] = useState(NONE);
  useEffect(() => {
    if (!enabled) {
      return undefined;
    }
    let watching: { unsubscribe: () => void } | undefined;
    let stopped = false;
    const warn = (error: unknown) => console.warn('Could not read which changes are being sent', error);
    Promise.all([loadLocalDb(), loadLiveQuery()])
      .then(([db, liveQuery]) => {
        if (!stopped) {
          watching = liveQuery(() => db.sending.toArray()).subscribe({
            next: (rows) => setClaims(new Map(rows.map((claim) => [claim.rowId, claim]))),
            error: warn,
          });
        }
      })
      .catch(warn);
    return () => {
      stopped = true;
      watching?.unsubscribe();
    };
  }, [enabled]);
  return enabled ? claims : NONE;
}
