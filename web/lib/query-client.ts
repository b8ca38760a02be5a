import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { CACHE_MAX_AGE_MS, PERSISTED_ROOTS } from './offline/query-persistence';

/** Client errors (4xx) will not change on a retry; network and 5xx errors may. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status < 500) {
    return false;
  }
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
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
