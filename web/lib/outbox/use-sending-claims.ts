import { liveQuery } from 'dexie';
import { useEffect, useState } from 'react';
import type { SendingClaim } from '../local-store/local-db';
import { localDb } from '../local-store/local-db';

const NONE: ReadonlyMap<string, SendingClaim> = new Map();

/** The queued writes being sent right now, by row id; watched only while `enabled` (the queue is open). */
export function useSendingClaims(enabled: boolean): ReadonlyMap<string, SendingClaim> {
  const [claims, setClaims] = useState(NONE);
  useEffect(() => {
    if (!enabled) {
      return undefined;
    }
    const watching = liveQuery(() => localDb().sending.toArray()).subscribe({
      next: (rows) => setClaims(new Map(rows.map((claim) => [claim.rowId, claim]))),
      error: (error: unknown) => console.warn('Could not read which changes are being sent', error),
    });
    return () => watching.unsubscribe();
  }, [enabled]);
  return enabled ? claims : NONE;
}
