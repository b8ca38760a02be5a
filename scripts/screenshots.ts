/**
 * Screenshots of every foundation screen at 360 px and 1280 px wide, in Debian's Chromium,
 * plus Chromium's installability verdict for the PWA.
 *
 * Usage: node --import tsx scripts/screenshots.ts [baseUrl] [--manifest]
 *   baseUrl     the built app with its API, default http://localhost:3000
 *   --manifest  also rewrite public/screenshots/{narrow,wide}.png (the manifest's screenshots)
 * Writes to test-results/screenshots/. With the API reachable it registers a throwaway user
 * to capture the signed-in screens too.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { chromiumLaunchOptions } from '../tests/support/chromium';

const OUT_DIR = path.join('test-results', 'screenshots');
const WIDTHS = [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
] as const;

type Viewport = { width: number; height: number };
type Shot = { name: string; path: string; prepare?: (page: Page) => Promise<void> };

const baseUrl = (process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? 'http://localhost:3000').replace(/\/$/, '');
const writeManifestShots = process.argv.includes('--manifest');

const GUEST_SHOTS: Shot[] = [
  { name: 'landing', path: '/' },
  { name: 'login', path: '/login' },
  { name: 'login-forgot-modal', path: '/login', prepare: openForgotModal },
  { name: 'login-forgot-sent', path: '/login', prepare: sendForgotEmail },
  { name: 'register', path: '/register' },
  { name: 'register-mismatch', path: '/register', prepare: submitMismatchedPasswords },
  { name: 'reset-password-no-token', path: '/reset-password' },
  { name: 'reset-password-form', path: '/reset-password?token=example' },
  { name: 'auth-callback-error', path: '/auth/callback?error=x' },
  { name: 'privacy', path: '/privacy' },
  { name: 'terms', path: '/terms' },
];

const SIGNED_IN_SHOTS: Shot[] = [
  { name: 'home', path: '/home' },
  { name: 'settings', path: '/settings' },
  { name: 'user-menu', path: '/home', prepare: openUserMenu },
  { name: 'nav-menu', path: '/home', prepare: openNavMenu },
  { name: 'communities-placeholder', path: '/communities' },
  { name: 'admin-denied', path: '/admin' },
];

async function openForgotModal(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  await page.locator('ion-modal.show-modal').waitFor();
  await page.waitForTimeout(600);
}

async function sendForgotEmail(page: Page): Promise<void> {
  await openForgotModal(page);
  await page.locator('ion-modal').getByLabel('Email', { exact: true }).fill('nobody@example.com');
  await page.locator('ion-modal ion-button[type="submit"]').click();
  await page.locator('ion-modal .form-success, ion-modal .form-error').waitFor();
  await page.waitForTimeout(300);
}

async function submitMismatchedPasswords(page: Page): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill('robin@example.com');
  await page.getByLabel('Full name', { exact: true }).fill('Robin Example');
  await page.getByLabel('Password', { exact: true }).fill('first password');
  await page.getByLabel('Confirm password', { exact: true }).fill('other password');
  await page.locator('ion-button[type="submit"]').click();
  await page.locator('.form-error').waitFor();
}

async function openUserMenu(page: Page): Promise<void> {
  await page.locator('.user-menu-button').click();
  await page.locator('ion-popover').getByText('Sign Out').waitFor();
  await page.waitForTimeout(400);
}

async function openNavMenu(page: Page): Promise<void> {
  const menuButton = page.locator('ion-menu-button');
  if (!(await menuButton.isVisible())) {
    return;
  }
  await menuButton.click();
  await page.locator('ion-menu.show-menu').waitFor();
  await page.waitForTimeout(500);
}

/** Height of everything the page scrolls (Ionic scrolls inside ion-content, not the body). */
async function contentHeight(page: Page): Promise<number> {
  return page.evaluate(async () => {
    type ScrollHost = HTMLElement & { getScrollElement?: () => Promise<HTMLElement> };
    let height = document.documentElement.scrollHeight;
    const landing = document.querySelector<HTMLElement>('.landing-scroll');
    if (landing) {
      height = Math.max(height, landing.scrollHeight);
    }
    for (const content of Array.from(document.querySelectorAll<ScrollHost>('ion-content'))) {
      if (content.offsetParent === null || !content.getScrollElement) {
        continue;
      }
      const scroller = await content.getScrollElement();
      height = Math.max(height, content.getBoundingClientRect().top + scroller.scrollHeight);
    }
    return Math.ceil(height);
  });
}

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForTimeout(300);
}

async function capture(page: Page, shot: Shot, viewport: Viewport): Promise<void> {
  await page.setViewportSize(viewport);
  await page.goto(`${baseUrl}${shot.path}`);
  await settle(page);
  if (shot.prepare) {
    await shot.prepare(page);
  } else {
    // Whole page: grow the window to the content so the screenshot shows what scrolling would.
    const height = Math.min(await contentHeight(page), 6000);
    if (height > viewport.height) {
      await page.setViewportSize({ width: viewport.width, height });
      await page.waitForTimeout(300);
    }
  }
  const file = path.join(OUT_DIR, `${shot.name}-${viewport.width}.png`);
  await page.screenshot({ path: file });
  console.log(`wrote ${file}`);
}

async function apiIsUp(): Promise<boolean> {
  try {
    const response = await fetch(`${baseUrl}/api/health`);
    return response.ok;
  } catch {
    return false;
  }
}

/** Registers a throwaway user through the API and returns a session token. */
async function createUserToken(): Promise<string> {
  const email = `screenshots-${Date.now()}@example.com`;
  const password = 'screenshot password';
  const post = (route: string, body: unknown) =>
    fetch(`${baseUrl}/api${route}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  const registered = await post('/auth/register', { email, username: 'screenshots', password, full_name: 'Robin Example' });
  if (!registered.ok) {
    throw new Error(`register failed: ${registered.status} ${await registered.text()}`);
  }
  const login = await post('/auth/login', { email, password });
  const { access_token } = (await login.json()) as { access_token: string };
  return access_token;
}

async function withContext(browser: Browser, token: string | null, run: (page: Page) => Promise<void>): Promise<void> {
  const context: BrowserContext = await browser.newContext({ serviceWorkers: 'block' });
  if (token) {
    await context.addInitScript((value) => localStorage.setItem('token', value), token);
  }
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
  page.on('console', (message) => {
    // Contexts here block service workers on purpose (no stale builds between runs).
    if (message.type() === 'error' && !message.text().startsWith('Service worker registration failed')) {
      console.error(`console error on ${page.url()}: ${message.text()}`);
    }
  });
  try {
    await run(page);
  } finally {
    await context.close();
  }
}

async function writeManifestScreenshots(browser: Browser, token: string | null): Promise<void> {
  const targets = [
    { file: 'public/screenshots/narrow.png', viewport: { width: 360, height: 640 } },
    { file: 'public/screenshots/wide.png', viewport: { width: 1280, height: 800 } },
  ];
  for (const target of targets) {
    const context = await browser.newContext({ serviceWorkers: 'block', viewport: target.viewport, deviceScaleFactor: target.viewport.width === 360 ? 2 : 1 });
    if (token) {
      await context.addInitScript((value) => localStorage.setItem('token', value), token);
    }
    const page = await context.newPage();
    await page.goto(`${baseUrl}${token ? '/home' : '/'}`);
    await settle(page);
    await page.screenshot({ path: target.file });
    console.log(`wrote ${target.file}`);
    await context.close();
  }
}

/** Chromium's own verdict: Page.getInstallabilityErrors needs a persistent (non-incognito) profile. */
async function checkInstallability(): Promise<void> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'gather-install-'));
  const context = await chromium.launchPersistentContext(profile, chromiumLaunchOptions);
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${baseUrl}/`);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    const cdp = await context.newCDPSession(page);
    const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
    const result = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] };
    console.log(`manifest ${manifest.url}: ${manifest.errors.length} manifest errors`, manifest.errors);
    console.log(`installability errors: ${JSON.stringify(result.installabilityErrors)}`);
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  fs.mkdirSync(OUT_DIR, { recursive: true });
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    await withContext(browser, null, async (page) => {
      for (const viewport of WIDTHS) {
        for (const shot of GUEST_SHOTS) {
          await capture(page, shot, viewport);
        }
      }
    });
    const token = (await apiIsUp()) ? await createUserToken() : null;
    if (token) {
      await withContext(browser, token, async (page) => {
        for (const viewport of WIDTHS) {
          for (const shot of SIGNED_IN_SHOTS) {
            await capture(page, shot, viewport);
          }
        }
      });
    } else {
      console.log(`No API at ${baseUrl}/api/health: signed-in screens skipped.`);
    }
    if (writeManifestShots) {
      await writeManifestScreenshots(browser, token);
    }
  } finally {
    await browser.close();
  }
  await checkInstallability();
}

await main();
