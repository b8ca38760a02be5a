import { useEffect, useState } from 'react';
import { useOnlineStatus } from '../lib/use-online-status';

/** A spinner shown offline for longer than this is waiting for a network that is not there. */
const OFFLINE_GRACE_MS = 600;

/**
 * True once something has been loading for a moment while the browser is offline: time to say
 * so instead of spinning (TanStack Query pauses queries offline; code chunks are precached and
 * load well within the grace period).
 */
export function useOfflineWait(): boolean {
  const online = useOnlineStatus();
  // Each offline spell gets a number; the grace period is counted per spell.
  const [spell, setSpell] = useState({ id: online ? 0 : 1, offline: !online });
  const [waitedSpell, setWaitedSpell] = useState(0);
  if (spell.offline === online) {
    setSpell({ id: online ? spell.id : spell.id + 1, offline: !online });
  }
  useEffect(() => {
    if (!spell.offline) {
      return undefined;
    }
    const timer = setTimeout(() => setWaitedSpell(spell.id), OFFLINE_GRACE_MS);
    return () => clearTimeout(timer);
  }, [spell]);
  return !online && spell.offline && waitedSpell === spell.id;
}
