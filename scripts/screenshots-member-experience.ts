/**
 * Screenshots at 360 px and 1280 px of the screens issue 17 changed, with data, in Debian's
 * Chromium: home with Up next (an event under way, the next ones, an invitation waiting), the
 * events list and its calendar with a day's agenda, the event page (member and creator), the
 * invitation link for a guest and for its host, the community cards, the settings' account
 * section, the developer page and the donate page.
 * It starts the built app (dist/) on a fresh SQLite folder with a local mail sink, so the invitee
 * can prove her address and see an invitation sent to it, and with payments configured against no
 * Stripe at all (the forms show; nothing is paid). Run `npm run build` first.
 * Usage: node --import tsx scripts/screenshots-member-experience.ts [outDir]   (default test-results/screenshots)
 * Writes <outDir>/member-<screen>-<width>.png.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { Browser, Page } from 'playwright-core';
import { loadConfig } from '../server/config';
import { startServer } from '../server/main';
import { chromiumLaunchOptions } from '../tests/support/chromium';
import { decodeQuotedPrintable, startSmtpSink } from '../tests/support/smtp-sink';
import type { SmtpSink } from '../tests/support/smtp-sink';
import { scriptApi } from './support/script-api';
import type { ScriptApi } from './support/script-api';

const OUT_DIR = process.argv[2] ?? path.join('test-results', 'screenshots');
const VIEWPORTS = [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
];
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const PASSWORD = 'screenshot-password-1';

type Member = { token: string; email: string };
type Call = ScriptApi['request'];

/** Signs a member up, proves the address through the mailed link, and signs in. */
async function signUp(api: Call, smtp: SmtpSink, fullName: string): Promise<Member> {
  const email = `${fullName.split(' ')[0]?.toLowerCase()}-${Date.now()}@example.com`;
  await api('POST', '/auth/register', null, { email, password: PASSWORD, full_name: fullName });
  const mail = await smtp.waitForMailTo(email, 10_000, 'Confirm your e-mail address for Gather');
  const token = /verify-email\?token=([\w-]+)/.exec(decodeQuotedPrintable(mail.raw))?.[1];
  await api('POST', '/auth/verify-email', null, { token });
  const { access_token } = await api<{ access_token: string }>('POST', '/auth/login', null, { email, password: PASSWORD });
  return { token: access_token, email };
}

type Seed = { ada: Member; nora: Member; eventId: number; linkCode: string; nextEventDay: string };

/**
 * Ada runs River Walkers (a long name, so cards must cut it) with events; Nora, a member, is at
 * one under way, going to another tomorrow, maybe to a third, and has Kwame's invitation waiting.
 */
async function seed(api: Call, smtp: SmtpSink): Promise<Seed> {
  const ada = await signUp(api, smtp, 'Ada Lovelace');
  const nora = await signUp(api, smtp, 'Nora Newcomer');
  const kwame = await signUp(api, smtp, 'Kwame Mensah');
  const walkers = await api<{ id: number; invite_code: string }>('POST', '/communities/', ada.token, {
    name: 'River Walkers of the Upper Thames Valley and Friends',
    description: 'Gentle walks along the river, every weekend, whatever the weather.',
  });
  await api('POST', '/communities/join', nora.token, { invite_code: walkers.invite_code });
  await api('POST', '/communities/join', kwame.token, { invite_code: walkers.invite_code });
  const event = async (title: string, startsInMs: number, extra: object = {}) =>
    api<{ id: number; start_datetime: string }>('POST', '/events/', ada.token, {
      community_id: walkers.id,
      title,
      start_datetime: new Date(Date.now() + startsInMs).toISOString(),
      end_datetime: new Date(Date.now() + startsInMs + 2 * HOUR).toISOString(),
      time_zone: 'Europe/London',
      location: 'Boathouse, Putney Embankment, London',
      description: 'We meet by the boathouse. Bring warm clothes and a flask; the route is gentle and flat.',
      ...extra,
    });
  const now = await event('Morning coffee walk', -HOUR);
  const dawn = await event('Dawn river walk', DAY + 2 * HOUR, { price_range: '£3' });
  const picnic = await event('Riverside picnic', 3 * DAY);
  await event('Lantern walk', 9 * DAY, { is_private: true });
  for (const [id, who, status] of [
    [now.id, nora, 'going'],
    [dawn.id, nora, 'going'],
    [picnic.id, nora, 'maybe'],
    [dawn.id, kwame, 'going'],
    [dawn.id, ada, 'going'],
  ] as const) {
    await api('POST', `/events/${id}/rsvp`, who.token, { status });
  }
  const book = await api<{ id: number }>('POST', '/communities/', kwame.token, { name: 'Book Club', description: 'One book a month.' });
  const reading = await api<{ id: number }>('POST', '/events/', kwame.token, {
    community_id: book.id, title: 'Reading night', start_datetime: new Date(Date.now() + 5 * DAY).toISOString(), time_zone: 'Europe/London',
  });
  await api('POST', '/event-invites/', kwame.token, { event_id: reading.id, invited_email: nora.email, message: 'Bring a book!' });
  const link = await api<{ invite_code: string }>('POST', '/event-invites/', ada.token, { event_id: dawn.id, message: 'Hope you can make it!' });
  await api('POST', '/event-invites/join', kwame.token, { invite_code: link.invite_code });
  await api('POST', '/developer/tokens', ada.token, { name: 'My script token', expires_days: 30, access: 'read_only' });
  return { ada, nora, eventId: dawn.id, linkCode: link.invite_code, nextEventDay: dawn.start_datetime };
}

async function shoot(browser: Browser, baseUrl: string, data: Seed, viewport: { width: number; height: number }): Promise<string[]> {
  const written: string[] = [];
  const open = async (token: string | null, route: string): Promise<Page> => {
    const context = await browser.newContext({ baseURL: baseUrl, viewport, locale: 'en-GB', timezoneId: 'Europe/London' });
    const page = await context.newPage();
    await page.goto('/privacy');
    if (token) {
      await page.evaluate((value) => localStorage.setItem('token', value), token);
    }
    await page.goto(route);
    return page;
  };
  const save = async (page: Page, name: string) => {
    await page.waitForTimeout(500);
    const file = path.join(OUT_DIR, `member-${name}-${viewport.width}.png`);
    await page.screenshot({ path: file });
    written.push(file);
  };
  /** Scrolls the text into view and takes another picture. */
  const lower = async (page: Page, name: string, text: string | RegExp) => {
    await page.getByText(text, { exact: true }).first().scrollIntoViewIfNeeded();
    await save(page, name);
  };

  let page = await open(data.nora.token, '/home');
  await page.getByText('Waiting for your answer').waitFor();
  await save(page, 'home-up-next');
  await lower(page, 'home-up-next-invitation', 'Waiting for your answer');
  await page.context().close();

  page = await open(data.nora.token, '/events');
  await page.locator('.event-card').first().waitFor();
  await save(page, 'events-list');
  await page.getByRole('button', { name: 'Calendar', exact: true }).click();
  const day = await page.evaluate((iso) => new Date(iso).toLocaleDateString('en-CA', { timeZone: 'Europe/London' }), data.nextEventDay);
  const cell = page.locator(`.calendar-day-button[data-date="${day}"]`);
  if (!(await cell.isVisible())) {
    await page.getByRole('button', { name: 'Next month' }).click();
  }
  // The day's number: on a wide screen the middle of the cell is the event's chip, a link to it.
  await cell.click({ position: { x: 8, y: 8 } });
  await page.getByRole('region', { name: /^Events on / }).getByText('Dawn river walk').waitFor();
  await save(page, 'events-calendar');
  await page.getByRole('region', { name: /^Events on / }).scrollIntoViewIfNeeded();
  await save(page, 'events-calendar-agenda');
  await page.context().close();

  page = await open(data.nora.token, `/events/${data.eventId}`);
  await page.getByRole('heading', { name: 'Dawn river walk', level: 1 }).waitFor();
  await save(page, 'event-member');
  await lower(page, 'event-member-lower', /^Discussion/);
  await page.context().close();
  page = await open(data.ada.token, `/events/${data.eventId}`);
  await page.getByRole('heading', { name: 'Your event' }).waitFor();
  await save(page, 'event-creator');
  await page.context().close();

  page = await open(null, `/join-event/${data.linkCode}`);
  await page.getByText('Dawn river walk').first().waitFor();
  await save(page, 'join-event-guest');
  await page.context().close();
  page = await open(data.ada.token, `/join-event/${data.linkCode}`);
  await page.getByText('This is your invitation link').waitFor();
  await save(page, 'join-event-host');
  await page.context().close();

  page = await open(data.nora.token, '/communities');
  await page.getByText('Book Club').first().waitFor().catch(() => undefined);
  await page.getByText(/River Walkers/).first().waitFor();
  await save(page, 'communities');
  await page.context().close();

  page = await open(data.ada.token, '/settings');
  await page.getByText('Contact Support').waitFor();
  await save(page, 'settings-account');
  await lower(page, 'settings-password', 'Password');
  await lower(page, 'settings-your-communities', 'Your communities');
  await lower(page, 'settings-notifications', 'Notifications on this device');
  await page.getByRole('button', { name: 'Edit full name' }).click();
  await page.getByLabel('Full name').first().waitFor();
  await page.getByText('Profile', { exact: true }).first().scrollIntoViewIfNeeded();
  await save(page, 'settings-edit-name');
  await page.context().close();

  page = await open(data.ada.token, '/developer');
  await page.getByText('My script token').first().waitFor();
  await save(page, 'developer');
  await lower(page, 'developer-tokens', 'API tokens');
  await page.getByRole('button', { name: 'Delete My script token' }).click();
  await page.locator('ion-modal.confirm-dialog').getByRole('heading', { level: 2 }).waitFor();
  await save(page, 'developer-delete-confirm');
  await page.context().close();

  page = await open(data.ada.token, '/donate');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await save(page, 'donate');
  await page.context().close();
  return written;
}

async function main(): Promise<void> {
  if (!fs.existsSync(path.join('dist', 'index.html'))) {
    throw new Error('dist/ is missing: run "npm run build" first.');
  }
  fs.mkdirSync(OUT_DIR, { recursive: true });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gather-shots-'));
  const smtp = await startSmtpSink();
  const config = loadConfig({
    NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', SMTP_URL: smtp.url,
    SIGNUPS_PER_ADDRESS_PER_HOUR: '1000', LOGIN_FAILURES_PER_ADDRESS_PER_HOUR: '1000',
    // Payments set up, so /donate and the Pro panel show their forms; nothing here reaches Stripe
    // (its address is a closed local port: a payment started from a screenshot would fail).
    STRIPE_SECRET_KEY: 'sk_test_screenshots', STRIPE_PUBLISHABLE_KEY: 'pk_test_screenshots', STRIPE_WEBHOOK_SECRET: 'whsec_screenshots',
    STRIPE_PRO_PRICE_ID: 'price_screenshots', STRIPE_API_URL: 'http://127.0.0.1:9',
  });
  const running = await startServer({ ...config, port: 0 }, { workers: true });
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const data = await seed(scriptApi(running.url).request, smtp);
    for (const viewport of VIEWPORTS) {
      const written = await shoot(browser, running.url, data, viewport);
      console.log(`${written.length} screenshots at ${viewport.width} px written to ${OUT_DIR}`);
    }
  } finally {
    await browser.close();
    await running.close();
    await smtp.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
