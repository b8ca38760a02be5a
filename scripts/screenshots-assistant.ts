/**
 * Screenshots of the event assistant at 360 px and 1280 px, in Debian's Chromium: the community
 * page's AI button, the dialog's URL tab with its refusals (an empty entry, an entry that is no
 * address, a site that cannot be found), its Text tab with an announcement, the counter and a text
 * with no event, and the create-event form it filled with the note of where fields were read (and
 * of what to check about an old announcement's date).
 * Usage: node --import tsx scripts/screenshots-assistant.ts [baseUrl] [outDir]   (the built app with its API)
 * Writes assistant-*.png to outDir (default test-results/screenshots).
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

const ANNOUNCEMENT = [
  'Winter Quiz Night',
  'Thursday 3 December 2026, 8pm start at the Red Lion, 14 Market Street.',
  '£2 a head, teams of up to 6. Prizes for the best team name!',
  'Tickets: https://tickets.example/winter-quiz',
  'Group chat: https://chat.whatsapp.com/Gk7Vw2QpLx9RbT4mYc1NzA',
].join('\n');

const { request: api, signUp } = scriptApi(baseUrl);

async function shoot(browser: Browser, viewport: { width: number; height: number }): Promise<void> {
  const tag = String(viewport.width);
  const shot = (page: Page, name: string) => page.screenshot({ path: path.join(OUT_DIR, `assistant-${name}-${tag}.png`) });
  const { token } = await signUp('Ada Lovelace');
  const community = await api<{ id: number }>('POST', '/communities/', token, { name: 'Quiz Team', description: 'Pub quizzes around town.' });

  const context = await browser.newContext({ baseURL: baseUrl, viewport, timezoneId: 'Europe/London', locale: 'en-GB' });
  const page = await context.newPage();
  await page.goto('/privacy');
  await page.evaluate((value) => localStorage.setItem('token', value), token);
  await page.goto(`/communities/${community.id}`);
  await page.getByRole('button', { name: 'AI Assistant' }).waitFor();
  await page.waitForTimeout(400);
  await shot(page, 'community');

  await page.getByRole('button', { name: 'AI Assistant' }).click();
  await page.getByRole('dialog', { name: 'AI Event Assistant' }).waitFor();
  await page.waitForTimeout(500);
  await shot(page, 'dialog-url');
  await page.getByRole('button', { name: 'Parse Event' }).click();
  await page.getByRole('alert').waitFor();
  await shot(page, 'dialog-url-required');
  await page.getByLabel('Event page URL').fill('quiz night at the red lion');
  await page.getByRole('button', { name: 'Parse Event' }).click();
  await page.waitForTimeout(300);
  await shot(page, 'dialog-url-not-an-address');
  await page.getByLabel('Event page URL').fill('https://no-such-venue.invalid/quiz');
  await page.getByRole('button', { name: 'Parse Event' }).click();
  await page.getByText('Check the address').waitFor();
  await shot(page, 'dialog-url-unreachable');

  await page.getByRole('tab', { name: 'Text' }).click();
  await page.getByLabel('Event text').fill('asdf qwer zxcv');
  await page.getByRole('button', { name: 'Parse Event' }).click();
  await page.getByText('Paste the announcement itself').waitFor();
  await shot(page, 'dialog-text-nothing-found');
  await page.getByLabel('Event text').fill(ANNOUNCEMENT);
  await shot(page, 'dialog-text');
  await page.getByLabel('Event text').fill(`${ANNOUNCEMENT}\n${'.'.repeat(14_100 - ANNOUNCEMENT.length)}`);
  await shot(page, 'dialog-text-counter-red');
  await page.getByLabel('Event text').fill(ANNOUNCEMENT);
  await page.getByRole('button', { name: 'Parse Event' }).click();
  await page.getByRole('note').waitFor();
  await page.waitForTimeout(600);
  await shot(page, 'form-prefilled');
  await page.goto(`/communities/${community.id}`);
  await page.getByRole('button', { name: 'AI Assistant' }).click();
  await page.getByRole('tab', { name: 'Text' }).click();
  await page.getByLabel('Event text').fill('Coffee morning Friday 14 June 2014, 10am at the village hall');
  await page.getByRole('button', { name: 'Parse Event' }).click();
  await page.getByRole('note').waitFor();
  await page.waitForTimeout(600);
  await shot(page, 'form-date-check');
  await context.close();
}

fs.mkdirSync(OUT_DIR, { recursive: true });
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  for (const viewport of VIEWPORTS) {
    await shoot(browser, viewport);
    console.log(`assistant screenshots at ${viewport.width} px written to ${OUT_DIR}`);
  }
} finally {
  await browser.close();
}
