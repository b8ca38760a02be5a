import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { EventListItem } from '@contracts/events/schemas';
import { eventRoutes, makeEventListItem, removeLeftoverModals } from './events-fixtures';
import { fakeApi, makeUser } from './support/fake-api';
import { renderRoutes } from './support/render-routes';
import { startClockAtNoon } from './support/noon-clock';
import { signIn } from './support/sign-in';

/** Dates of a recurring event in lists: the Repeats mark, deleting from a list, the Attending calendar month by month. */

const savedTz = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Europe/London';
});
afterAll(() => {
  process.env.TZ = savedTz;
});
afterEach(async () => {
  vi.useRealTimers();
  await removeLeftoverModals();
});

const DAY_MS = 86_400_000;
/** Series 3: every Tuesday at 19:00 UTC (19:00 in London in winter, 20:00 in summer), from 1 December 2026. */
const FIRST_TUESDAY = Date.parse('2026-12-01T19:00:00.000Z');

/** The dates of the weekly series starting at or after `from` and before `to`, as the server lists them. */
function tuesdaysBetween(from: string, to: string): EventListItem[] {
  const dates: EventListItem[] = [];
  for (let start = FIRST_TUESDAY; start < Date.parse(to); start += 7 * DAY_MS) {
    if (start >= Date.parse(from)) {
      const iso = new Date(start).toISOString();
      dates.push(makeEventListItem({ id: 1000 + dates.length, title: 'Tuesday run', start_datetime: iso, end_datetime: null, series_id: 3, my_rsvp: 'going' }));
    }
  }
  return dates;
}

/** The YYYY-MM-DD of every Tuesday of a month (`month` 1 to 12). */
function tuesdaysOf(year: number, month: number): string[] {
  const days: string[] = [];
  for (let day = 1; day <= new Date(Date.UTC(year, month, 0)).getUTCDate(); day += 1) {
    const date = new Date(Date.UTC(year, month - 1, day));
    if (date.getUTCDay() === 2) {
      days.push(date.toISOString().slice(0, 10));
    }
  }
  return days;
}

const dayLabel = (date: string) => document.querySelector(`button[data-date="${date}"]`)?.getAttribute('aria-label');

describe('a date of a recurring event in a list', () => {
  it('carries a Repeats mark; a single event does not', async () => {
    signIn();
    fakeApi({
      ...eventRoutes({ body: makeUser() }),
      'GET /events/attending': { body: [makeEventListItem({ id: 5, title: 'Tuesday run', series_id: 3 }), makeEventListItem({ id: 6, title: 'Gala dinner' })] },
    });
    renderRoutes('/events');
    const weekly = await screen.findByRole('link', { name: /Tuesday run/ });
    expect(within(weekly).getByRole('img', { name: 'Repeats' })).toBeTruthy();
    expect(within(screen.getByRole('link', { name: /Gala dinner/ })).queryByRole('img', { name: 'Repeats' })).toBeNull();
  });

  it("deleted from the Attending list, asks which dates and sends the choice", async () => {
    signIn();
    const searches: string[] = [];
    fakeApi({
      ...eventRoutes({ body: makeUser() }),
      'GET /events/attending': { body: [makeEventListItem({ id: 5, title: 'Tuesday run', series_id: 3, is_creator: true })] },
      'DELETE /events/5': (_body, _headers, url) => {
        searches.push(url.search);
        return { status: 204 };
      },
    });
    renderRoutes('/events');
    fireEvent.click(await screen.findByText('Delete Tuesday run'));
    const dialog = (await screen.findByRole('heading', { name: 'Delete recurring event' })).closest('form') as HTMLElement;
    fireEvent.click(within(dialog).getByRole('radio', { name: /^All events/ }));
    fireEvent.submit(dialog);
    await waitFor(() => expect(searches).toEqual(['?scope=all']));
  });
});

describe('the Attending calendar', () => {
  it('asks for the month it shows, and shows a weekly event on every Tuesday of any month the member goes to', async () => {
    startClockAtNoon();
    signIn();
    const asked: { from: string; to: string; when: string | null }[] = [];
    fakeApi({
      ...eventRoutes({ body: makeUser() }),
      'GET /events/attending': (_body, _headers, url) => {
        const from = url.searchParams.get('from');
        const to = url.searchParams.get('to');
        if (!from || !to) {
          return { body: [] };
        }
        asked.push({ from, to, when: url.searchParams.get('when') });
        return { body: tuesdaysBetween(from, to) };
      },
    });
    renderRoutes('/events');
    fireEvent.click(await screen.findByRole('button', { name: 'Calendar' }));
    const today = new Date();
    await waitFor(() => expect(asked).toHaveLength(1));
    // The month's grid, past days and coming ones (not the upcoming or past list).
    expect(coversMonth(asked[0], today.getFullYear(), today.getMonth() + 1)).toBe(true);
    expect(asked[0]?.when).toBeNull();

    // Eight months on, far past the dates the server keeps made: the month asks for its own dates.
    for (let step = 1; step <= 8; step += 1) {
      fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
      await waitFor(() => expect(asked).toHaveLength(step + 1));
    }
    const shown = new Date(Date.UTC(today.getFullYear(), today.getMonth() + 8, 1));
    const [year, month] = [shown.getUTCFullYear(), shown.getUTCMonth() + 1];
    await waitFor(() => expect(coversMonth(asked.at(-1), year, month)).toBe(true));
    const tuesdays = tuesdaysOf(year, month);
    await waitFor(() => expect(tuesdays.map(dayLabel).every((label) => label?.endsWith(', 1 event'))).toBe(true));
    expect(screen.getByText(`${tuesdays.length} events this month`)).toBeTruthy();
    // One read per month shown: going back to a month asked before reads it from the cache.
    const reads = asked.length;
    fireEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(asked).toHaveLength(reads);
  });
});

/** Whether a read covers a month's grid (a week either side) and no more than two months before it. */
function coversMonth(read: { from: string; to: string } | undefined, year: number, month: number): boolean {
  const first = Date.UTC(year, month - 1, 1);
  const last = Date.UTC(year, month, 0);
  const [from, to] = [Date.parse(read?.from ?? ''), Date.parse(read?.to ?? '')];
  return from <= first - 6 * DAY_MS && from > first - 62 * DAY_MS && to >= last + 7 * DAY_MS && to < last + 9 * DAY_MS;
}
