import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { GatherApi, openSignedIn } from './pages/discussion-pages';
import type { ApiUser } from './pages/discussion-pages';
import { waitForServiceWorker } from './pages/offline-pages';

/**
 * A screen of the app, and what shows that it has its data: every part of it, since a part still
 * loading when the member leaves has nothing to save (an event's discussion is read beside the
 * event, and can come a moment after it).
 */
type Visit = { path: string; shown: (page: Page) => Locator[] };

async function expectShown(page: Page, visit: Visit, message?: string): Promise<void> {
  for (const part of visit.shown(page)) {
    await expect(part, message).toBeVisible();
  }
}

/** An event's page with its data: its title, and its discussion with the count of its comments. */
const eventShown = (title: string) => (p: Page) => [p.getByRole('heading', { name: title, level: 1 }), p.getByRole('heading', { name: /^Discussion \(\d+\)$/, level: 2 })];

const UNSAVED = /You're offline and this (page )?hasn't been saved yet/;

/** A member of a community with two events, signed in, with the service worker in control. */
async function memberWithTwoEvents(page: Page, api: GatherApi): Promise<{ ada: ApiUser; visits: Visit[] }> {
  const grace = await api.registerUser('Grace Hopper');
  const ada = await api.registerUser('Ada Lovelace');
  const community = await api.createCommunity(grace, 'Sea Swimmers');
  await api.joinCommunity(ada, community.invite_code);
  const lido = await api.createEvent(grace, community.id, 'Lido at dusk');
  const pier = await api.createEvent(grace, community.id, 'Pier to pier', { startsInMs: 9 * 24 * 3_600_000 });
  await openSignedIn(page, ada, '/home');
  await expect(page.getByRole('heading', { name: 'Welcome, Ada!' })).toBeVisible();
  await waitForServiceWorker(page);
  const visits: Visit[] = [
    { path: '/home', shown: (p) => [p.getByRole('heading', { name: /^Welcome( back)?, Ada!$/ })] },
    { path: '/communities', shown: (p) => [p.getByText('Sea Swimmers').first()] },
    { path: `/communities/${community.id}`, shown: (p) => [p.getByRole('heading', { name: 'Sea Swimmers', level: 1 })] },
    { path: `/events/${lido.id}`, shown: eventShown('Lido at dusk') },
    { path: `/events/${pier.id}`, shown: eventShown('Pier to pier') },
  ];
  return { ada, visits };
}

/** Offline, each screen opens (a full page load) from the saved copy, and none says it was never saved. */
async function expectEachSavedOffline(page: Page, visits: Visit[]): Promise<void> {
  for (const visit of visits) {
    await page.goto(visit.path);
    await expectShown(page, visit, `${visit.path} offline`);
    await expect(page.getByText(UNSAVED)).toHaveCount(0);
  }
}

test.describe('the saved copy holds every screen the member saw', () => {
  test('screens opened online by full page loads 1.5 s apart all open offline', async ({ page, context, request }) => {
    const { visits } = await memberWithTwoEvents(page, new GatherApi(request));

    for (const visit of visits) {
      const started = Date.now();
      await page.goto(visit.path);
      await expectShown(page, visit);
      await page.waitForTimeout(Math.max(0, 1_500 - (Date.now() - started)));
    }

    await context.setOffline(true);
    await expectEachSavedOffline(page, [...visits].reverse());
  });

  test('a screen left the moment it shows its data is in the saved copy', async ({ page, context, request }) => {
    const { visits } = await memberWithTwoEvents(page, new GatherApi(request));

    // As a member who taps on as soon as the screen appears: no pause between one load and the next.
    for (const visit of visits) {
      await page.goto(visit.path);
      await expectShown(page, visit);
    }

    await context.setOffline(true);
    await expectEachSavedOffline(page, [...visits].reverse());
  });

  test('a screen opened a second before the signal goes reopens from its saved copy, not an error', async ({ page, context, request }) => {
    const { visits } = await memberWithTwoEvents(page, new GatherApi(request));
    const community = visits.find((visit) => visit.path.startsWith('/communities/'));
    if (!community) {
      throw new Error('no community page among the visits');
    }

    await page.goto(community.path);
    await expectShown(page, community);
    await page.waitForTimeout(1_000);
    await context.setOffline(true);
    await page.reload();
    await expectShown(page, community);
    await expect(page.getByText('Failed to load community details')).toHaveCount(0);
  });

  test('a screen never opened online says so offline, and keeps saying so instead of turning into an error', async ({ page, context, request }) => {
    const api = new GatherApi(request);
    const { ada } = await memberWithTwoEvents(page, api);
    const other = await api.createCommunity(ada, 'Night Owls');

    await context.setOffline(true);
    await page.goto(`/communities/${other.id}`);
    await expect(page.getByText(UNSAVED).first()).toBeVisible();
    // Longer than a query's retries take (1 s, then 2 s): offline, a query waits for the network instead of failing.
    await page.waitForTimeout(4_000);
    await expect(page.getByText(UNSAVED).first()).toBeVisible();
    await expect(page.getByText('Failed to load community details')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Try Again' })).toHaveCount(0);
  });
});
