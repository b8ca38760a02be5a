import { utcToWallTime, wallTimeToUtc } from '@contracts/events/event-time';
import { expect, test } from './fixtures';
import { GatherApi, openSignedIn } from './pages/discussion-pages';
import { AttendingPage, EventForm, EventPage, rsvpThroughApi } from './pages/event-pages';

// The browser is in London; the event is in Tokyo, nine hours ahead (eight in British summer time).
test.use({ timezoneId: 'Europe/London' });

/** The 15th of next month (as London counts months), YYYY-MM-DD. */
function fifteenthOfNextMonth(): string {
  const today = utcToWallTime(new Date(), 'Europe/London').date;
  const [year = 2000, month = 1] = today.split('-').map(Number);
  const next = new Date(Date.UTC(year, month, 15));
  return next.toISOString().slice(0, 10);
}

test('create an event in another zone, RSVP, see counts, attendees and the calendar day, then delete it', async ({ page, request }) => {
  const api = new GatherApi(request);
  const ada = await api.registerUser('Ada Lovelace');
  const grace = await api.registerUser('Grace Hopper');
  const community = await api.createCommunity(ada, 'Tokyo Runners');
  await api.joinCommunity(grace, community.invite_code);

  // Ada creates the event from her community page, in Tokyo's time.
  await openSignedIn(page, ada, `/communities/${community.id}`);
  await page.getByRole('button', { name: 'Create Event' }).click();
  const form = new EventForm(page);
  const date = fifteenthOfNextMonth();
  await expect(form.zone()).toHaveValue('Europe/London');
  await form.fill({
    title: 'Sunrise run in Yoyogi',
    description: 'Five easy kilometres, then coffee.',
    timeZone: 'Asia/Tokyo',
    startDate: date,
    startTime: '07:00',
    location: 'Yoyogi Park, main gate',
  });
  await expect(form.field('End date')).toHaveValue(date);
  await expect(form.field('End time')).toHaveValue('08:00');
  await form.submit('Create Event');

  const event = new EventPage(page);
  await expect(page).toHaveURL(/\/events\/\d+$/);
  const eventId = Number(/\/events\/(\d+)$/.exec(page.url())?.[1]);
  await expect(event.title()).toHaveText('Sunrise run in Yoyogi');
  const start = wallTimeToUtc(date, '07:00', 'Asia/Tokyo');
  const londonStart = utcToWallTime(start, 'Europe/London');
  // The page sits the event on London's day; Tokyo's own time carries Tokyo's date when it differs.
  await expect(event.date()).toContainText(`${Number(londonStart.date.slice(8))} `);
  await expect(event.time()).toContainText('07:00 – 08:00 (Tokyo)');
  await expect(event.time()).toContainText(`${londonStart.time} –`);
  await expect(event.time()).toContainText('your time');
  const stored = await api.getEvent(ada, eventId);
  expect(stored).toMatchObject({ start_datetime: start.toISOString(), time_zone: 'Asia/Tokyo' });

  // Ada organised it, so she is going from the start; she can change that like any reply.
  await expect(event.counts()).toHaveText('1 going · 0 maybe · 0 not going');
  await expect(event.rsvpButton('Going')).toHaveAttribute('aria-pressed', 'true');
  await expect(event.rsvpButton('Cancel RSVP')).toBeVisible();

  // Grace is going too (set up through the API); Ada answers Maybe, then cancels, then Going again.
  await rsvpThroughApi(request, grace.token, eventId, 'going');
  await page.reload();
  await expect(event.counts()).toHaveText('2 going · 0 maybe · 0 not going');

  await event.rsvpButton('Maybe').click();
  await expect(event.counts()).toHaveText('1 going · 1 maybe · 0 not going');
  await expect(event.rsvpButton('Maybe')).toHaveAttribute('aria-pressed', 'true');
  await expect(event.rsvpButton('Going')).toHaveAttribute('aria-pressed', 'false');
  let attendees = await event.openAttendees();
  await expect(event.attendeesUnder(attendees, /^Going \(1\)$/)).toHaveText(['Grace Hopper']);
  await expect(event.attendeesUnder(attendees, /^Maybe \(1\)$/)).toHaveText(['Ada Lovelace']);
  await event.closeDialog(attendees);

  await event.rsvpButton('Cancel RSVP').click();
  await expect(event.counts()).toHaveText('1 going · 0 maybe · 0 not going');
  await expect(event.rsvpButton('Cancel RSVP')).toHaveCount(0);
  attendees = await event.openAttendees();
  await expect(event.attendeesUnder(attendees, /^Going \(1\)$/)).toHaveText(['Grace Hopper']);
  await expect(attendees.getByRole('heading', { name: 'Maybe (0)' })).toBeVisible();
  await event.closeDialog(attendees);

  // Going again: the event is on Ada's calendar on London's day, the 14th, not Tokyo's 15th.
  await event.rsvpButton('Going').click();
  await expect(event.counts()).toHaveText('2 going · 0 maybe · 0 not going');
  const attending = new AttendingPage(page);
  await attending.open();
  // The event's card (beside it, the Ticket of an event the member is going to).
  await expect(page.getByRole('link', { name: /Sunrise run in Yoyogi/ }).filter({ hasNotText: /^\s*Ticket for / })).toBeVisible();
  await attending.showCalendar();
  const londonDay = utcToWallTime(start, 'Europe/London').date;
  if (utcToWallTime(new Date(), 'Europe/London').date.slice(0, 7) !== londonDay.slice(0, 7)) {
    await attending.nextMonth();
  }
  const monthName = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${londonDay}T12:00:00Z`));
  await expect(attending.monthTitle()).toHaveText(monthName);
  expect(londonDay.slice(8)).toBe('14');
  const day = attending.day(londonDay);
  await expect(day).toHaveAccessibleName(/14 \w+, 1 event$/);
  await expect(page.getByText(/^\d+ events? this month$/)).toHaveText('1 event this month');
  // On a phone the day shows a dot; tapping it shows the day's agenda under the month.
  await expect(day.locator('.calendar-dot')).toHaveCount(1);
  await day.click();
  const agendaItem = attending.agenda().getByRole('link', { name: /Sunrise run in Yoyogi/ });
  await expect(agendaItem).toBeVisible();

  // Back on the event, Ada deletes it and lands on the community page, where it is gone.
  await agendaItem.click();
  await expect(event.title()).toHaveText('Sunrise run in Yoyogi');
  expect(await event.delete()).toBe('Are you sure you want to delete this event?');
  await expect(page).toHaveURL(new RegExp(`/communities/${community.id}$`));
  await expect(page.getByRole('link', { name: /Sunrise run in Yoyogi/ })).toHaveCount(0);
  await page.goto(`/events/${eventId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Event not found');
  await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
});
