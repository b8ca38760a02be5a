import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventListItem } from '@contracts/events/schemas';
import { makeSummary } from './communities-fixtures';
import { makeEventListItem } from './events-fixtures';
import { makeInvitation } from './invitations-fixtures';
import { CONFIG_RESPONSE, fakeApi, makeUser } from './support/fake-api';
import type { FakeResponse } from './support/fake-api';
import { renderRoutes } from './support/render-routes';
import { startClockAtNoon } from './support/noon-clock';
import { signIn } from './support/sign-in';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const inFuture = (ms: number) => new Date(Date.now() + ms).toISOString();

function attending(overrides: Partial<EventListItem>[]): EventListItem[] {
  return overrides.map((o, index) => makeEventListItem({ id: 100 + index, end_datetime: null, ...o }));
}

function showHome(routes: Record<string, FakeResponse | ((body: unknown, headers: Headers, url: URL) => FakeResponse)> = {}, user = makeUser()) {
  signIn();
  const calls = fakeApi({
    'GET /config': CONFIG_RESPONSE,
    'GET /auth/me': { body: user },
    'GET /events/attending': { body: [] },
    'GET /event-invites/my-invites': { body: [] },
    ...routes,
  });
  renderRoutes('/home');
  return calls;
}

const upNext = () => within(screen.getByRole('region', { name: 'Up next' }));
/** The events' own links, not the Ticket beside an event the member is going to. */
const EVENT_LINK = { name: (name: string) => !name.startsWith('Ticket for ') };

describe('/home: Up next', () => {
  // 'in 3 days' is counted in calendar days: a real clock passing midnight between set-up and render would change it.
  beforeEach(() => {
    startClockAtNoon();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lists the events the member is going to first, then the maybes, each with how soon it starts', async () => {
    showHome({
      'GET /events/attending': {
        body: attending([
          { title: 'Maybe soon', my_rsvp: 'maybe', start_datetime: inFuture(2 * DAY) },
          { title: 'Going later', my_rsvp: 'going', start_datetime: inFuture(9 * DAY) },
          { title: 'Going first', my_rsvp: 'going', start_datetime: inFuture(3 * DAY) },
        ]),
      },
    });
    const list = within(await screen.findByRole('list', { name: 'Your next events' }));
    const items = list.getAllByRole('link', EVENT_LINK);
    expect(items.map((item) => item.querySelector('.up-next-title')?.textContent)).toEqual(['Going first', 'Going later', 'Maybe soon']);
    expect(items.map((item) => item.querySelector('.answer-badge')?.textContent)).toEqual(['Going', 'Going', 'Maybe']);
    expect(items[0]?.querySelector('.up-next-when')?.textContent).toBe('in 3 days');
    expect(items[2]?.querySelector('.up-next-when')?.textContent).toBe('in 2 days');
    expect(items[0]?.getAttribute('href')).toBe('/events/102');
    expect(items[0]?.textContent).toContain('Board Game Night');
  });

  it('says the seats left of an event with a limit, and lists a waitlist the member is on with the maybes', async () => {
    showHome({
      'GET /events/attending': {
        body: attending([
          { title: 'Open mic', my_rsvp: 'going', start_datetime: inFuture(2 * DAY) },
          { title: 'Lido at dusk', my_rsvp: 'waitlisted', capacity: 12, seats_taken: 12, start_datetime: inFuture(3 * DAY) },
          { title: 'Pier walk', my_rsvp: 'going', capacity: 20, seats_taken: 17, start_datetime: inFuture(4 * DAY) },
        ]),
      },
    });
    const list = within(await screen.findByRole('list', { name: 'Your next events' }));
    const items = list.getAllByRole('link', EVENT_LINK);
    expect(items.map((item) => item.querySelector('.up-next-title')?.textContent)).toEqual(['Open mic', 'Pier walk', 'Lido at dusk']);
    expect(items.map((item) => item.querySelector('.answer-badge')?.textContent)).toEqual(['Going', 'Going', 'Waitlist']);
    // No limit: no seat words at all, as before seats existed.
    expect(items.map((item) => item.querySelector('.seats-note')?.textContent ?? null)).toEqual([null, '3 seats left', 'Full']);
  });

  it('says the day and time of each next event in the viewer’s own terms, and the place in full', async () => {
    const start = new Date(Date.now() + 6 * DAY);
    start.setHours(19, 30, 0, 0);
    const place = 'Crown and Anchor, 22 Cheapside, Leeds LS1 5AB';
    showHome({ 'GET /events/attending': { body: attending([{ title: 'Quiz night', my_rsvp: 'going', start_datetime: start.toISOString(), location: place }]) } });
    const item = within(await screen.findByRole('list', { name: 'Your next events' })).getByRole('link', EVENT_LINK);
    expect(item.querySelector('.up-next-when')?.textContent).toBe('in 6 days');
    // 'Sat 5 Dec, 19:30': a British browser's order, the browser's own zone and its 24-hour clock.
    const weekday = start.toLocaleDateString('en-GB', { weekday: 'short' });
    const day = start.toLocaleDateString('en-GB', { day: 'numeric', month: 'short' });
    expect(item.querySelector('.up-next-date')?.textContent).toBe(`${weekday} ${day}, 19:30`);
    expect(item.textContent).toContain(place);
  });

  it('puts the events under way first, as Now: until their end, or for a few hours after a start without one', async () => {
    const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
    const calls = showHome({
      'GET /events/attending': (_body, _headers, url) => ({
        body:
          url.searchParams.get('when') === 'past'
            ? attending([
                { title: 'Long ended', my_rsvp: 'going', start_datetime: ago(8 * HOUR) },
                { title: 'Maybe under way', my_rsvp: 'maybe', start_datetime: ago(2 * HOUR) },
                { title: 'Finished', my_rsvp: 'going', start_datetime: ago(3 * HOUR), end_datetime: ago(HOUR) },
                { title: 'Festival weekend', my_rsvp: 'going', start_datetime: ago(DAY), end_datetime: inFuture(DAY) },
              ])
            : attending([{ id: 120, title: 'Going soon', my_rsvp: 'going', start_datetime: inFuture(2 * DAY) }]),
      }),
    });
    const list = within(await screen.findByRole('list', { name: 'Your next events' }));
    await waitFor(() => expect(list.getAllByRole('link', EVENT_LINK)).toHaveLength(3));
    const items = list.getAllByRole('link', EVENT_LINK);
    expect(items.map((item) => item.querySelector('.up-next-title')?.textContent)).toEqual(['Festival weekend', 'Maybe under way', 'Going soon']);
    expect(items.map((item) => item.querySelector('.up-next-when')?.textContent)).toEqual(['Now', 'Now', 'in 2 days']);
    expect(items.map((item) => item.querySelector('.answer-badge')?.textContent)).toEqual(['Going', 'Maybe', 'Going']);
    // The events already started are the member's latest few, not every past event.
    expect(calls.filter((call) => call.path === '/events/attending').length).toBe(2);
  });

  it('shows its loading state until both its reads have answered, and the empty note only then', async () => {
    signIn();
    fakeApi({ 'GET /config': CONFIG_RESPONSE, 'GET /auth/me': { body: makeUser() }, 'GET /events/attending': { body: [] }, 'GET /event-invites/my-invites': { body: [] } });
    const answer = globalThis.fetch;
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      String(input instanceof Request ? input.url : input).includes('/events/attending') ? held.then(() => answer(input, init)) : answer(input, init),
    );
    renderRoutes('/home');
    // The invitations have answered (none); the events have not.
    await waitFor(() => expect(upNext().getByRole('status').textContent).toContain('Loading your next events…'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(upNext().getByRole('status').textContent).toContain('Loading your next events…');
    expect(screen.queryByText(/Nothing planned yet/)).toBeNull();
    release();
    expect(await screen.findByText(/Nothing planned yet/)).toBeTruthy();
    expect(upNext().queryByRole('status')).toBeNull();
  });

  it('says what to do when nothing is planned', async () => {
    showHome();
    expect(await screen.findByText(/Nothing planned yet/)).toBeTruthy();
    expect(upNext().getByRole('link', { name: 'your communities' }).getAttribute('href')).toBe('/communities');
  });

  it('accepts a pending invitation in place, without leaving home', async () => {
    const pending = makeInvitation({ event: { ...makeInvitation().event, start_datetime: inFuture(4 * DAY) } });
    const calls = showHome({
      'GET /event-invites/my-invites': { body: [pending] },
      'POST /event-invites/join': { body: { ...pending, status: 'accepted' } },
    });
    const row = (await screen.findByRole('link', { name: 'Autumn reading night' })).closest('li') as HTMLElement;
    expect(within(row).getByText('Invited by Ada Lovelace')).toBeTruthy();
    expect(within(row).getByText('in 4 days')).toBeTruthy();
    // And when, not only how soon.
    expect(row.querySelector('.up-next-date')?.textContent).toMatch(/^[A-Z][a-z]{2} \d{1,2} [A-Z][a-z]{2}, \d{2}:\d{2}$/);
    fireEvent.click(within(row).getByText('Accept', { selector: 'ion-button' }));
    expect(await within(row).findByText(/Accepted\./)).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Open the event' }).getAttribute('href')).toBe('/events/7');
    expect(calls.filter((call) => call.method === 'POST').map((call) => [call.path, call.body])).toEqual([
      ['/event-invites/join', { invite_code: 'CODE1234' }],
    ]);
    expect(screen.getByTestId('current-path').textContent).toBe('/home');
  });

  it('declines only after the in-app confirmation that names the event', async () => {
    const pending = makeInvitation({ event: { ...makeInvitation().event, start_datetime: inFuture(4 * DAY) } });
    const calls = showHome({
      'GET /event-invites/my-invites': { body: [pending] },
      'POST /event-invites/decline': { body: { ...pending, status: 'declined' } },
    });
    const confirmSpy = vi.fn(() => true);
    vi.stubGlobal('confirm', confirmSpy);
    const row = (await screen.findByRole('link', { name: 'Autumn reading night' })).closest('li') as HTMLElement;
    fireEvent.click(within(row).getByText('Decline', { selector: 'ion-button' }));
    const dialog = await screen.findByRole('heading', { name: 'Decline “Autumn reading night”?' });
    const body = dialog.closest('form') as HTMLElement;
    expect(within(body).getByText('Are you sure you want to decline this invitation?')).toBeTruthy();
    fireEvent.click(within(body).getByText('Cancel', { selector: 'ion-button' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Decline “Autumn reading night”?' })).toBeNull());
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.click(within(row).getByText('Decline', { selector: 'ion-button' }));
    const again = (await screen.findByRole('heading', { name: 'Decline “Autumn reading night”?' })).closest('form') as HTMLElement;
    fireEvent.submit(again);
    expect(await within(row).findByText('Declined.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual(['/event-invites/decline']);
    expect(confirmSpy).not.toHaveBeenCalled();
  });
});

describe('/home: greeting', () => {
  it('greets a member back, and a member who just signed up with Welcome, once', async () => {
    showHome();
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Welcome back, Ada!');
  });

  it('says Welcome on the first visit after signing up, and Welcome back after it', async () => {
    const newcomer = makeUser({ created_at: '2026-11-25T10:00:00.000Z', last_login_at: '2026-11-25T10:00:02.000Z' });
    const first = showHome({}, newcomer);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Welcome, Ada!');
    expect(first.length).toBeGreaterThan(0);
  });
});

describe('/home for a member: what they need first', () => {
  it('lists their communities, each to its page with its next event, and keeps the eight feature cards folded away', async () => {
    showHome({
      'GET /communities/': {
        body: [
          makeSummary({ id: 7, name: 'Board Game Night', next_event: { id: 5, title: 'Winter games night', start_datetime: '2026-12-05T19:00:00.000Z', end_datetime: null, time_zone: 'Europe/London' } }),
          makeSummary({ id: 8, name: 'Chess Club', next_event: null }),
        ],
      },
    });
    const mine = within(await screen.findByRole('region', { name: 'Your communities' }));
    const links = await mine.findAllByRole('link');
    expect(links.map((link) => [link.querySelector('.home-community-name')?.textContent, link.getAttribute('href')])).toEqual([
      ['Board Game Night', '/communities/7'],
      ['Chess Club', '/communities/8'],
    ]);
    expect(links[0]?.textContent).toContain('Winter games night');
    expect(links[1]?.textContent).toContain('No events planned');
    // The spec's eight features are one tap away, not eight cards in the way.
    const features = screen.getByText('What you can do with Gather').closest('details') as HTMLDetailsElement;
    expect(features.open).toBe(false);
    expect(within(features).getAllByRole('listitem', { hidden: true })).toHaveLength(8);
  });

  it('says how to start when the member is in no community yet', async () => {
    showHome({ 'GET /communities/': { body: [] } });
    const mine = within(await screen.findByRole('region', { name: 'Your communities' }));
    expect(await mine.findByText('You are not in a community yet.')).toBeTruthy();
    expect(mine.getByRole('link', { name: 'Create or join one' }).getAttribute('href')).toBe('/communities');
  });
});
