import type { Browser, BrowserContext, CDPSession, Page } from '@playwright/test';
import { DOOR_SCREEN, screenPath } from '../../contracts/screens/screen-paths';
import { MOBILE_PROFILE } from './mobile-profile';
import { recordContentShown } from './mobile-screens';

/** Door mode in the browser, as bench:checkin drives it: a door's context, its pages, its outbox. */

/** How long a door may take to show its roster (a slow machine, a 5,000-person roster). */
export const WAIT_MS = 60_000;

/** A seeded member's name: what the door's search finds them by. */
export const memberName = (n: number) => `Bench Member ${String(n).padStart(4, '0')}`;

/** What the landing page shows first (web/features/landing/landing-page.tsx). */
const LANDING = '.landing-header';
/** What door mode shows once its roster is on screen. */
const DOOR_COUNTS = '.door-counts';
const doorPath = (eventId: number) => screenPath(DOOR_SCREEN, { eventId });

const sleep = (time: number) => new Promise((resolve) => setTimeout(resolve, time));

/** A phone-sized context signed in as the organiser, with its door's name, recording when the counts show. */
export async function doorContext(browser: Browser, base: string, token: string, doorName: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: base, viewport: MOBILE_PROFILE.viewport, isMobile: true, hasTouch: true, locale: 'en-GB', permissions: ['camera'] });
  // Where the web app keeps its session (web/lib/token-store.ts) and the door its name (door-name.ts).
  await context.addInitScript(
    ([session, door]) => {
      if (!localStorage.getItem('token')) {
        localStorage.setItem('token', session);
      }
      localStorage.setItem('gather-door-name', door);
    },
    [token, doorName] as const,
  );
  await context.addInitScript(recordContentShown(DOOR_COUNTS));
  return context;
}

/** As tests/e2e/pages/offline-pages.ts waitForServiceWorker: the page controlled by the service worker (reloaded once if not). */
export async function waitForServiceWorker(page: Page): Promise<boolean> {
  const controlled = () => page.evaluate(() => navigator.serviceWorker.ready.then(() => navigator.serviceWorker.controller !== null)).catch(() => false);
  const until = Date.now() + 20_000;
  let reloaded = false;
  while (Date.now() < until) {
    if (await controlled()) {
      return true;
    }
    if (!reloaded && Date.now() > until - 17_000) {
      reloaded = true;
      await page.reload();
    }
    await sleep(100);
  }
  return false;
}

/** Opens `path` online and waits for `shown` on screen (its data stored) and the service worker in control. */
async function openUntilControlled(context: BrowserContext, path: string, shown: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(path);
  await page.locator(shown).waitFor({ timeout: WAIT_MS });
  if (!(await waitForServiceWorker(page))) {
    throw new Error(`The service worker did not take control of ${path}`);
  }
  await page.locator(shown).waitFor({ timeout: WAIT_MS });
  return page;
}

/** Opens the door online and waits for the roster on screen (so stored) and the service worker in control. */
export function openOnline(context: BrowserContext, eventId: number): Promise<Page> {
  return openUntilControlled(context, doorPath(eventId), DOOR_COUNTS);
}

/**
 * A screen opened as a phone at the venue would: once online until the service worker is in
 * control, then offline in a fresh page with the CPU 4x slower. `shownAt`: ms from navigation start
 * until what the context's recordContentShown watches showed (NaN if not in time).
 */
export async function openedOffline(context: BrowserContext, path: string, shown: string): Promise<{ page: Page; shownAt: number }> {
  const first = await openUntilControlled(context, path, shown);
  await first.close();
  await context.setOffline(true);
  const page = await context.newPage();
  const cdp = await throttleCpu(context, page);
  await page.goto(path, { waitUntil: 'commit' });
  return { page, shownAt: await countsShownAt(cdp) };
}

/** Door mode opened offline (openedOffline) in a context of doorContext's. */
export function doorOpenedOffline(context: BrowserContext, eventId: number): Promise<{ page: Page; shownAt: number }> {
  return openedOffline(context, doorPath(eventId), DOOR_COUNTS);
}

/**
 * The app's lightest screen, the landing page of a guest, opened offline the same way as door mode
 * (once online until the service worker is in control, then a fresh page with the CPU 4x slower):
 * from navigation start until it shows. What any screen of the app costs to start on this host,
 * so door mode's figure can be read beside it. NaN if it did not show in time.
 */
export async function landingShownOffline(browser: Browser, base: string): Promise<number> {
  const context = await browser.newContext({ baseURL: base, viewport: MOBILE_PROFILE.viewport, isMobile: true, hasTouch: true, locale: 'en-GB' });
  try {
    await context.addInitScript(recordContentShown(LANDING));
    return (await openedOffline(context, '/', LANDING)).shownAt;
  } finally {
    await context.close();
  }
}

/** CPU 4x slower (the phone profile's CPU; the network is offline or local, so not throttled). */
export async function throttleCpu(context: BrowserContext, page: Page): Promise<CDPSession> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE_PROFILE.cpuSlowdown });
  return cdp;
}

/**
 * When the content recordContentShown watches (door mode's counts, the landing page's header)
 * showed, asked every 100 ms through the DevTools protocol, as bench-mobile does: not
 * page.waitForFunction, whose injected script would run on the page's main thread while the screen
 * starts. NaN if it did not show in time.
 */
export async function countsShownAt(cdp: CDPSession): Promise<number> {
  const until = Date.now() + WAIT_MS;
  while (Date.now() < until) {
    const answer = await cdp.send('Runtime.evaluate', { expression: 'window.__contentShownAt', returnByValue: true }).catch(() => undefined);
    const value: unknown = answer?.result.value;
    if (typeof value === 'number') {
      return value;
    }
    await sleep(100);
  }
  return NaN;
}

/** The door rows in this page's outbox (IndexedDB 'gather-local', table outbox): key, at, door. */
export function doorOutbox(page: Page): Promise<{ key: string; at: string; door: string }[]> {
  return page.evaluate(
    () =>
      new Promise<{ key: string; at: string; door: string }[]>((resolve, reject) => {
        const open = indexedDB.open('gather-local');
        open.onerror = () => reject(new Error(`Opening the local store failed: ${String(open.error)}`));
        open.onsuccess = () => {
          const read = open.result.transaction('outbox').objectStore('outbox').getAll();
          read.onerror = () => reject(new Error(`Reading the outbox failed: ${String(read.error)}`));
          read.onsuccess = () => {
            const rows = read.result as { change: { kind: string; action?: { key: string; at: string; door: string } } }[];
            resolve(rows.filter((row) => row.change.kind === 'door' && row.change.action).map((row) => row.change.action!));
            open.result.close();
          };
        };
      }),
  );
}

/** How many writes wait in the page's outbox: a count, so the probe costs the page little while it syncs. */
export function outboxCount(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('gather-local');
        open.onerror = () => reject(new Error(`Opening the local store failed: ${String(open.error)}`));
        open.onsuccess = () => {
          const read = open.result.transaction('outbox').objectStore('outbox').count();
          read.onerror = () => reject(new Error(`Counting the outbox failed: ${String(read.error)}`));
          read.onsuccess = () => {
            resolve(read.result);
            open.result.close();
          };
        };
      }),
  );
}

/** Checks in members first..last by name: the search narrowed to one name, then its Check in button. */
export async function checkInByName(page: Page, first: number, last: number): Promise<number> {
  const started = performance.now();
  const search = page.getByRole('searchbox', { name: 'Find by name' });
  for (let n = first; n <= last; n += 1) {
    await search.fill(memberName(n));
    await page.getByRole('button', { name: `Check in ${memberName(n)}`, exact: true }).click();
  }
  return performance.now() - started;
}
