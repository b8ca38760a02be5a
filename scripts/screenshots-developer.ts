/**
 * Screenshots of the developer screens at 360 px and 1280 px in Debian's Chromium: /developer with
 * tokens (one inactive), the create form, the once-only secret with 'Copied!', and /developer/docs
 * (overview, a search for "rsvp" with an entry open).
 * Usage: node --import tsx scripts/screenshots-developer.ts [baseUrl] [outDir]   (the built app with its API)
 * Writes developer-*.png to outDir (default test-results/screenshots).
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

const { request: api, signUp } = scriptApi(baseUrl);

async function signedIn(browser: Browser, viewport: { width: number; height: number }, token: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
  const page = await context.newPage();
  await page.goto('/privacy');
  await page.evaluate((value) => localStorage.setItem('token', value), token);
  return page;
}

async function shoot(browser: Browser, viewport: { width: number; height: number }): Promise<void> {
  const tag = String(viewport.width);
  // Ionic scrolls inside ion-content, so a whole page is taken with a tall window.
  const shot = async (page: Page, name: string, whole = false) => {
    if (whole) {
      await page.setViewportSize({ width: viewport.width, height: 2400 });
      await page.waitForTimeout(300);
    }
    await page.screenshot({ path: path.join(OUT_DIR, `developer-${name}-${tag}.png`) });
    if (whole) {
      await page.setViewportSize(viewport);
    }
  };
  const { token } = await signUp('Katherine Johnson');
  await api('POST', '/developer/tokens', token, { name: 'Calendar sync script', expires_days: 90, access: 'read_only' });
  const old = await api<{ token: { id: number } }>('POST', '/developer/tokens', token, { name: 'Old laptop', access: 'read_write' });
  await api('PATCH', `/developer/tokens/${old.token.id}/deactivate`, token);

  const page = await signedIn(browser, viewport, token);
  await page.goto('/developer');
  await page.getByText('Calendar sync script').waitFor();
  await page.waitForTimeout(400);
  await shot(page, 'page', true);

  await page.getByRole('button', { name: 'Create Token' }).click();
  await page.getByRole('button', { name: 'Create Token' }).last().click();
  await page.getByText('Token name is required').waitFor();
  await page.waitForTimeout(300);
  await shot(page, 'form-required');
  await page.getByLabel('Token name').fill('Weekly digest bot');
  await page.getByLabel('Read and write').check();
  await page.getByRole('button', { name: 'Create Token' }).last().click();
  await page.getByTestId('raw-token').waitFor();
  await page.getByRole('button', { name: 'Copy token' }).click();
  await page.getByText('Copied!').first().waitFor();
  await page.waitForTimeout(300);
  await shot(page, 'new-token');

  await page.goto('/developer/docs');
  await page.getByRole('heading', { name: 'Getting started' }).waitFor();
  await page.waitForTimeout(400);
  await shot(page, 'docs');
  await page.locator('.docs-search input').fill('rsvp');
  await page.getByText('endpoints match').waitFor();
  await page.locator('.docs-entry summary').first().click();
  await page.waitForTimeout(400);
  await shot(page, 'docs-rsvp', true);
  await page.context().close();
}

fs.mkdirSync(OUT_DIR, { recursive: true });
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  for (const viewport of VIEWPORTS) {
    await shoot(browser, viewport);
  }
} finally {
  await browser.close();
}
console.log(`Screenshots in ${OUT_DIR}`);
