/**
 * Screenshots of the offline screens at 360 px and 1280 px wide, in Debian's Chromium, against
 * the built app on a throwaway server: the offline banner with pending marks on an event, the
 * pending changes list, and the message for a write the server refused (the event was deleted).
 * Usage: node --import tsx scripts/screenshots-offline.ts   (needs `npm run build`)
 * Writes test-results/screenshots/offline-*.png.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import type { Browser } from '@playwright/test';
import { loadConfig } from '../server/config';
import { startServer } from '../server/main';
import { chromiumLaunchOptions } from '../tests/support/chromium';
import { scriptApi } from './support/script-api';

const OUT_DIR = path.join('test-results', 'screenshots');
const VIEWPORTS = [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
];

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gather-shots-offline-'));
const config = loadConfig({ NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, SIGNUPS_PER_ADDRESS_PER_HOUR: '1000', LOGIN_FAILURES_PER_ADDRESS_PER_HOUR: '1000' });
const running = await startServer({ ...config, port: 0 }, { workers: false });

const { request: api, signUp: member } = scriptApi(running.url);

async function shoot(browser: Browser, viewport: { width: number; height: number }): Promise<void> {
  const grace = await member('Grace Hopper');
  const ada = await member('Ada Lovelace');
  const community = await api<{ id: number; invite_code: string }>('POST', '/communities/', grace.token, { name: 'Sea Swimmers' });
  await api('POST', '/communities/join', ada.token, { invite_code: community.invite_code });
  const start = new Date(Date.now() + 3 * 86_400_000).toISOString();
  const event = await api<{ id: number }>('POST', '/events/', grace.token, { community_id: community.id, title: 'Lido at dusk', start_datetime: start, time_zone: 'Europe/London', location: 'Brockwell Lido, London' });
  await api('POST', '/comments/', grace.token, { content: 'Who brings towels?', event_id: event.id });

  const context = await browser.newContext({ baseURL: running.url, viewport });
  const page = await context.newPage();
  await page.goto('/privacy');
  await page.evaluate((token) => localStorage.setItem('token', token), ada.token);
  await page.goto(`/events/${event.id}`);
  await page.getByText('Who brings towels?').waitFor();
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.waitForTimeout(1500);

  await context.setOffline(true);
  await page.reload();
  await page.getByRole('button', { name: 'Going', exact: true }).click();
  await page.getByLabel('Add a comment').fill('See you at the lido! I can bring a flask of tea for everyone.');
  await page.getByRole('button', { name: 'Post Comment' }).click();
  await page.getByRole('button', { name: 'Reply' }).first().click();
  await page.getByLabel('Reply to Grace Hopper').fill('I will bring two.');
  await page.getByRole('button', { name: 'Post Reply' }).click();
  await page.getByRole('button', { name: 'Pending changes (3)' }).waitFor();
  const tag = `${viewport.width}`;
  await page.evaluate(() => document.querySelector<Element & { scrollToTop?: () => Promise<void> }>('#signed-in-page ion-content')?.scrollToTop?.());
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(OUT_DIR, `offline-event-pending-${tag}.png`) });
  await page.locator('section.discussion').scrollIntoViewIfNeeded();
  await page.locator('section.discussion').screenshot({ path: path.join(OUT_DIR, `offline-discussion-pending-${tag}.png`) });

  await page.getByRole('button', { name: 'Pending changes (3)' }).click();
  await page.locator('ion-modal.pending-changes-modal').getByText('Your reply on “Lido at dusk”').waitFor();
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(OUT_DIR, `offline-pending-list-${tag}.png`) });
  await page.locator('ion-modal.pending-changes-modal').getByRole('button', { name: 'Close' }).click();
  await page.waitForTimeout(400);

  await api('DELETE', `/events/${event.id}`, grace.token);
  await context.setOffline(false);
  await page.locator('.sync-failures').getByText('could not be saved').first().waitFor({ timeout: 15_000 });
  await page.getByRole('heading', { name: 'Event not found' }).waitFor();
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(OUT_DIR, `offline-failure-${tag}.png`) });
  await context.close();
}

fs.mkdirSync(OUT_DIR, { recursive: true });
const browser = await chromium.launch({ ...chromiumLaunchOptions, headless: true });
try {
  for (const viewport of VIEWPORTS) {
    await shoot(browser, viewport);
    console.log(`offline screenshots at ${viewport.width} px written to ${OUT_DIR}`);
  }
} finally {
  await browser.close();
  await running.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
