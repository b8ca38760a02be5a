import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { GatherApi } from './pages/discussion-pages';
import { EventPage } from './pages/event-pages';
import { CalendarSettings, consentAtGoogle } from './pages/google-pages';

const CALENDAR = 'gather-e2e@group.calendar.google.com';

async function api(request: APIRequestContext, token: string, method: 'post' | 'put', path: string, data: unknown): Promise<Record<string, unknown>> {
  const response = await request[method](path, { headers: { Authorization: `Bearer ${token}` }, data });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as Record<string, unknown>;
}

const tokenOf = (page: Page) => page.evaluate(() => localStorage.getItem('token'));

test('sign in with Google, connect the calendar, pick one, and see an RSVP arrive, move and leave', async ({ page, e2e, request }) => {
  const { google } = e2e;
  const email = `grace.${Date.now()}@example.com`;
  google.addAccount({
    email,
    name: 'Grace Hopper',
    calendars: [
      { id: email, summary: email, primary: true, accessRole: 'owner', backgroundColor: '#9fe1e7' },
      { id: CALENDAR, summary: 'Gather events', accessRole: 'owner', backgroundColor: '#f83a22' },
      { id: 'holidays@group.v.calendar.google.com', summary: 'Holidays', accessRole: 'reader' },
    ],
  });

  // Sign in with Google, through the stand-in's consent page.
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await consentAtGoogle(page, email);
  await page.waitForURL(/\/home$/);
  const token = await tokenOf(page);
  expect(token).toBeTruthy();
  // The token does not stay in the history: the callback entry was replaced.
  expect(page.url()).not.toContain('token=');

  // Settings: auto-sync waits for a connected calendar, then Connect Google Calendar.
  await page.goto('/settings');
  const settings = new CalendarSettings(page);
  await expect(page.getByText('Connect Google Calendar below to turn this on.')).toBeVisible();
  expect(await settings.autoSyncToggle().evaluate((el) => (el as HTMLElement & { disabled: boolean }).disabled)).toBe(true);
  await settings.panel().getByRole('button', { name: 'Connect Google Calendar' }).click();
  await consentAtGoogle(page, email);
  await expect(page.getByText('Google Calendar connected successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/settings$/);

  // Pick a calendar: read-only ones cannot be chosen.
  await expect(settings.panel().getByRole('radio', { name: /Holidays/ })).toBeDisabled();
  await settings.panel().getByRole('radio', { name: /Gather events/ }).check();
  await expect(page.getByText('Calendar selected successfully!')).toBeVisible();
  await settings.autoSyncToggle().click();
  await expect(page.getByText('Global auto-sync enabled')).toBeVisible();

  // An event the member organises in their community: they are going to it from the start.
  const community = await api(request, token ?? '', 'post', '/api/communities/', { name: 'Sync club' });
  const event = await api(request, token ?? '', 'post', '/api/events/', {
    community_id: community.id,
    title: 'Harbour walk',
    start_datetime: '2030-05-04T10:00:00+01:00',
    time_zone: 'Europe/London',
    location: 'Quay 3',
  });
  const eventPage = new EventPage(page);
  await page.goto(`/events/${String(event.id)}`);
  await expect(eventPage.rsvpButton('Going')).toHaveAttribute('aria-pressed', 'true');
  const copies = () => google.state.liveEvents(CALENDAR);
  await expect.poll(() => copies().map((copy) => copy.summary)).toEqual(['Harbour walk']);
  expect(copies()[0]?.start).toEqual({ dateTime: '2030-05-04T09:00:00.000Z', timeZone: 'Europe/London' });

  // Its time changes: the copy is patched, still one.
  await api(request, token ?? '', 'put', `/api/events/${String(event.id)}`, { start_datetime: '2030-05-04T14:00:00+01:00' });
  await expect.poll(() => (copies()[0]?.start as { dateTime?: string } | undefined)?.dateTime).toBe('2030-05-04T13:00:00.000Z');
  expect(copies()).toHaveLength(1);

  // Cancel RSVP: the copy is removed.
  await page.reload();
  await eventPage.rsvpButton('Cancel RSVP').click();
  await expect.poll(() => copies().length).toBe(0);
});

test('a guest who opens a community invite and signs in with Google comes back a member', async ({ page, e2e, request }) => {
  const api = new GatherApi(request);
  const owner = await api.registerUser('Olu Owner');
  const community = await api.createCommunity(owner, 'Harbour Rowers');
  const email = `linus.${Date.now()}@example.com`;
  e2e.google.addAccount({ email, name: 'Linus Guest', calendars: [{ id: email, summary: email, primary: true, accessRole: 'owner' }] });

  // The invite link, signed out: Login to Join keeps the code while the member goes to Google and back.
  await page.goto(`/invite/${community.invite_code}`);
  await page.getByRole('button', { name: 'Login to Join' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await consentAtGoogle(page, email);

  // Back from Google, the invite page joins by itself and opens the community.
  await page.waitForURL(new RegExp(`/communities/${String(community.id)}$`));
  await expect(page.getByRole('heading', { name: 'Harbour Rowers' })).toBeVisible();
  const mine = await request.get('/api/communities/', { headers: { Authorization: `Bearer ${(await tokenOf(page)) ?? ''}` } });
  expect(((await mine.json()) as { name: string }[]).map((c) => c.name)).toContain('Harbour Rowers');
});
