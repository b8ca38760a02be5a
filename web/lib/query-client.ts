import { QueryClient, onlineManager } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { CACHE_MAX_AGE_MS, PERSISTED_ROOTS } from './offline/query-persistence';

/** Client errors (4xx) will not change on a retry; network and 5xx errors may. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status < 500) {
    return false;
  }
  return failureCount < 2;
}

/**
 * TanStack Query takes the browser as online until an `offline` event says otherwise, so in an
 * app opened with no signal (no event comes) every read was tried, retried and shown as an error
 * ("Failed to load community details") instead of waiting for the network. It starts from what
 * the browser says now, and follows its events as before.
 */
function followBrowserNetworkState(): void {
  onlineManager.setEventListener((setOnline) => {
    const online = () => setOnline(true);
    const offline = () => setOnline(false);
    setOnline(navigator.onLine);
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  });
}

export function createQueryClient(): QueryClient {
  followBrowserNetworkState();
  const client = new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      // A write either goes to the outbox, which works offline and sends it when the signal is
      // back, or straight to the server, which offline fails at once and says so: none may wait
      // unseen in TanStack's paused state (a comment posted after the signal went never queued).
      mutations: { retry: false, networkMode: 'always' },
    },
  });
  // The saved copy is the cache as it is in memory: a query dropped from memory (by default five
  // minutes after its screen closed) would be dropped from the saved copy at the next save, and a
  // screen seen earlier in a long visit would say offline that it was never saved. What is saved
  // stays in memory as long as the saved copy may be shown.
  for (const root of PERSISTED_ROOTS) {
    client.setQueryDefaults([root], { gcTime: CACHE_MAX_AGE_MS });
  }
  return client;
}
