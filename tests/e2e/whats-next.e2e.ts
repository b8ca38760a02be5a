import type { APIRequestContext, Page } from '@playwright/test';
import { utcToWallTime, wallTimeToUtc } from '@contracts/events/event-time';
import { decodeQuotedPrintable } from '../support/smtp-sink';
import type { E2eServer } from './fixtures';
import { expect, test } from './fixtures';
import { GatherApi, openSignedIn } from './pages/discussion-pages';
import type { ApiUser } from './pages/discussion-pages';
import { AttendingPage, rsvpThroughApi } from './pages/event-pages';

const DAY_MS = 86_400_000;

/** The calendar day `days` from today, as clocks in `zone` count days (YYYY-MM-DD). */
function dayFromToday(days: number, zone: string): string {
  const today = utcToWallTime(new Date(), zone).date;
  return new Date(Date.parse(`${today}T12:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Waits out the last `marginMs` of the day in `zone`, so the day a test sets up on is still today
 * when it checks 'Today', 'Tomorrow' or 'in 3 days' (a suite can run at any hour).
 */
async function awayFromMidnight(page: Page, zone: string, marginMs: number): Promise<void> {
  const untilMidnight = wallTimeToUtc(dayFromToday(1, zone), '00:00', zone).getTime() - Date.now();
  if (untilMidnight < marginMs) {
    test.setTimeout(test.info().timeout + untilMidnight + 1_000);
    await page.waitForTimeout(untilMidnight + 1_000);
  }
}

/** Follows the confirmation link mailed at sign-up, so invitations to the address reach the account. */
async function confirmEmail(e2e: E2eServer, request: APIRequestContext, user: ApiUser): Promise<void> {
  const mail = await e2e.smtp.waitForMailTo(user.email, 10_000, 'Confirm your e-mail address for Gather');
  const token = /verify-email\?token=([\w-]+)/.exec(decodeQuotedPrintable(mail.raw))?.[1];
  const response = await request.post('/api/auth/verify-email', { data: { token } });
  expect(response.ok()).toBe(true);
}

/** Goes forward month by month until the calendar shows the month of `day`. */
async function showMonthOf(attending: AttendingPage, day: string, locale: string): Promise<void> {
  const title = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));
  for (let step = 0; step < 3 && (await attending.monthTitle().textContent()) !== title; step += 1) {
    await attending.nextMonth();
  }
  await expect(attending.monthTitle()).toHaveText(title);
}

test.describe('in London', () => {
  test.use({ timezoneId: 'Europe/London' });

  test("home's Up next: going first, then maybe, with a countdown; an invitation accepted in place joins them", async ({ page, request, e2e }) => {
    await awayFromMidnight(page, 'Europe/London', 60_000);
    const api = new GatherApi(request);
    const ada = await api.registerUser('Ada Lovelace');
    const nora = await api.registerUser('Nora Newcomer');
    await confirmEmail(e2e, request, nora);
    const community = await api.createCommunity(ada, 'Book Club');
    await api.joinCommunity(nora, community.invite_code);
    const tomorrowEvening = wallTimeToUtc(dayFromToday(1, 'Europe/London'), '19:00', 'Europe/London');
    const quiz = await api.createEvent(ada, community.id, 'Pub quiz', { startsInMs: tomorrowEvening.getTime() - Date.now() });
    // Three calendar days ahead at noon: 'in 3 days' whatever the hour the suite runs (three days and an hour from 23:00 is four days ahead).
    const inThreeDays = wallTimeToUtc(dayFromToday(3, 'Europe/London'), '12:00', 'Europe/London');
    const walk = await api.createEvent(ada, community.id, 'Canal walk', { startsInMs: inThreeDays.getTime() - Date.now() });
    const reading = await api.createEvent(ada, community.id, 'Reading night', { startsInMs: 5 * DAY_MS });
    await rsvpThroughApi(request, nora.token, walk.id, 'maybe');
    await rsvpThroughApi(request, nora.token, quiz.id, 'going');
    await api.invite(ada, reading.id, nora.email, 'Bring a book!');

    await openSignedIn(page, nora, '/home');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Nora!');
    const upNext = page.getByRole('region', { name: 'Up next' });
    // The events' own links, not the Ticket beside one Nora is going to.
    const eventLinks = () => upNext.getByRole('list', { name: 'Your next events' }).getByRole('link').filter({ hasNotText: /^\s*Ticket for / });
    const next = eventLinks();
    await expect(next).toHaveCount(2);
    await expect(next.nth(0)).toContainText('Tomorrow 19:00');
    await expect(next.nth(0)).toContainText('Pub quiz');
    await expect(next.nth(0)).toContainText('Going');
    await expect(next.nth(1)).toContainText('in 3 days');
    await expect(next.nth(1)).toContainText('Canal walk');
    await expect(next.nth(1)).toContainText('Maybe');

    // The invitation waits with Accept and Decline; accepting it keeps Nora on home.
    const invitation = upNext.getByRole('list', { name: 'Invitations waiting for your answer' }).getByRole('listitem').filter({ hasText: 'Reading night' });
    await expect(invitation).toContainText('Invited by Ada Lovelace');
    await invitation.getByRole('button', { name: 'Accept' }).click();
    await expect(invitation).toContainText('Accepted.');
    await expect(page).toHaveURL(/\/home$/);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back, Nora!');
    await expect(eventLinks()).toHaveText([
      /Pub quiz/,
      /Reading night/,
      /Canal walk/,
    ]);
    await expect(upNext.getByRole('button', { name: 'Accept' })).toHaveCount(0);
  });

  test("the calendar: a day's agenda under the month, an event over three days on each, past and coming events together", async ({ page, request }) => {
    const api = new GatherApi(request);
    const ada = await api.registerUser('Ada Lovelace');
    const community = await api.createCommunity(ada, 'Hill Walkers');
    await awayFromMidnight(page, 'Europe/London', 60_000);
    // From 09:00 in ten days to 17:00 two days later, London time.
    const first = dayFromToday(10, 'Europe/London');
    const middle = dayFromToday(11, 'Europe/London');
    const last = dayFromToday(12, 'Europe/London');
    const start = wallTimeToUtc(first, '09:00', 'Europe/London');
    const camp = await api.createEvent(ada, community.id, 'Winter camp', {
      startsInMs: start.getTime() - Date.now(),
      end_datetime: wallTimeToUtc(last, '17:00', 'Europe/London').toISOString(),
    });
    // A minute ago, but never yesterday: today's agenda is the one the calendar opens on.
    const startOfToday = wallTimeToUtc(dayFromToday(0, 'Europe/London'), '00:00', 'Europe/London');
    const earlier = await api.createEvent(ada, community.id, 'Early swim', { startsInMs: Math.max(-60_000, startOfToday.getTime() - Date.now()), end_datetime: null });
    await rsvpThroughApi(request, ada.token, camp.id, 'going');
    await rsvpThroughApi(request, ada.token, earlier.id, 'going');

    await openSignedIn(page, ada, '/events');
    const attending = new AttendingPage(page);
    await attending.showCalendar();
    // Today's agenda shows first, with the event that has already started: the Past tab's, on the Events tab.
    await expect(attending.agenda().getByRole('heading')).toBeVisible();
    await expect(attending.agenda().getByRole('link', { name: /Early swim/ })).toBeVisible();

    await showMonthOf(attending, first, 'en-GB');
    await expect(attending.day(first)).toHaveAccessibleName(/, 1 event$/);
    await attending.day(first).click();
    await expect(attending.agenda().getByRole('link')).toHaveText(/from 09:00 · day 1 of 3\s*Winter camp/);
    await showMonthOf(attending, middle, 'en-GB');
    await attending.day(middle).click();
    await expect(attending.day(middle)).toHaveAttribute('aria-pressed', 'true');
    await expect(attending.agenda().getByRole('link')).toHaveText(/all day · day 2 of 3\s*Winter camp/);
    await showMonthOf(attending, last, 'en-GB');
    await attending.day(last).click();
    await expect(attending.agenda().getByRole('link')).toHaveText(/until 17:00 · day 3 of 3\s*Winter camp/);
    await attending.agenda().getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/events/${camp.id}$`));
  });
});

test.describe('in Los Angeles', () => {
  test.use({ timezoneId: 'America/Los_Angeles', locale: 'en-US' });

  test('a Tokyo morning event sits on the Los Angeles day before, in the list and in the calendar alike', async ({ page, request }) => {
    const api = new GatherApi(request);
    const ada = await api.registerUser('Ada Lovelace');
    const community = await api.createCommunity(ada, 'Climbing Trips');
    const tokyoDay = dayFromToday(10, 'Asia/Tokyo');
    const start = wallTimeToUtc(tokyoDay, '10:00', 'Asia/Tokyo');
    const laDay = utcToWallTime(start, 'America/Los_Angeles').date;
    expect(laDay < tokyoDay).toBe(true);
    const event = await api.createEvent(ada, community.id, 'Tokyo gym visit', {
      startsInMs: start.getTime() - Date.now(),
      end_datetime: null,
      time_zone: 'Asia/Tokyo',
    });
    await rsvpThroughApi(request, ada.token, event.id, 'going');
    const laLongDate = new Intl.DateTimeFormat('en-US', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${laDay}T12:00:00Z`),
    );
    const laTime = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'America/Los_Angeles' }).format(start);

    // The list: the Los Angeles day, Tokyo's own time with its date, and the viewer's time.
    await openSignedIn(page, ada, '/events');
    const card = page.locator('.event-card').filter({ hasText: 'Tokyo gym visit' });
    await expect(card.locator('.event-card-date')).toHaveText(laLongDate);
    await expect(card).toContainText('10:00 AM (Tokyo)');
    await expect(card).toContainText(`${laTime} your time`);

    // The calendar: the same day, with the Los Angeles time in its agenda.
    const attending = new AttendingPage(page);
    await attending.showCalendar();
    await showMonthOf(attending, laDay, 'en-US');
    await expect(attending.day(laDay)).toHaveAccessibleName(/, 1 event$/);
    if ((await attending.day(tokyoDay).count()) > 0) {
      await expect(attending.day(tokyoDay)).not.toHaveAccessibleName(/event/);
    }
    await attending.day(laDay).click();
    await expect(attending.agenda().getByRole('link')).toContainText(laTime);
    await expect(attending.agenda().getByRole('link')).toContainText('Tokyo gym visit');
  });
});
