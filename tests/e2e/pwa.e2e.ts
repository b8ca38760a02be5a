import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { loadConfig } from '../../server/config';
import { startServer } from '../../server/main';
import { expect, test } from './fixtures';
import { chromiumLaunchOptions } from '../support/chromium';


test('Chromium finds the app installable: a valid manifest and no installability errors', async ({ e2e }) => {
  // Installability is not judged in incognito, so this uses a persistent profile.
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'gather-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...chromiumLaunchOptions,
    headless: true,
  });
  try {
    const page = await context.newPage();
    await page.goto(e2e.url);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    const cdp = await context.newCDPSession(page);
    const manifest = (await cdp.send('Page.getAppManifest')) as { errors: unknown[]; url: string };
    expect(manifest.url).toMatch(/manifest\.webmanifest$/);
    expect(manifest.errors).toEqual([]);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] };
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
});

test('after one visit, deep links open with the network off', async ({ page, context }) => {
  await page.goto('/');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
  // The first load installed the worker; a reload puts the page under its control.
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  await context.setOffline(true);
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { name: 'Privacy Policy', level: 1 })).toBeVisible();
  await page.goto('/terms');
  await expect(page.getByRole('heading', { name: 'Terms of Service', level: 1 })).toBeVisible();
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await context.setOffline(false);
});

test('when a new version is waiting, the app offers to reload, and Reload puts it in charge', async ({ browser }) => {
  // A server of its own over a copy of the build, so the test can publish a "new version" of the worker.
  const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gather-dist-'));
  fs.cpSync('dist', staticDir, { recursive: true });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gather-update-'));
  const config = loadConfig({ NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, STATIC_DIR: staticDir });
  const server = await startServer(config, { workers: false });
  const context = await browser.newContext({ baseURL: server.url });
  try {
    const page = await context.newPage();
    await page.goto('/privacy');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    const firstWorker = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
    expect(firstWorker).toMatch(/\/sw\.js$/);

    fs.appendFileSync(path.join(staticDir, 'sw.js'), '\n// a new version\n');
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((registration) => registration?.update()));
    await expect(page.getByText('A new version is available')).toBeVisible({ timeout: 15_000 });
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.getRegistration().then((registration) => registration?.waiting !== null))).toBe(true);

    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.getRegistration().then((registration) => registration?.waiting ?? null))).toBeNull();
    await expect(page.getByRole('heading', { name: 'Privacy Policy', level: 1 })).toBeVisible();
  } finally {
    await context.close();
    await server.close();
    fs.rmSync(staticDir, { recursive: true, force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
