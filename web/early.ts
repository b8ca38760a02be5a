/**
 * The app's first script (named in index.html before web/main.tsx, and only a few KB): it runs
 * while the app's own scripts still download and sends the reads the screen at this address makes
 * first (the signed-in user, the page's own data), instead of after React, the router, Ionic and
 * the page have started, one after another. The page's queries adopt the answers
 * (web/lib/api-client.ts: sendEarlyRead), so query keys, fetchers and the handling of a 401 stay
 * where they are.
 */
import { SESSION_READ } from '@contracts/screens/screens';
import { earlyReadsFor } from './app/early-reads';
import { sendEarlyRead } from './lib/api-client';
import { getToken } from './lib/token-store';

const reads = earlyReadsFor(window.location.pathname, getToken() !== null);
for (const path of reads) {
  sendEarlyRead(path);
}

// The first date format made on a page loads the browser's locale data: about 60 ms on a desktop,
// several times that on a phone. While the scripts download the main thread is mostly idle, so
// pay it then rather than while the screen renders its first dates: a screen that reads its data
// first shows dates with it. One that reads none formats none as it opens (door mode), and there
// the idle moments are its code and local database arriving: the format would only delay it.
if (reads.some((path) => path !== SESSION_READ) && typeof requestIdleCallback === 'function') {
  requestIdleCallback(() => Intl.DateTimeFormat().resolvedOptions());
}
