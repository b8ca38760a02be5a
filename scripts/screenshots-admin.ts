/**
 * Screenshots of /admin at 360 px and 1280 px wide in Debian's Chromium: the dashboard as it opens
 * (30 days), after switching to 7 days, while loading, and what a member sees.
 *
 * Usage: ADMIN_TOKEN=<session token of a site admin> [MEMBER_TOKEN=<a member's>] \
 *   node --import tsx scripts/screenshots-admin.ts [baseUrl] [outDir]
 * (baseUrl: the built app with its API, default http://localhost:3000; outDir default
 * test-results/screenshots/admin). A session token is what POST /api/auth/login answers.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { Browser, Page } from 'playwright-core';
import { chromiumLaunchOptions } from '../tests/support/chromium';

const WIDTHS = [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
] as const;

const args = process.argv.slice(2);
const baseUrl = (args[0] ?? 'http://localhost:3000').replace(/\/$/, '');
const outDir = args[1] ?? path.join('test-results', 'screenshots', 'admin');
const adminToken = process.env.ADMIN_TOKEN;
const memberToken = process.env.MEMBER_TOKEN;

async function open(browser: Browser, viewport: { width: number; height: number }, token: string): Promise<Page> {
  const context = await browser.newContext({ viewport, baseURL: baseUrl });
  await context.addInitScript((value) => localStorage.setItem('token', value), token);
  return context.newPage();
}

/** The page scrolls inside ion-content, so a whole-page shot grows the viewport to the content's height first. */
async function shoot(page: Page, name: string, width: number): Promise<void> {
  const file = path.join(outDir, `${name}-${width}.png`);
  const viewport = page.viewportSize();
  const height = await page.evaluate(() => (document.querySelector('main')?.scrollHeight ?? 0) + 120);
  if (viewport && height > viewport.height) {
    await page.setViewportSize({ width: viewport.width, height });
    await page.waitForTimeout(300);
  }
  await page.screenshot({ path: file });
  // The same page in screen-sized slices, easier to look at than one very tall image.
  const sliceHeight = width < 600 ? 1400 : 1100;
  for (let top = 0, part = 1; top < height && part <= 12; top += sliceHeight, part += 1) {
    await page.screenshot({ path: path.join(outDir, `${name}-${width}-part${part}.png`), clip: { x: 0, y: top, width, height: Math.min(sliceHeight, height - top) } });
  }
  if (viewport) {
    await page.setViewportSize(viewport);
  }
  console.log(`  ${file}`);
}

async function main(): Promise<void> {
  if (!adminToken) {
    throw new Error('Set ADMIN_TOKEN to a site admin\'s session token');
  }
  fs.mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    for (const viewport of WIDTHS) {
      const page = await open(browser, viewport, adminToken);
      // The admin calls are held until the loading state is taken: the skeletons as a slow connection shows them.
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/api/admin/**', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto('/admin');
      await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
      await shoot(page, 'loading', viewport.width);
      release();
      await page.unrouteAll({ behavior: 'wait' });
      await page.getByRole('region', { name: 'New users' }).waitFor({ timeout: 30_000 });
      await page.getByRole('table', { name: /^Users/ }).waitFor({ timeout: 30_000 });
      await shoot(page, 'dashboard-30-days', viewport.width);
      await page.getByLabel('Time range').selectOption('7');
      await page.waitForURL(/days=7/);
      await page.getByText('in the last 7 days').first().waitFor();
      await shoot(page, 'dashboard-7-days', viewport.width);
      await page.context().close();
      if (memberToken) {
        const member = await open(browser, viewport, memberToken);
        await member.goto('/admin');
        await member.getByText('Access Denied').waitFor();
        await shoot(member, 'member-access-denied', viewport.width);
        await member.context().close();
      }
    }
  } finally {
    await browser.close();
  }
}

await main();
