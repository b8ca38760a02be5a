/**
 * Screenshots of the invitation links and the event page of issue 17 at 360 px and 1280 px, in
 * Debian's Chromium: /join-event for a guest, an invitee and the host; /invite for a guest and for
 * someone already a member; the event page with its map, share and calendar links; an unknown
 * address, which sends a guest to /login (spec section 6) and shows a member the 404 in the app's layout.
 * Usage: node --import tsx scripts/screenshots-invitation-link.ts [baseUrl] [outDir]   (the built app with its API)
 * Writes <outDir>/<screen>-<width>.png (default test-results/screenshots).
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { Browser, Page } from 'playwright-core';
import { chromiumLaunchOptions } from '../tests/support/chromium';
import { scriptApi } from './support/script-api';

const baseUrl = (process.argv[2] ?? 'http://localhost:3000').replace(/\/$/, '');
const OUT_DIR = process.argv[3] ?? path.join('test-results', 'screenshots');
const VIEWPORTS = [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
];
const DESCRIPTION = Array.from({ length: 8 }, (_, i) => `Part ${i + 1}: we meet by the boathouse, bring warm clothes and a flask; the route is gentle.`).join('\n\n');

const { request: api, signUp } = scriptApi(baseUrl);

async function open(browser: Browser, viewport: { width: number; height: number }, token: string | null, route: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport });
  const page = await context.newPage();
  await page.goto('/privacy');
  if (token) {
    await page.evaluate((value) => localStorage.setItem('token', value), token);
  }
  await page.goto(route);
  return page;
}

async function shoot(browser: Browser, viewport: { width: number; height: number }): Promise<void> {
  const tag = String(viewport.width);
  const shot = async (page: Page, name: string, ready: string, scrollTo?: string) => {
    await page.getByText(ready).first().waitFor();
    await page.waitForTimeout(500);
    await page.screenshot({ path: path.join(OUT_DIR, `${name}-${tag}.png`) });
    if (scrollTo) {
      await page.getByText(scrollTo, { exact: true }).first().scrollIntoViewIfNeeded();
      await page.waitForTimeout(300);
      await page.screenshot({ path: path.join(OUT_DIR, `${name}-${tag}-lower.png`) });
    }
    await page.context().close();
  };
  const ada = await signUp('Ada Lovelace');
  const kwame = await signUp('Kwame Mensah');
  const priya = await signUp('Priya Shah');
  const nora = await signUp('Nora Newcomer');
  const community = await api<{ id: number; invite_code: string }>('POST', '/communities/', ada.token, { name: 'River Walkers', description: DESCRIPTION });
  await api('POST', '/communities/join', kwame.token, { invite_code: community.invite_code });
  const event = await api<{ id: number }>('POST', '/events/', ada.token, {
    community_id: community.id, title: 'Dawn river walk', start_datetime: new Date(Date.now() + 3 * 86_400_000).toISOString(), time_zone: 'Europe/London',
    location: 'Boathouse, Putney Embankment, London', price_range: '£3', description: DESCRIPTION,
  });
  const link = await api<{ invite_code: string }>('POST', '/event-invites/', ada.token, { event_id: event.id, message: 'Hope you can make it!' });
  await api('POST', '/event-invites/join', kwame.token, { invite_code: link.invite_code });
  await api('POST', '/event-invites/decline', priya.token, { invite_code: link.invite_code });

  await shot(await open(browser, viewport, null, `/join-event/${link.invite_code}`), 'join-event-guest', 'Dawn river walk');
  await shot(await open(browser, viewport, nora.token, `/join-event/${link.invite_code}`), 'join-event-invitee', 'Accept');
  await shot(await open(browser, viewport, ada.token, `/join-event/${link.invite_code}`), 'join-event-host', 'Kwame Mensah');
  await shot(await open(browser, viewport, null, `/invite/${community.invite_code}`), 'invite-guest', 'Login to Join');
  await shot(await open(browser, viewport, kwame.token, `/invite/${community.invite_code}`), 'invite-member', "You're already a member");
  await shot(await open(browser, viewport, kwame.token, `/events/${event.id}`), 'event-member', 'Dawn river walk', 'Share');
  await shot(await open(browser, viewport, ada.token, `/events/${event.id}`), 'event-creator', 'Dawn river walk');
  // A guest at an address that is no page goes to /login (commit 3f5adf3): wait for it, not for a 404.
  const guest = await open(browser, viewport, null, '/no-such-page');
  await guest.waitForURL('**/login');
  await shot(guest, 'unknown-address-guest', 'Welcome back');
  await shot(await open(browser, viewport, ada.token, '/no-such-page'), 'not-found-member', 'Page not found');
}

async function main(): Promise<void> {
  fs.mkdirSync(OUT_DIR, { recursive: true });
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    for (const viewport of VIEWPORTS) {
      await shoot(browser, viewport);
    }
  } finally {
    await browser.close();
  }
  console.log(`Screenshots written to ${OUT_DIR}`);
}

await main();
