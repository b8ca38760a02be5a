/**
 * Offline budgets (issue 7), in headless Chromium against the built app (run `npm run build` first):
 *   1. with the app installed (service worker in control, visited once) and the network off,
 *      /home shows its greeting within 1 s of navigation start (median of 5);
 *   2. 100 writes queued offline (comments and RSVPs) are all on the server within 5 s of the
 *      network coming back;
 *   3. the landing page's JavaScript within 170 KB gzipped and each route chunk within 40 KB
 *      (the build's own report, run here).
 * Usage: npm run bench:offline [-- runs]
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import type { Page } from '@playwright/test';
import { loadConfig } from '../server/config';
import { startServer } from '../server/main';
import { chromiumLaunchOptions } from '../tests/support/chromium';
import { scriptApi } from './support/script-api';
import { median } from './bench/median';

const HOME_BUDGET_MS = 1000;
const DRAIN_BUDGET_MS = 5000;
const QUEUED = 100;
const runs = Number(process.argv[2] ?? 5);

if (!fs.existsSync('dist/index.html')) {
  console.error('dist/ is missing: run "npm run build" first.');
  process.exit(1);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gather-bench-offline-'));
// The drain measures the outbox and the server, not the per-member comment limit (20 a minute),
// which 100 queued writes of one member would otherwise meet after 20.
const config = loadConfig({
  NODE_ENV: 'production',
  PORT: '0',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  SIGNUPS_PER_ADDRESS_PER_HOUR: '1000',
  LOGIN_FAILURES_PER_ADDRESS_PER_HOUR: '1000',
  COMMENTS_PER_MEMBER_PER_MINUTE: '1000',
});
const running = await startServer({ ...config, port: 0 }, { workers: false });
const base = running.url;

const { request: api } = scriptApi(base);

const verdict = (value: number, budget: number) => (value <= budget ? 'PASS' : 'OVER');

/** Records when the greeting first appears, in the page's own clock (0 = navigation start). */
const RECORD_GREETING = `
  new MutationObserver((_, observer) => {
    if (document.getElementById('home-title')) {
      window.__greetingAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, { childList: true, subtree: true });
`;

/** Adds queued comments and RSVPs straight into the outbox table, as the app writes them. */
async function queueWrites(page: Page, userId: number, eventId: number, count: number): Promise<void> {
  await page.evaluate(
    ({ userId, eventId, count }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('gather-local');
        open.onerror = () => reject(new Error('cannot open the local database'));
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction('outbox', 'readwrite');
          const store = tx.objectStore('outbox');
          const now = Date.now();
          for (let i = 0; i < count; i += 1) {
            const id = crypto.randomUUID();
            const rsvp = i % 10 === 9;
            const status = i % 20 === 9 ? 'going' : 'maybe';
            const content = `Queued comment ${i + 1}`;
            store.add({
              id, userId, seq: now + i, kind: rsvp ? 'rsvp' : 'comment', resourceKey: `event:${eventId}`,
              request: rsvp
                ? { method: 'POST', path: `/events/${eventId}/rsvp`, body: { status } }
                : { method: 'POST', path: '/comments/', body: { content, event_id: eventId, parent_id: null, client_id: id } },
              idempotencyKey: id, attempts: 0, nextAttemptAt: now, status: 'pending', lastError: null, createdAt: now,
              label: rsvp ? 'Your RSVP to “Bench night”' : 'Your comment on “Bench night”',
              change: rsvp
                ? { kind: 'rsvp', eventId, status, person: { id: userId, username: 'bench', full_name: 'Bench Member' } }
                : { kind: 'comment', eventId, parentId: null, content, author: { id: userId, username: 'bench', full_name: 'Bench Member' }, createdAt: new Date(now).toISOString() },
            });
          }
          tx.oncomplete = () => {
            db.close();
            resolve();
          };
          tx.onerror = () => reject(new Error('cannot queue'));
        };
      }),
    { userId, eventId, count },
  );
}

function outboxCount(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('gather-local');
        open.onerror = () => reject(new Error('cannot open'));
        open.onsuccess = () => {
          const request = open.result.transaction('outbox').objectStore('outbox').count();
          request.onsuccess = () => {
            open.result.close();
            resolve(request.result);
          };
        };
      }),
  );
}

async function main(): Promise<void> {
  const email = `bench-${Date.now()}@example.com`;
  const user = await api<{ id: number }>('POST', '/auth/register', null, { email, username: 'bench', password: 'bench-password-1', full_name: 'Bench Member' });
  const { access_token: token } = await api<{ access_token: string }>('POST', '/auth/login', null, { email, password: 'bench-password-1' });
  const community = await api<{ id: number }>('POST', '/communities/', token, { name: 'Bench club' });
  const start = new Date(Date.now() + 7 * 86_400_000).toISOString();
  const event = await api<{ id: number }>('POST', '/events/', token, { community_id: community.id, title: 'Bench night', start_datetime: start, time_zone: 'UTC' });

  const browser = await chromium.launch({ ...chromiumLaunchOptions, headless: true });
  try {
    const context = await browser.newContext({ baseURL: base, viewport: { width: 360, height: 740 } });
    await context.grantPermissions(['background-sync']);
    await context.addInitScript(RECORD_GREETING);
    const page = await context.newPage();
    await page.goto('/privacy');
    await page.evaluate((value) => localStorage.setItem('token', value), token);
    await page.goto('/home');
    // A member's first /home greets with "Welcome, ..."; the offline visits below say "Welcome back, ...".
    await page.getByRole('heading', { name: /^Welcome, / }).waitFor();
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.goto(`/events/${event.id}`);
    await page.getByRole('heading', { name: 'Discussion (0)' }).waitFor();
    await page.waitForTimeout(1500); // the offline copy is saved at most once a second

    await context.setOffline(true);
    const times: number[] = [];
    for (let i = 0; i < runs; i += 1) {
      await page.goto('/home');
      await page.getByRole('heading', { name: /Welcome back/ }).waitFor();
      const shownAt = await page.evaluate(() => (window as unknown as { __greetingAt?: number }).__greetingAt ?? NaN);
      times.push(shownAt);
      console.log(`offline /home run ${i + 1}: greeting shown ${shownAt.toFixed(0)} ms after navigation start`);
    }
    const homeMedian = median(times);
    console.log(`offline /home: median ${homeMedian.toFixed(0)} ms over ${runs} runs; budget ${HOME_BUDGET_MS} ms: ${verdict(homeMedian, HOME_BUDGET_MS)}`);

    await page.goto(`/events/${event.id}`);
    await page.getByRole('heading', { name: 'Bench night', level: 1 }).waitFor();
    await queueWrites(page, user.id, event.id, QUEUED);
    await page.reload();
    await page.getByRole('button', { name: `Pending changes (${QUEUED})` }).waitFor();

    const started = performance.now();
    await context.setOffline(false);
    while ((await outboxCount(page)) > 0) {
      if (performance.now() - started > 60_000) {
        throw new Error('the outbox did not drain within 60 s');
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const drainMs = performance.now() - started;
    // One page of up to 100 (the list is paginated, 20 by default): all 90 queued comments are top-level.
    const comments = await api<unknown[]>('GET', `/events/${event.id}/comments?limit=100`, token);
    const expectedComments = QUEUED - QUEUED / 10;
    console.log(`drain ${QUEUED} queued writes (${expectedComments} comments, ${QUEUED / 10} RSVPs) after reconnecting: ${drainMs.toFixed(0)} ms; server holds ${comments.length} comments; budget ${DRAIN_BUDGET_MS} ms: ${verdict(drainMs, DRAIN_BUDGET_MS)}`);
    if (comments.length !== expectedComments) {
      throw new Error(`expected ${expectedComments} comments on the server, found ${comments.length}`);
    }
  } finally {
    await browser.close();
  }
}

try {
  await main();
  console.log('\nBundle budgets (scripts/report-bundle-size.ts):');
  spawnSync(process.execPath, ['--import', 'tsx', 'scripts/report-bundle-size.ts'], { stdio: 'inherit' });
} finally {
  await running.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
