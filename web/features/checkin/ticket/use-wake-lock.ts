import { useEffect } from 'react';

/**
 * Keeps the screen on while `active` (the Screen Wake Lock API, where the browser has it): a ticket
 * held up at the door should not go dark. The browser lets the lock go when the page is hidden, so
 * it is asked again when the page shows. Where the API is missing or refuses, nothing happens.
 */
export function useWakeLock(active: boolean): void {
  useEffect(() => {
    if (!active || typeof navigator === 'undefined' || !('wakeLock' in navigator)) {
      return undefined;
    }
    let lock: WakeLockSentinel | null = null;
    let stopped = false;
    const request = () => {
      if (document.visibilityState !== 'visible') {
        return;
      }
      navigator.wakeLock
        .request('screen')
        .then((sentinel) => {
          if (stopped) {
            void sentinel.release().catch(() => undefined);
          } else {
            lock = sentinel;
          }
        })
        .catch(() => undefined);
    };
    request();
    document.addEventListener('visibilitychange', request);
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', request);
      void lock?.release().catch(() => undefined);
    };
  }, [active]);
}
