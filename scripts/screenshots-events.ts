/**
 * Screenshots of the community, event and invitation screens with data, at 360 px and 1280 px, in
 * Debian's Chromium: a community page with events, an event seen by its creator, the invite
 * dialog, the Sent tab with a link's answers, and /join-event for a signed-out visitor.
 * Usage: node --import tsx scripts/screenshots-events.ts [baseUrl]   (the built app with its API)
 * Writes test-results/screenshots/events-*.png.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { Browser, Page } from 'playwright-core';
import { chromiumLaunchOptions } from '../tests/support/chromium';
import { scriptApi } from './support/script-api';

const OUT_DIR = path.join('test-results', 'screenshots');
const baseUrl = (process.argv[2] ?? 'http://localhost:3000').replace(/\/$/, '');
const VIEWPORTS = [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
];

const { request: api, signUp } = scriptApi(baseUrl);
const member = async (name: string) => (await signUp(name)).token;

async function signedIn(browser: Browser, viewport: { width: number; height: number }, token: string | null): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport });
  const page = await context.newPage();
  await page.goto('/privacy');
  if (token) {
    await page.evaluate((value) => localStorage.setItem('token', value), token);
  }
  return page;
}

async function shoot(browser: Browser, viewport: { width: number; height: number }): Promise<void> {
  const tag = String(viewport.width);
  const shot = (page: Page, name: string) => page.screenshot({ path: path.join(OUT_DIR, `events-${name}-${tag}.png`) });
  const grace = await member('Grace Hopper');
  const ada = await member('Ada Lovelace');
  const community = await api<{ id: number; invite_code: string }>('POST', '/communities/', grace, { name: 'Sea Swimmers', description: 'Cold water, warm tea.' });
  await api('POST', '/communities/join', ada, { invite_code: community.invite_code });
  const day = 86_400_000;
  const event = await api<{ id: number }>('POST', '/events/', grace, {
    community_id: community.id, title: 'Lido at dusk', start_datetime: new Date(Date.now() + 3 * day).toISOString(), time_zone: 'Europe/London',
    location: 'Brockwell Lido, London', price_range: '£5', description: 'Bring a towel and a flask.', event_link: 'https://example.com/lido',
  });
  await api('POST', '/events/', grace, { community_id: community.id, title: 'Pier walk', start_datetime: new Date(Date.now() + 9 * day).toISOString(), is_private: true });
  await api('POST', `/events/${event.id}/rsvp`, ada, { status: 'going' });
  const link = await api<{ invite_code: string }>('POST', '/event-invites/', grace, { event_id: event.id, message: 'Come along!' });
  await api('POST', '/event-invites/', grace, { event_id: event.id, invited_email: 'linus@example.com' });
  await api('POST', '/event-invites/join', ada, { invite_code: link.invite_code });

  const page = await signedIn(browser, viewport, grace);
  await page.goto(`/communities/${community.id}`);
  await page.getByText('Lido at dusk').first().waitFor();
  await page.waitForTimeout(400);
  await shot(page, 'community');
  await page.goto(`/events/${event.id}`);
  await page.getByRole('heading', { name: 'Lido at dusk', level: 1 }).waitFor();
  await page.waitForTimeout(400);
  await shot(page, 'event-creator');
  // Edit goes to the community page and opens the form there (spec section 2).
  await page.getByText('Edit', { exact: true }).first().click();
  await page.waitForURL(`**/communities/${community.id}`);
  await page.locator('ion-modal').getByText('Save Changes').waitFor();
  await page.waitForTimeout(500);
  await shot(page, 'edit-from-event');
  await page.goto(`/events/${event.id}`);
  await page.getByRole('heading', { name: 'Lido at dusk', level: 1 }).waitFor();
  await page.getByText('Invite People').first().click();
  await page.locator('ion-modal').getByText('Send by Email').first().waitFor();
  await page.waitForTimeout(500);
  await shot(page, 'invite-dialog');
  await page.goto('/my-invitations?tab=sent');
  await page.getByText('To Ada Lovelace').first().waitFor();
  await page.waitForTimeout(400);
  await shot(page, 'sent-with-answers');
  await page.context().close();

  const guest = await signedIn(browser, viewport, null);
  await guest.goto(`/join-event/${link.invite_code}`);
  await guest.getByText('Lido at dusk').first().waitFor();
  await guest.waitForTimeout(400);
  await shot(guest, 'join-event-guest');
  await guest.context().close();
}

fs.mkdirSync(OUT_DIR, { recursive: true });
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  for (const viewport of VIEWPORTS) {
    await shoot(browser, viewport);
    console.log(`event screenshots at ${viewport.width} px written to ${OUT_DIR}`);
  }
} finally {
  await browser.close();
}
