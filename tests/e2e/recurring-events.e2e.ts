import { utcToWallTime } from '@contracts/events/event-time';
import { expect, test } from './fixtures';
import { GatherApi, openSignedIn } from './pages/discussion-pages';
import { answerScope } from './pages/confirm-dialog';
import { AttendingPage, EventForm, EventPage } from './pages/event-pages';

test.use({ timezoneId: 'Europe/London' });

const ZONE = 'Europe/London';

/** The Tuesdays of next month (as London counts months), YYYY-MM-DD. */
function tuesdaysOfNextMonth(): string[] {
  const today = utcToWallTime(new Date(), ZONE).date;
  const [year = 2000, month = 1] = today.split('-').map(Number);
  const days: string[] = [];
  for (let day = new Date(Date.UTC(year, month, 1)); day.getUTCMonth() === month % 12; day.setUTCDate(day.getUTCDate() + 1)) {
    if (day.getUTCDay() === 2) {
      days.push(day.toISOString().slice(0, 10));
    }
  }
  return days;
}

test('a weekly event made once: on every Tuesday of the calendar, one date answered, then this and following moved', async ({ page, request }) => {
  const api = new GatherApi(request);
  const ada = await api.registerUser('Ada Lovelace');
  const community = await api.createCommunity(ada, 'Tuesday Runners');
  const [first = '', second = '', third = ''] = tuesdaysOfNextMonth();

  // Ada makes "every Tuesday at 19:00" once, from the form.
  await openSignedIn(page, ada, `/communities/${community.id}`);
  await page.getByRole('button', { name: 'Create Event' }).click();
  const form = new EventForm(page);
  await form.fill({ title: 'Tuesday run', timeZone: ZONE, startDate: first, startTime: '19:00', location: 'Park gates' });
  await form.modal.getByRole('combobox', { name: 'Repeat' }).selectOption({ label: 'Weekly on Tuesday' });
  await expect(form.modal.getByText('Every Tuesday', { exact: true })).toBeVisible();
  await form.submit('Create Event');
  await expect(page).toHaveURL(/\/events\/\d+$/);
  const event = new EventPage(page);
  await expect(event.title()).toHaveText('Tuesday run');
  await expect(page.locator('#main-content').getByText('Every Tuesday', { exact: true })).toBeVisible();

  // The month calendar shows it on the month's first three Tuesdays (Ada hosts, so she is going to each).
  const attending = new AttendingPage(page);
  await attending.open();
  await attending.showCalendar();
  await attending.nextMonth();
  for (const day of [first, second, third]) {
    await expect(attending.day(day)).toHaveAccessibleName(/, 1 event$/);
  }

  // She answers Maybe for the second Tuesday only.
  await attending.day(second).click();
  await attending.agenda().getByRole('link', { name: /Tuesday run/ }).click();
  await expect(event.title()).toHaveText('Tuesday run');
  const secondId = Number(/\/events\/(\d+)$/.exec(page.url())?.[1]);
  await event.rsvpButton('Maybe').click();
  await page.getByRole('button', { name: /Just this date/ }).click();
  await expect(event.rsvpButton('Maybe')).toHaveAttribute('aria-pressed', 'true');

  // Then moves this and the following Tuesdays to 19:30.
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await form.field('Start time').fill('19:30');
  await form.submit('Save Changes');
  await answerScope(page, 'Edit recurring event', 'This and following events', 'Save');
  await expect(event.time()).toContainText('19:30');

  // The first Tuesday is unchanged; the second keeps Ada's answer at its new time; the third follows.
  type Dated = { id: number; start_datetime: string; my_rsvp: string | null; series_id: number | null };
  const month = await request.fetch(`/api/events/attending?from=${first}T00:00:00Z&to=${third}T23:59:59Z`, { headers: { Authorization: `Bearer ${ada.token}` } });
  const dates = ((await month.json()) as Dated[]).filter((item) => item.series_id !== null);
  const at = (day: string) => dates.find((item) => utcToWallTime(new Date(item.start_datetime), ZONE).date === day);
  expect(utcToWallTime(new Date(at(first)?.start_datetime ?? ''), ZONE).time).toBe('19:00');
  expect(at(second)).toMatchObject({ id: secondId, my_rsvp: 'maybe' });
  expect(utcToWallTime(new Date(at(second)?.start_datetime ?? ''), ZONE).time).toBe('19:30');
  expect(utcToWallTime(new Date(at(third)?.start_datetime ?? ''), ZONE).time).toBe('19:30');
});
