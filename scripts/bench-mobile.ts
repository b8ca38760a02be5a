/**
 * Speed on a phone (issue 17): the built app in headless Chromium throttled as Lighthouse's mobile
 * profile (150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up, CPU 4x slower, 360x640), per screen the
 * median of `runs` visits of the time from navigation start until the screen's content shows,
 *   - empty cache: a fresh browser context each run;
 *   - warm: the same context's second visit, once its service worker is installed (the wait runs
 *     unthrottled: on a phone, time passes between the two visits);
 * and the JavaScript downloaded before the content showed on the landing page and on /home
 * (signed in), against the budgets. Run `npm run build` first. Not part of `npm test`.
 * Usage: npm run bench:mobile [-- runs] [--only NAME] [--detail]   (--detail lists the first run's requests, empty cache then warm)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import type { Browser, BrowserContext, CDPSession, Page } from '@playwright/test';
import { loadConfig } from '../server/config';
import { startServer } from '../server/main';
import { chromiumLaunchOptions } from '../tests/support/chromium';
import { hostSpeedLine, measureHostSpeed } from './bench/host-speed';
import { MOBILE_PROFILE, throttleAsPhone, unthrottle } from './bench/mobile-profile';
import { SCRIPTS_BEFORE, gzipBytesOf } from './bench/mobile-javascript';
import type { ScriptFetch } from './bench/mobile-javascript';
import { MOBILE_SCREENS, WARM_BUDGET_MS, recordContentShown } from './bench/mobile-screens';
import type { MobileScreen } from './bench/mobile-screens';
import { scriptApi } from './support/script-api';

const runs = Number(process.argv.slice(2).find((arg) => /^\d+$/.test(arg)) ?? 3);
const detail = process.argv.includes('--detail');
/** `--only /home` times that screen alone (for a closer look with --detail). */
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;
const KB = 1024;
const SIGNED_IN_JS_BUDGET_KB = 170;
const LANDING_JS_BUDGET_KB = 100;
/** One visit gives up after this long; the whole run stops starting visits after TOTAL_LIMIT_MS. */
const VISIT_LIMIT_MS = 40_000;
const TOTAL_LIMIT_MS = 5 * 60_000;
const distDir = path.resolve('dist');

if (!fs.existsSync(path.join(distDir, 'index.html'))) {
  console.error('dist/ is missing: run "npm run build" first.');
  process.exit(1);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gather-bench-mobile-'));
const config = loadConfig({ NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', SIGNUPS_PER_ADDRESS_PER_HOUR: '1000', LOGIN_FAILURES_PER_ADDRESS_PER_HOUR: '1000' });
const running = await startServer({ ...config, port: 0 }, { workers: false });
const base = running.url;
const startedAt = performance.now();

interface Seed {
  token: string;
  inviteCode: string;
  eventId: number;
}

/** A member with a community, upcoming events they answered, and a shareable invitation to one of them. */
async function seed(): Promise<Seed> {
  const api = scriptApi(base);
  const member = await api.signUp('Priya Bench');
  const community = await api.request<{ id: number }>('POST', '/communities/', member.token, {
    name: 'Leeds Bouldering Club',
    description: 'Friday nights on the wall, Sunday trips to the crag.',
  });
  const eventIds: number[] = [];
  for (let i = 0; i < 6; i += 1) {
    const start = new Date(Date.now() + (i + 1) * 3 * 86_400_000);
    const event = await api.request<{ id: number }>('POST', '/events/', member.token, {
      community_id: community.id,
      title: ['Friday Night Bouldering', 'Crag trip to Almscliff', 'Route setting social', 'Beginners session', 'Film night', 'Annual meeting'][i],
      description: 'Bring shoes and chalk; the wall lends both if you have none. '.repeat(4),
      location: 'The Depot, Leeds',
      start_datetime: start.toISOString(),
      end_datetime: new Date(start.getTime() + 3 * 3_600_000).toISOString(),
      time_zone: 'Europe/London',
    });
    eventIds.push(event.id);
    if (i < 4) {
      await api.request('POST', `/events/${event.id}/rsvp`, member.token, { status: i < 3 ? 'going' : 'maybe' });
    }
  }
  const eventId = eventIds[0] as number;
  const invite = await api.request<{ invite_code: string }>('POST', '/event-invites/', member.token, { event_id: eventId });
  return { token: member.token, inviteCode: invite.invite_code, eventId };
}

interface Visit {
  shownMs: number;
  scripts: ScriptFetch[];
}

/** Opens `url` in a new throttled tab of `context` and waits for the screen's content. */
async function visit(context: BrowserContext, url: string, screen: MobileScreen, listRequests: boolean): Promise<{ visit: Visit; page: Page }> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await throttleAsPhone(cdp);
  await page.goto(url, { waitUntil: 'commit', timeout: VISIT_LIMIT_MS });
  const shownMs = await contentShownAt(cdp);
  if (shownMs === undefined) {
    console.log(`  ${screen.name}: ${screen.contentLabel} did not show within ${VISIT_LIMIT_MS / 1000} s`);
    return { visit: { shownMs: NaN, scripts: [] }, page };
  }
  const scripts = await page.evaluate(SCRIPTS_BEFORE, shownMs);
  if (listRequests) {
    await printRequests(page, screen, shownMs);
  }
  await unthrottle(cdp);
  return { visit: { shownMs, scripts }, page };
}

/**
 * The moment the content showed (recorded by recordContentShown), asked every 100 ms through the
 * DevTools protocol. Not page.waitForFunction: that first evaluates Playwright's injected script
 * (a few hundred KB) in the page, on its main thread while the app starts: about 0.17 s of a
 * traced warm /login at 4x CPU, work no phone does (same build, alternating: landing 1.49 -> 1.31 s,
 * /login 2.62 -> 2.34 s warm at load average 5 to 8). Undefined if it did not show in time.
 */
async function contentShownAt(cdp: CDPSession): Promise<number | undefined> {
  const until = Date.now() + VISIT_LIMIT_MS;
  while (Date.now() < until) {
    const answer = await cdp
      .send('Runtime.evaluate', { expression: 'window.__contentShownAt', returnByValue: true })
      .catch(() => undefined);
    const value: unknown = answer?.result.value;
    if (typeof value === 'number') {
      return value;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return undefined;
}

/** Every request of the visit up to the content, in order of arrival: which one holds the screen back. */
async function printRequests(page: Page, screen: MobileScreen, shownMs: number): Promise<void> {
  const entries = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    return [nav, ...resources].map((entry) => ({
      url: new URL(entry.name).pathname,
      start: entry.startTime,
      end: entry.responseEnd,
      bytes: entry.encodedBodySize,
    }));
  });
  console.log(`  ${screen.name}, content at ${shownMs.toFixed(0)} ms, requests until then (start -> end, body bytes as sent):`);
  for (const entry of entries.filter((e) => e.start <= shownMs).sort((a, b) => a.end - b.end)) {
    console.log(`    ${entry.start.toFixed(0).padStart(6)} -> ${entry.end.toFixed(0).padStart(6)} ms  ${(entry.bytes / KB).toFixed(1).padStart(6)} KB  ${entry.url}`);
  }
}

/** A fresh context (empty cache) as a phone, signed in when the screen needs it. */
async function phoneContext(browser: Browser, screen: MobileScreen, token: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: base, viewport: MOBILE_PROFILE.viewport, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  if (screen.signedIn) {
    // Where the web app keeps its session (web/lib/token-store.ts), there before the app starts.
    await context.addInitScript((value) => {
      if (!localStorage.getItem('token')) {
        localStorage.setItem('token', value);
      }
    }, token);
  }
  await context.addInitScript(recordContentShown(screen.content));
  return context;
}

/** The service worker installed and active (its precache filled), or gives up after 30 s. */
async function serviceWorkerReady(page: Page): Promise<boolean> {
  return page
    .evaluate(() => Promise.race([navigator.serviceWorker.ready.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 30_000))]))
    .catch(() => false);
}

const median = (values: number[]): number => {
  const known = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  return known.length === values.length ? (known[Math.floor(known.length / 2)] ?? NaN) : NaN;
};
const seconds = (ms: number) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : 'n/a');
const verdict = (value: number, budget: number | null) => (budget === null ? '' : Number.isFinite(value) && value <= budget ? 'PASS' : 'OVER');

interface ScreenResult {
  screen: MobileScreen;
  cold: number[];
  warm: number[];
  coldScripts: ScriptFetch[][];
}

async function measure(browser: Browser, data: Seed): Promise<ScreenResult[]> {
  const results: ScreenResult[] = [];
  for (const screen of MOBILE_SCREENS.filter((candidate) => only === undefined || candidate.name === only)) {
    const result: ScreenResult = { screen, cold: [], warm: [], coldScripts: [] };
    results.push(result);
    for (let run = 0; run < runs; run += 1) {
      if (performance.now() - startedAt > TOTAL_LIMIT_MS) {
        console.log(`  stopping early: the run passed ${TOTAL_LIMIT_MS / 60_000} minutes`);
        return results;
      }
      const context = await phoneContext(browser, screen, data.token);
      try {
        const url = screen.path(data);
        const first = await visit(context, url, screen, detail && run === 0);
        result.cold.push(first.visit.shownMs);
        result.coldScripts.push(first.visit.scripts);
        const installed = await serviceWorkerReady(first.page);
        await first.page.close();
        const second = await visit(context, url, screen, detail && run === 0);
        result.warm.push(second.visit.shownMs);
        console.log(
          `  ${screen.name} run ${run + 1}: empty cache ${seconds(first.visit.shownMs)}, warm ${seconds(second.visit.shownMs)}${installed ? '' : ' (service worker not ready)'}`,
        );
      } finally {
        await context.close();
      }
    }
  }
  return results;
}

/** Median over the runs of the JavaScript fetched before the content: wire (brotli) and gzip bytes. */
function javascriptBefore(result: ScreenResult | undefined): { files: number; wireKb: number; gzipKb: number } {
  const perRun = (result?.coldScripts ?? [])
    .filter((scripts) => scripts.length > 0)
    .map((scripts) => ({
      files: scripts.length,
      wire: scripts.reduce((sum, script) => sum + script.wireBytes, 0),
      gzip: scripts.reduce((sum, script) => sum + gzipBytesOf(distDir, script.url), 0),
    }));
  const middle = [...perRun].sort((a, b) => a.gzip - b.gzip)[Math.floor(perRun.length / 2)];
  return middle ? { files: middle.files, wireKb: middle.wire / KB, gzipKb: middle.gzip / KB } : { files: 0, wireKb: NaN, gzipKb: NaN };
}

function report(results: ScreenResult[]): void {
  console.log(`\nSpeed on a phone: median of ${runs}; content shown, from navigation start (budgets of issue 17)`);
  console.log(`${'screen'.padEnd(26)} ${'content'.padEnd(34)} ${'empty cache'.padStart(11)}  budget       ${'warm'.padStart(7)}  budget`);
  for (const { screen, cold, warm } of results) {
    const coldMedian = median(cold);
    const warmMedian = median(warm);
    const coldBudget = screen.coldBudgetMs === null ? ''.padEnd(11) : `${seconds(screen.coldBudgetMs)} ${verdict(coldMedian, screen.coldBudgetMs)}`;
    console.log(
      `${screen.name.padEnd(26)} ${screen.contentLabel.padEnd(34)} ${seconds(coldMedian).padStart(11)}  ${coldBudget.padEnd(11)}  ${seconds(warmMedian).padStart(7)}  ${seconds(WARM_BUDGET_MS)} ${verdict(warmMedian, WARM_BUDGET_MS)}`,
    );
  }
  console.log('\nJavaScript downloaded before the content showed (empty cache; gzip as the build report counts, and as it came: brotli):');
  const rows: [string, ScreenResult | undefined, number][] = [
    ['landing (guest)', results.find((r) => r.screen.name === 'landing'), LANDING_JS_BUDGET_KB],
    ['/home (signed in)', results.find((r) => r.screen.name === '/home'), SIGNED_IN_JS_BUDGET_KB],
  ];
  for (const [label, result, budget] of rows) {
    const js = javascriptBefore(result);
    console.log(
      `${label.padEnd(26)} ${String(js.files).padStart(3)} files  gzip ${js.gzipKb.toFixed(1).padStart(6)} KB  (brotli on the wire ${js.wireKb.toFixed(1)} KB)  budget ${budget} KB gzip ${verdict(js.gzipKb, budget)}`,
    );
  }
}

try {
  const data = await seed();
  console.log(
    `Throttled as Lighthouse mobile: ${MOBILE_PROFILE.latencyMs} ms RTT, ${MOBILE_PROFILE.downloadBytesPerSecond} B/s down, ${MOBILE_PROFILE.uploadBytesPerSecond} B/s up, CPU x${MOBILE_PROFILE.cpuSlowdown}, ${MOBILE_PROFILE.viewport.width}x${MOBILE_PROFILE.viewport.height}; ${runs} runs per screen on ${os.cpus().length} cores (load average ${os.loadavg()[0]?.toFixed(2)})`,
  );
  const browser = await chromium.launch({ ...chromiumLaunchOptions, headless: true });
  try {
    const host = await measureHostSpeed(browser, MOBILE_PROFILE.cpuSlowdown);
    console.log(hostSpeedLine(host, MOBILE_PROFILE.cpuSlowdown));
    report(await measure(browser, data));
  } finally {
    await browser.close();
  }
  console.log(`\nTook ${((performance.now() - startedAt) / 1000).toFixed(0)} s; load average now ${os.loadavg()[0]?.toFixed(2)}.`);
} finally {
  await running.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
