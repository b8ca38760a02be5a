import { useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { markFirstScreenShown } from '../lib/first-screen';

const CHECK_EVERY_MS = 200;
/** A screen with no reads of its own counts as shown after this long. */
const LIMIT_MS = 5_000;
/** Reads every screen makes (the session, the app's configuration): not the screen's own data. */
const APP_WIDE_READS = new Set(['session', 'app-config']);

/** The screen asked for its own data and has every answer (or error). */
function screenHasItsData(queryClient: QueryClient): boolean {
  const own = queryClient.getQueryCache().getAll().filter((query) => !APP_WIDE_READS.has(String(query.queryKey[0])));
  return own.some((query) => query.state.status !== 'pending') && queryClient.isFetching() === 0;
}

/** Marks the first screen as shown once it has the data it asked for (see web/lib/first-screen.ts). */
export function FirstScreenWatch() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const started = Date.now();
    const timer = setInterval(() => {
      if (screenHasItsData(queryClient) || Date.now() - started >= LIMIT_MS) {
        clearInterval(timer);
        markFirstScreenShown();
      }
    }, CHECK_EVERY_MS);
    return () => clearInterval(timer);
  }, [queryClient]);
  return null;
}
