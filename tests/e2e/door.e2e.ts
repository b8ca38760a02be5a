import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, HEADLESS_SHELL_PATH } from '../support/chromium';
import { writeQrVideo } from '../support/fake-camera';
import { ROSTER_REFRESH_MS } from '../../web/features/checkin/door/use-door-roster';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { GatherApi, openSignedIn } from './pages/discussion-pages';
import { queuedCheckIns, waitForServiceWorker } from './pages/offline-pages';

/** Where the door's screenshots go (looked at by hand, not compared). */
const SHOTS = process.env.SHOTS_DIR ?? 'test-results/e2e/shots';

test('door mode scans a ticket from the camera, checks in by name offline, and the server has both once', async ({ request, playwright, e2e }) => {
  const api = new GatherApi(request);
  const grace = await api.registerUser('Grace Hopper');
  const ada = await api.registerUser('Ada Lovelace');
  const community = await api.createCommunity(grace, 'Board games club');
  await api.joinCommunity(ada, community.invite_code);
  const event = await api.createEvent(grace, community.id, 'Winter games night', { startsInMs: 30 * 60_000 });
  const asAda = { Authorization: `Bearer ${ada.token}` };
  const asGrace = { Authorization: `Bearer ${grace.token}` };
  expect((await request.post(`/api/events/${event.id}/rsvp`, { headers: asAda, data: { status: 'going' } })).ok()).toBe(true);
  const ticket = (await (await request.post(`/api/events/${event.id}/ticket`, { headers: asAda })).json()) as { code: string };

  // Ada holds her ticket up to the door's phone: Chromium's camera plays a video of its QR code.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gather-door-'));
  const video = path.join(dir, 'ticket.y4m');
  writeQrVideo(video, ticket.code);
  const browser = await playwright.chromium.launch({
    executablePath: HEADLESS_SHELL_PATH ?? CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${video}`],
  });
  try {
    const context = await browser.newContext({ baseURL: e2e.url, viewport: { width: 360, height: 740 }, locale: 'en-GB', permissions: ['camera'] });
    const page = await context.newPage();
    await openSignedIn(page, grace, `/events/${event.id}/door`);

    const answer = page.locator('.door-answer');
    await expect(answer).toContainText('Checked in');
    await expect(answer).toContainText('Ada Lovelace');
    await expect(answer).toHaveAttribute('aria-live', 'assertive');
    // Grace, who organised it, is going too.
    await expect(page.getByText('1 of 2 checked in')).toBeVisible();
    // The screen with an answer on it meets WCAG 2.1 AA as axe checks it (contrast of each tone, names, labels).
    const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
    await expect
      .poll(async () => ((await (await request.get(`/api/events/${event.id}/attendance`, { headers: asGrace })).json()) as { checked_in: number }).checked_in)
      .toBe(1);

    // The signal goes: Grace checks herself in by name; it is sent, once, when the signal returns.
    await context.setOffline(true);
    await page.getByRole('searchbox', { name: 'Find by name' }).fill('grace');
    await page.getByRole('button', { name: 'Check in Grace Hopper' }).click();
    await expect(page.getByText('2 of 2 checked in')).toBeVisible();
    await expect(page.locator('.door-search').getByText(/Waiting to sync/)).toBeVisible();
    await context.setOffline(false);
    await expect(page.locator('.door-search').getByText(/Waiting to sync/)).toHaveCount(0);
    const roster = (await (await request.get(`/api/events/${event.id}/roster`, { headers: asGrace })).json()) as { entries: { name: string; check_in: { door: string | null } | null }[] };
    expect(roster.entries.map((entry) => [entry.name, entry.check_in?.door ?? null]).sort()).toEqual([
      ['Ada Lovelace', 'Door 1'],
      ['Grace Hopper', 'Door 1'],
    ]);
    await context.close();
  } finally {
    await browser.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('a member opens their ticket offline; two doors, both offline, scan it; online again, the event has one check-in and both doors show it', async ({ page, context, request, playwright, e2e }) => {
  // A door whose check-in lost to the other's learns so at its next roster refresh, up to 30 s later:
  // the test's usual time, plus that wait.
  test.setTimeout(test.info().timeout + ROSTER_REFRESH_MS);
  const api = new GatherApi(request);
  const grace = await api.registerUser('Grace Hopper');
  const ada = await api.registerUser('Ada Lovelace');
  const community = await api.createCommunity(grace, 'Chess club');
  await api.joinCommunity(ada, community.invite_code);
  const event = await api.createEvent(grace, community.id, 'Blitz night', { startsInMs: 30 * 60_000 });
  const asGrace = { Authorization: `Bearer ${grace.token}` };
  expect((await request.post(`/api/events/${event.id}/rsvp`, { headers: { Authorization: `Bearer ${ada.token}` }, data: { status: 'going' } })).ok()).toBe(true);

  // Ada opens her ticket once at home, online: the device keeps it.
  await openSignedIn(page, ada, `/events/${event.id}`);
  await waitForServiceWorker(page);
  const issued = page.waitForResponse((response) => response.url().endsWith(`/api/events/${event.id}/ticket`) && response.request().method() === 'POST');
  await page.getByRole('link', { name: 'Ticket', exact: true }).click();
  const { code } = (await (await issued).json()) as { code: string };
  const qr = page.locator('svg.qr-code');
  await expect(qr).toBeVisible();

  // In the basement bar there is no signal: the ticket still opens, the same QR code.
  await context.setOffline(true);
  await page.reload();
  await expect(qr).toBeVisible();
  await expect(page.getByText('Ada Lovelace')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Blitz night' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/ticket-offline-360.png` });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SHOTS}/ticket-offline-1280.png` });

  // Two doors, each Grace's phone. Each opens door mode once online, nothing yet in front of its
  // camera, and keeps the roster.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gather-doors-'));
  const video = path.join(dir, 'camera.y4m');
  writeQrVideo(video, []);
  const browser = await playwright.chromium.launch({
    executablePath: HEADLESS_SHELL_PATH ?? CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${video}`],
  });
  try {
    const openDoor = async (name: string) => {
      const door = await browser.newContext({ baseURL: e2e.url, viewport: { width: 360, height: 740 }, locale: 'en-GB', permissions: ['camera'] });
      const doorPage = await door.newPage();
      await openSignedIn(doorPage, grace, `/events/${event.id}/door`);
      await expect(doorPage.getByText('0 of 2 checked in')).toBeVisible();
      await waitForServiceWorker(doorPage);
      const doorName = doorPage.getByLabel('This door is called');
      await doorName.fill(name);
      await doorName.blur();
      return { door, doorPage };
    };
    const first = await openDoor('Front door');
    const second = await openDoor('Side door');

    // Both lose the signal. Ada holds her ticket up to the doors' cameras: each door checks her in,
    // offline, not knowing of the other.
    await Promise.all([first.door.setOffline(true), second.door.setOffline(true)]);
    writeQrVideo(video, code);
    const search = (doorPage: Page) => doorPage.locator('.door-search');
    for (const [{ doorPage }, name] of [[first, 'Front door'], [second, 'Side door']] as const) {
      await doorPage.reload();
      await expect(doorPage.locator('.door-answer')).toContainText('Ada Lovelace');
      await expect(doorPage.getByText('1 of 2 checked in')).toBeVisible();
      await doorPage.getByRole('searchbox', { name: 'Find by name' }).fill('ada');
      await expect(search(doorPage).getByText(new RegExp(`Checked in \\d{2}:\\d{2}, ${name} · Waiting to sync`))).toBeVisible();
    }
    await second.doorPage.screenshot({ path: `${SHOTS}/door-offline-360.png` });
    expect(((await (await request.get(`/api/events/${event.id}/attendance`, { headers: asGrace })).json()) as { checked_in: number }).checked_in).toBe(0);

    // Which door saw her first: each door's camera reads the same ticket, the side door's maybe before
    // its reload.
    const queued = [...(await queuedCheckIns(first.doorPage)), ...(await queuedCheckIns(second.doorPage))];
    expect(queued.map(({ door }) => door).sort()).toEqual(['Front door', 'Side door']);
    const earlier = queued.reduce((a, b) => (Date.parse(a.at) <= Date.parse(b.at) ? a : b));

    // The signal returns at both doors, and each sends its check-in, in either order: the first to
    // arrive stands until the earlier one comes. Once neither waits, the server keeps one check-in,
    // the earlier.
    await Promise.all([first.door.setOffline(false), second.door.setOffline(false)]);
    for (const { doorPage } of [first, second]) {
      // A send that failed as the signal came back is tried again 2 s later, then 4 s.
      await expect(search(doorPage).getByText(/Waiting to sync/)).toHaveCount(0, { timeout: 20_000 });
    }
    const attendance = (await (await request.get(`/api/events/${event.id}/attendance`, { headers: asGrace })).json()) as { checked_in: number; going: number };
    expect(attendance).toMatchObject({ checked_in: 1, going: 2 });
    const roster = (await (await request.get(`/api/events/${event.id}/roster`, { headers: asGrace })).json()) as { entries: { name: string; check_in: { at: string; door: string | null } | null }[] };
    const standing = roster.entries.filter((entry) => entry.check_in).map((entry) => ({ name: entry.name, door: entry.check_in?.door }));
    expect(standing).toEqual([{ name: 'Ada Lovelace', door: earlier.door }]);
    // A door learns of the other's earlier check-in when it reads the roster again: when its own
    // writes are sent, and every 30 s while open (ROSTER_REFRESH_MS).
    for (const { doorPage } of [first, second]) {
      await expect(search(doorPage).getByText(new RegExp(`Checked in \\d{2}:\\d{2}, ${earlier.door ?? ''}$`))).toBeVisible({ timeout: ROSTER_REFRESH_MS + 10_000 });
      await expect(search(doorPage).getByText(/Waiting to sync/)).toHaveCount(0);
      await expect(doorPage.getByText('1 of 2 checked in')).toBeVisible();
    }
    await second.doorPage.setViewportSize({ width: 1280, height: 900 });
    await second.doorPage.screenshot({ path: `${SHOTS}/door-synced-1280.png` });
    await second.doorPage.setViewportSize({ width: 360, height: 740 });
    await second.doorPage.screenshot({ path: `${SHOTS}/door-synced-360.png` });
  } finally {
    await browser.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }

  // Grace's event page counts Ada once; Ada's page says she was checked in.
  await context.setOffline(false);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/events/${event.id}`);
  await expect(page.getByText(/You were checked in at \d{2}:\d{2}/)).toBeVisible();
});
