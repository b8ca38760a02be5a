import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { EventDetail, EventSeries } from '@contracts/events/schemas';
import { localDb } from '../../web/lib/local-store/local-db';
import { makeEventDetail, removeLeftoverModals } from './events-fixtures';
import type { ApiCall } from './support/fake-api';
import { showEvent } from './support/show-event';

/** A date of a recurring event: the event page's repeat line, its RSVP for every date, Delete recurring event. */

const savedTz = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Europe/London';
});
afterAll(() => {
  process.env.TZ = savedTz;
});
afterEach(removeLeftoverModals);

/** Every Tuesday at 19:00 in London, from Tuesday 1 December 2026; this date is Tuesday 8 December. */
const WEEKLY: EventSeries = {
  id: 3,
  rule: { frequency: 'weekly', interval: 1, weekdays: ['TU'], ending: { type: 'never' } },
  first_start_datetime: '2026-12-01T19:00:00.000Z',
  my_rsvp: null,
  may_answer_every_date: true,
};
const tuesday = (overrides: Partial<EventDetail> = {}) =>
  makeEventDetail({ start_datetime: '2026-12-08T19:00:00.000Z', end_datetime: '2026-12-08T21:00:00.000Z', series: WEEKLY, ...overrides });

const currentPath = () => screen.getByTestId('current-path').textContent;
const ionButton = (name: string) => screen.getByText(name, { selector: 'ion-button, ion-button *' });
const rsvpCalls = (calls: ApiCall[]) => calls.filter((call) => call.path === '/events/5/rsvp').map((call) => `${call.method} ${JSON.stringify(call.body ?? null)}`);
const whichDates = (name: RegExp) => screen.findByRole('group', { name });

/** The server's answer to an RSVP: this date's and the series' answer as the scope says. */
function rsvpServer(start: EventDetail) {
  let current = start;
  const searches: string[] = [];
  const routes = {
    'GET /events/5': () => ({ body: current }),
    'POST /events/5/rsvp': (body: unknown) => {
      const { status, scope } = body as { status: 'going' | 'maybe' | 'not_going'; scope?: string };
      const series = current.series && scope === 'series' ? { ...current.series, my_rsvp: status } : current.series;
      current = { ...current, my_rsvp: status, series };
      return { body: current };
    },
    'DELETE /events/5/rsvp': (_body: unknown, _headers: Headers, url: URL) => {
      searches.push(url.search);
      const series = current.series && url.searchParams.get('scope') === 'series' ? { ...current.series, my_rsvp: null } : current.series;
      current = { ...current, my_rsvp: null, series };
      return { body: current };
    },
  };
  return { routes, searches };
}

describe('a date of a recurring event', () => {
  it('says how it repeats beside its date and time', async () => {
    showEvent(tuesday({ is_creator: false }));
    await screen.findByRole('heading', { level: 1 });
    const line = document.querySelector('.event-repeat') as HTMLElement;
    expect(line.textContent).toBe('Every Tuesday');
    expect(line.previousElementSibling?.textContent).toBe('Repeats');
  });

  it('says a rule with its ending in full', async () => {
    showEvent(tuesday({ series: { ...WEEKLY, rule: { frequency: 'weekly', interval: 2, weekdays: ['TU', 'TH'], ending: { type: 'on', date: '2027-06-30' } } } }));
    await screen.findByRole('heading', { level: 1 });
    expect(document.querySelector('.event-repeat')?.textContent).toBe('Every 2 weeks on Tuesday and Thursday, until 30 June 2027');
  });

  it('answers Going for every Tuesday: it asks which dates, sends scope series and says so', async () => {
    const server = rsvpServer(tuesday({ is_creator: false }));
    const calls = showEvent(tuesday({ is_creator: false }), server.routes);
    fireEvent.click(await screen.findByRole('button', { name: 'Going' }));
    // Nothing is sent until the member says which dates.
    const question = await whichDates(/^Answer Going for which dates\?/);
    expect(rsvpCalls(calls)).toEqual([]);
    expect(within(question).getByRole('button', { name: /^Just this date/ }).textContent).toBe('Just this dateTue 8 Dec');
    const every = within(question).getByRole('button', { name: /^Every Tuesday/ });
    expect(document.activeElement).toBe(every);
    fireEvent.click(every);
    await waitFor(() => expect(rsvpCalls(calls)).toEqual(['POST {"status":"going","scope":"series"}']));
    expect(await screen.findByText("You're going every Tuesday")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Going' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByRole('group', { name: /which dates/ })).toBeNull();
  });

  it('answers a private date at once for someone invited to that date only, without asking which dates', async () => {
    const oneDate = tuesday({ is_creator: false, is_private: true, can_edit: false, can_delete: false, series: { ...WEEKLY, may_answer_every_date: false } });
    const server = rsvpServer(oneDate);
    const calls = showEvent(oneDate, server.routes);
    fireEvent.click(await screen.findByRole('button', { name: 'Going' }));
    await waitFor(() => expect(rsvpCalls(calls)).toEqual(['POST {"status":"going"}']));
    expect(screen.queryByRole('group', { name: /which dates/ })).toBeNull();
  });

  it('answers just this date with the plain answer, and Not now sends nothing and gives the focus back', async () => {
    const server = rsvpServer(tuesday({ is_creator: false }));
    const calls = showEvent(tuesday({ is_creator: false }), server.routes);
    fireEvent.click(await screen.findByRole('button', { name: 'Maybe' }));
    fireEvent.click(within(await whichDates(/^Answer Maybe/)).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('group', { name: /which dates/ })).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Maybe' }));
    fireEvent.click(screen.getByRole('button', { name: 'Maybe' }));
    fireEvent.click(within(await whichDates(/^Answer Maybe/)).getByRole('button', { name: /^Just this date/ }));
    await waitFor(() => expect(rsvpCalls(calls)).toEqual(['POST {"status":"maybe"}']));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Maybe' }).getAttribute('aria-pressed')).toBe('true'));
    expect(screen.queryByText(/every Tuesday$/)).toBeNull();
  });

  it("withdraws the answer for every date with DELETE ?scope=series, after asking", async () => {
    const answered = tuesday({ is_creator: false, my_rsvp: 'going', series: { ...WEEKLY, my_rsvp: 'going' } });
    const server = rsvpServer(answered);
    const calls = showEvent(answered, server.routes);
    expect(await screen.findByText("You're going every Tuesday")).toBeTruthy();
    fireEvent.click(ionButton('Cancel RSVP'));
    fireEvent.click(within(await whichDates(/^Cancel your RSVP for which dates\?/)).getByRole('button', { name: /^Every Tuesday/ }));
    await waitFor(() => expect(rsvpCalls(calls)).toEqual(['DELETE null']));
    expect(server.searches).toEqual(['?scope=series']);
    await waitFor(() => expect(screen.queryByText("You're going every Tuesday")).toBeNull());
  });

  it('offline, queues the answer for every date with its scope on this date, shows it waiting, and sends it once back online', async () => {
    const server = rsvpServer(tuesday({ is_creator: false }));
    const calls = showEvent(tuesday({ is_creator: false }), server.routes);
    await screen.findByRole('button', { name: 'Going' });
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    fireEvent.click(screen.getByRole('button', { name: 'Going' }));
    fireEvent.click(within(await whichDates(/^Answer Going/)).getByRole('button', { name: /^Every Tuesday/ }));
    expect(await screen.findByText("You're going every Tuesday")).toBeTruthy();
    expect(screen.getAllByText('Waiting to sync').length).toBeGreaterThan(0);
    const [row] = await localDb().outbox.toArray();
    expect(row?.request).toEqual({ method: 'POST', path: '/events/5/rsvp', body: { status: 'going', scope: 'series' } });
    expect(row?.change).toMatchObject({ kind: 'rsvp', eventId: 5, status: 'going', series: { id: WEEKLY.id, from: '2026-12-08T19:00:00.000Z' } });
    expect(rsvpCalls(calls)).toEqual([]);

    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(rsvpCalls(calls)).toEqual(['POST {"status":"going","scope":"series"}']));
    expect(calls.find((call) => call.path === '/events/5/rsvp')?.headers.get('Idempotency-Key')).toBe(row?.idempotencyKey);
    await waitFor(() => expect(screen.queryByText('Waiting to sync')).toBeNull());
    expect(await localDb().outbox.count()).toBe(0);
  });
});

describe('Delete recurring event', () => {
  it('asks this event, this and following events, or all events, and sends the choice as scope', async () => {
    const searches: string[] = [];
    const calls = showEvent(tuesday(), {
      'GET /communities/7': { status: 404 },
      'DELETE /events/5': (_body, _headers, url) => {
        searches.push(url.search);
        return { status: 204 };
      },
    });
    await screen.findByRole('heading', { level: 1 });
    fireEvent.click(ionButton('Delete'));
    const dialog = (await screen.findByRole('heading', { name: 'Delete recurring event' })).closest('form') as HTMLElement;
    expect(within(dialog).getByText('“Winter games night” repeats. Which dates do you want to delete?')).toBeTruthy();
    const options = within(dialog).getAllByRole('radio');
    expect(options.map((option) => option.closest('label')?.textContent)).toEqual([
      'This event',
      'This and following events',
      'All eventsDates that have already started stay.',
    ]);
    expect(within(dialog).getByRole<HTMLInputElement>('radio', { name: 'This event' }).checked).toBe(true);
    fireEvent.click(within(dialog).getByRole('radio', { name: 'This and following events' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    fireEvent.submit(dialog);
    await waitFor(() => expect(currentPath()).toBe('/communities/7'));
    expect(searches).toEqual(['?scope=following']);
  });

  it('deletes nothing when cancelled, and sends this event alone when left as it is', async () => {
    const searches: string[] = [];
    showEvent(tuesday(), {
      'GET /communities/7': { status: 404 },
      'DELETE /events/5': (_body, _headers, url) => {
        searches.push(url.search);
        return { status: 204 };
      },
    });
    await screen.findByRole('heading', { level: 1 });
    fireEvent.click(ionButton('Delete'));
    const dialog = (await screen.findByRole('heading', { name: 'Delete recurring event' })).closest('form') as HTMLElement;
    fireEvent.click(within(dialog).getByText('Cancel', { selector: 'ion-button' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Delete recurring event' })).toBeNull());
    expect(searches).toEqual([]);
    fireEvent.click(ionButton('Delete'));
    fireEvent.submit((await screen.findByRole('heading', { name: 'Delete recurring event' })).closest('form') as HTMLElement);
    await waitFor(() => expect(currentPath()).toBe('/communities/7'));
    expect(searches).toEqual(['?scope=this']);
  });
});
