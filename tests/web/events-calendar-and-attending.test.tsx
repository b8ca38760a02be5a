import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dateLocaleOf } from '@contracts/time-format';
import { ROUTER_FUTURE } from '../../web/app/router-future';
import { MonthCalendar } from '../../web/components/month-calendar/month-calendar';
import type { CalendarEvent } from '../../web/components/month-calendar/month-grid';
import { eventRoutes, makeEventListItem } from './events-fixtures';
import { fakeApi, makeUser } from './support/fake-api';
import { renderRoutes } from './support/render-routes';
import { startClockAtNoon } from './support/noon-clock';
import { signIn } from './support/sign-in';

const NOW = new Date('2026-12-10T12:00:00Z');
const GB = dateLocaleOf('en-GB');
const EVENTS: CalendarEvent[] = [
  { id: 1, title: 'Games night', start: '2026-12-03T19:00:00Z', end: null, isPrivate: false, href: '/events/1' },
  { id: 2, title: 'Committee', start: '2026-12-03T08:00:00Z', end: null, isPrivate: true, href: '/events/2' },
  { id: 3, title: 'Quiz', start: '2026-12-03T21:00:00Z', end: null, isPrivate: false, href: '/events/3' },
  // 08:00 on 1 January in Tokyo is 23:00 on 31 December in London.
  { id: 4, title: 'New Year run', start: '2026-12-31T23:00:00Z', end: null, isPrivate: false, href: '/events/4' },
  // Saturday 12 to Monday 14 December.
  { id: 5, title: 'Winter camp', start: '2026-12-12T09:00:00Z', end: '2026-12-14T17:00:00Z', isPrivate: false, href: '/events/5', subtitle: 'Scouts' },
];

function renderCalendar(timeZone = 'Europe/London') {
  return render(
    <MemoryRouter future={ROUTER_FUTURE}>
      <MonthCalendar events={EVENTS} timeZone={timeZone} locale={GB} now={NOW} />
    </MemoryRouter>,
  );
}

/** The address fetch was called with, whatever form it took. */
const requestUrl = (input: RequestInfo | URL) => (input instanceof Request ? input.url : input instanceof URL ? input.href : input);
const title = () => screen.getByRole('heading', { level: 2 }).textContent;
const dayButton = (name: string | RegExp) => screen.getByRole('button', { name });
const cellOf = (name: string | RegExp) => dayButton(name).closest('td') as HTMLElement;
const agenda = () => within(screen.getByRole('region', { name: /^Events on / }));

describe('month calendar', () => {
  it("shows the week from the viewer's first day (Monday for a British browser), the month, its count, marks today and shows today's agenda", () => {
    renderCalendar();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    // December 2026 starts on a Tuesday: the first row begins with Monday 30 November.
    expect(screen.getAllByRole('row')[1]?.querySelector('[data-date]')?.getAttribute('data-date')).toBe('2026-11-30');
    expect(title()).toBe('December 2026');
    expect(screen.getByText('5 events this month')).toBeTruthy();
    expect(cellOf('Thursday 10 December').getAttribute('aria-current')).toBe('date');
    expect(dayButton('Thursday 10 December').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Thursday 10 December');
    expect(agenda().getByText('Nothing planned on this day.')).toBeTruthy();
  });

  it('starts the week on Sunday for an American browser', () => {
    Object.defineProperty(window.navigator, 'language', { value: 'en-US', configurable: true });
    try {
      renderCalendar();
      expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    } finally {
      Object.defineProperty(window.navigator, 'language', { value: 'en-GB', configurable: true });
    }
  });

  it("shows one chip per day, the earliest, with '+N more'; tapping a day lists its events under the month", () => {
    renderCalendar();
    const third = within(cellOf('Thursday 3 December, 3 events'));
    const chip = third.getByRole('link');
    expect(chip.getAttribute('href')).toBe('/events/2');
    expect(chip.getAttribute('aria-label')).toBe('Committee, 08:00, private event');
    expect(chip.className).toBe('calendar-chip private');
    const more = third.getByRole('button', { name: '+2 more on Thursday 3 December' });
    expect(more.textContent).toBe('+2 more');
    // Phones see dots instead of the chip: three events, three dots, one of them private.
    expect(cellOf('Thursday 3 December, 3 events').querySelectorAll('.calendar-dot')).toHaveLength(3);
    expect(cellOf('Thursday 3 December, 3 events').querySelectorAll('.calendar-dot.private')).toHaveLength(1);
    fireEvent.click(dayButton('Thursday 3 December, 3 events'));
    expect(dayButton('Thursday 3 December, 3 events').getAttribute('aria-pressed')).toBe('true');
    expect(dayButton('Thursday 10 December').getAttribute('aria-pressed')).toBe('false');
    const items = agenda().getAllByRole('link');
    expect(items.map((link) => link.getAttribute('href'))).toEqual(['/events/2', '/events/1', '/events/3']);
    expect(items.map((link) => link.querySelector('.calendar-agenda-time')?.textContent)).toEqual(['08:00', '19:00', '21:00']);
    expect(agenda().getByRole('img', { name: 'Private event' })).toBeTruthy();
  });

  it('shows an event over several days on each of them, with its part of the span', () => {
    renderCalendar();
    for (const [day, part] of [
      ['Saturday 12 December, 1 event', 'from 09:00 · day 1 of 3'],
      ['Sunday 13 December, 1 event', 'all day · day 2 of 3'],
      ['Monday 14 December, 1 event', 'until 17:00 · day 3 of 3'],
    ] as const) {
      fireEvent.click(dayButton(day));
      expect(agenda().getByRole('link').textContent).toBe(`${part}Winter campScouts`);
    }
    expect(within(cellOf('Sunday 13 December, 1 event')).getByRole('link').getAttribute('aria-label')).toBe('Winter camp, all day · day 2 of 3');
  });

  it('moves between days with the arrow keys, into the next month too', () => {
    renderCalendar();
    fireEvent.keyDown(dayButton('Thursday 10 December'), { key: 'ArrowDown' });
    expect(dayButton('Thursday 17 December').getAttribute('aria-pressed')).toBe('true');
    expect(document.activeElement).toBe(dayButton('Thursday 17 December'));
    fireEvent.keyDown(dayButton('Thursday 17 December'), { key: 'ArrowDown' });
    fireEvent.keyDown(dayButton('Thursday 24 December'), { key: 'ArrowDown' });
    fireEvent.keyDown(dayButton('Thursday 31 December, 1 event'), { key: 'ArrowDown' });
    expect(title()).toBe('January 2027');
    expect(document.activeElement).toBe(dayButton('Thursday 7 January'));
  });

  it('moves between months and back with Today, counting each month in the viewer zone', () => {
    renderCalendar('Asia/Tokyo');
    // In Tokyo the New Year run is on 1 January.
    expect(screen.getByText('4 events this month')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(title()).toBe('January 2027');
    expect(screen.getByText('1 event this month')).toBeTruthy();
    expect(screen.getByText('Tap a day to see its events.')).toBeTruthy();
    expect(within(cellOf('Friday 1 January, 1 event')).getByRole('link', { name: 'New Year run, 08:00' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(title()).toBe('November 2026');
    expect(screen.getByText('0 events this month')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Today' }));
    expect(title()).toBe('December 2026');
  });
});

describe('/events (Attending)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lists upcoming events, past ones under Past Events, and links to /communities', async () => {
    signIn();
    const routes = eventRoutes({ body: makeUser() });
    fakeApi({ ...routes, 'GET /events/attending': { body: [makeEventListItem({ id: 5, title: 'Winter games night' })] } });
    const upcomingFetch = vi.mocked(fetch);
    renderRoutes('/events');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Attending');
    const card = await screen.findByRole('link', { name: /Winter games night/ });
    expect(card.getAttribute('href')).toBe('/events/5');
    expect(card.textContent).toContain('Board Game Night');
    expect(screen.getByText('View Communities', { selector: 'ion-button' }).getAttribute('router-link')).toBe('/communities');
    expect(screen.getByRole('tab', { name: 'Events' }).getAttribute('aria-selected')).toBe('true');
    expect(upcomingFetch.mock.calls.map(([url]) => requestUrl(url))).toContain('/api/events/attending?when=upcoming');

    fakeApi({ ...routes, 'GET /events/attending': { body: [] } });
    const pastFetch = vi.mocked(fetch);
    fireEvent.click(screen.getByRole('tab', { name: 'Past Events' }));
    expect(await screen.findByText('No past events yet.')).toBeTruthy();
    expect(pastFetch.mock.calls.map(([url]) => requestUrl(url))).toContain('/api/events/attending?when=past');
  });

  it('offers Edit and Delete only on events the viewer created, even where the API would allow more (spec section 6)', async () => {
    signIn();
    fakeApi({
      ...eventRoutes({ body: makeUser() }),
      'GET /events/attending': {
        body: [
          makeEventListItem({ id: 5, title: 'Mine', is_creator: true }),
          makeEventListItem({ id: 6, title: 'Admin of it', is_creator: false, can_edit: true, can_delete: true }),
        ],
      },
    });
    renderRoutes('/events');
    expect(await screen.findByText('Edit Mine')).toBeTruthy();
    expect(screen.getByText('Delete Mine')).toBeTruthy();
    expect(screen.queryByText('Edit Admin of it')).toBeNull();
    expect(screen.queryByText('Delete Admin of it')).toBeNull();
  });

  it('switches to the month calendar and back to the list', async () => {
    signIn();
    fakeApi({ ...eventRoutes({ body: makeUser() }), 'GET /events/attending': { body: [] } });
    renderRoutes('/events');
    expect(await screen.findByText(/No upcoming events/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Calendar' }));
    expect(screen.getByRole('button', { name: 'Calendar' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('0 events this month')).toBeTruthy();
    expect(screen.getAllByRole('columnheader')).toHaveLength(7);
    fireEvent.click(screen.getByRole('button', { name: 'List' }));
    expect(await screen.findByText(/No upcoming events/)).toBeTruthy();
  });

  it("fills the calendar with the shown month's past and coming events whichever list tab is chosen", async () => {
    // A minute either side of noon stays on today, and in this month, whatever the hour the test runs.
    startClockAtNoon();
    signIn();
    const earlier = new Date(Date.now() - 60_000).toISOString();
    const later = new Date(Date.now() + 60_000).toISOString();
    fakeApi({
      ...eventRoutes({ body: makeUser() }),
      'GET /events/attending': (_body, _headers, url) => ({
        // The list asks for upcoming events; the calendar for its month (from and to), past and coming.
        body: url.searchParams.has('from')
          ? [
              makeEventListItem({ id: 8, title: 'Breakfast talk', start_datetime: earlier, end_datetime: null }),
              makeEventListItem({ id: 9, title: 'Evening walk', start_datetime: later, end_datetime: null }),
            ]
          : [makeEventListItem({ id: 9, title: 'Evening walk', start_datetime: later, end_datetime: null })],
      }),
    });
    renderRoutes('/events');
    fireEvent.click(await screen.findByRole('button', { name: 'Calendar' }));
    expect(await screen.findByText('2 events this month')).toBeTruthy();
    const today = within(screen.getByRole('region', { name: /^Events on / }));
    expect(today.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/events/8', '/events/9']);
  });
});
