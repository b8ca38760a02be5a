import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, HEADLESS_SHELL_PATH } from '../support/chromium';
import { writeQrVideo } from '../support/fake-camera';
import { expect, test } from './fixtures';
import { GatherApi, openSignedIn } from './pages/discussion-pages';

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
