import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AdminEngagement, AdminOverview, AdminTimeseries, AdminUser, AdminUserPage } from '@contracts/admin/schemas';
import { ADMIN_MESSAGES } from '@contracts/admin/messages';
import { CONFIG_RESPONSE, fakeApi, makeUser } from './support/fake-api';
import type { FakeResponse } from './support/fake-api';
import { renderRoutes } from './support/render-routes';
import { signIn } from './support/sign-in';

// uPlot draws on a canvas, which happy-dom does not have; the chart is looked at in the browser tests.
vi.mock('../../web/features/admin/components/growth-chart', () => ({
  GrowthChart: ({ label, points, scale = 'count' }: { label: string; points: Array<{ value: number | null }>; scale?: string }) => (
    <div data-testid="chart" data-label={label} data-days={points.length} data-scale={scale} data-values={JSON.stringify(points.map((point) => point.value))} />
  ),
}));

const OVERVIEW: AdminOverview = {
  total_users: 1234,
  new_users_this_week: 56,
  total_events: 789,
  new_events_this_week: 12,
  total_recurring_series: 34,
  total_communities: 45,
  new_communities_this_week: 3,
  pro_users: 100,
  pro_subscription_rate: 8.1,
  total_rsvps: 4321,
  total_comments: 987,
  active_users_this_week: 400,
};

function series(days: number, last: number): Array<{ date: string; count: number }> {
  const end = Date.parse('2025-03-10T00:00:00Z');
  return Array.from({ length: days }, (_, i) => ({ date: new Date(end - (days - 1 - i) * 86_400_000).toISOString().slice(0, 10), count: i === days - 1 ? last : 1 }));
}

/** Check-in used two days before the last (40 %, 1 event) and the day before it (75.5 %, 2 events); no other day. */
function rates(days: number): AdminTimeseries['check_in_rate'] {
  return series(days, 0).map(({ date }, i) => {
    const fromEnd = days - 1 - i;
    return { date, rate: fromEnd === 1 ? 75.5 : fromEnd === 3 ? 40 : null, events: fromEnd === 1 ? 2 : fromEnd === 3 ? 1 : 0 };
  });
}

const timeseries = (days: number): AdminTimeseries => ({ days, users: series(days, 9), events: series(days, 4), communities: series(days, 2), check_in_rate: rates(days) });

const ENGAGEMENT: AdminEngagement = {
  top_community_creators: [{ id: 2, username: 'grace', email: 'grace@example.com', communities_created: 3 }],
  top_event_creators: [
    { id: 3, username: 'alan', email: 'alan@example.com', events_created: 12 },
    { id: 2, username: 'grace', email: 'grace@example.com', events_created: 1 },
  ],
  most_active_communities: [{ id: 7, name: 'Board Game Night', event_count: 30 }],
  rsvp_distribution: [
    { status: 'going', count: 60 },
    { status: 'maybe', count: 30 },
    { status: 'not_going', count: 10 },
  ],
  user_activity: { users_last_24h: 123, users_last_7_days: 400, users_last_30_days: 617 },
};

const member = (id: number, overrides: Partial<AdminUser> = {}): AdminUser => ({
  ...makeUser({ id, username: `member${id}`, email: `member${id}@example.com`, full_name: `Member ${id}`, created_at: '2025-03-09T10:00:00.000Z' }),
  last_seen_at: null,
  ...overrides,
});

const page = (users: AdminUser[], total: number, skip = 0): AdminUserPage => ({ users, total, skip, limit: 100 });

function adminRoutes(overrides: Record<string, FakeResponse | ((body: unknown, headers: Headers, url: URL) => FakeResponse)> = {}) {
  return {
    'GET /config': CONFIG_RESPONSE,
    'GET /auth/me': { body: makeUser({ is_admin: true }) },
    'GET /admin/stats/overview': { body: OVERVIEW },
    'GET /admin/stats/timeseries': (_b: unknown, _h: Headers, url: URL) => ({ body: timeseries(Number(url.searchParams.get('days'))) }),
    'GET /admin/stats/engagement': { body: ENGAGEMENT },
    'GET /admin/users/recent': { body: [member(12, { is_pro: true }), member(11, { is_active: false })] },
    'GET /admin/users': (_b: unknown, _h: Headers, url: URL) => {
      const search = url.searchParams.get('search');
      return { body: search ? page([member(5, { full_name: 'Alice Search' })], 1) : page([member(12), member(11)], 250, Number(url.searchParams.get('skip'))) };
    },
    ...overrides,
  };
}

const section = (name: string) => screen.getByRole('region', { name });

describe('/admin', () => {
  it('shows a site admin the cards, the 30-day growth with its last 7 days, engagement, latest signups and the member list', async () => {
    signIn();
    const calls = fakeApi(adminRoutes());
    renderRoutes('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeTruthy();

    const cards = await screen.findByRole('list', { name: 'Site totals' });
    expect(cards.textContent).toContain('Total users');
    expect(cards.textContent).toContain((1234).toLocaleString());
    expect(cards.textContent).toContain('+56 this week');
    expect(cards.textContent).toContain(`${(8.1).toLocaleString(undefined, { minimumFractionDigits: 1 })}% of users`);
    // Recurring series have a card of their own, beside the events they are counted in once each.
    const seriesCard = within(cards).getByText('Recurring series').closest('li');
    expect(seriesCard?.textContent).toContain('34');
    expect(seriesCard?.previousElementSibling?.textContent).toContain('Events789');

    const users = await screen.findByRole('region', { name: 'New users' });
    expect(within(users).getByTestId('chart').getAttribute('data-days')).toBe('30');
    expect(users.textContent).toContain('38 in the last 30 days'); // 29 days of 1 and 9 today
    const lastSeven = within(users).getAllByRole('listitem');
    expect(lastSeven).toHaveLength(7);
    expect(lastSeven[0]?.textContent).toContain('Mon 10 Mar');
    expect(lastSeven[0]?.textContent).toContain('9');
    expect(screen.getByLabelText<HTMLSelectElement>('Time range').value).toBe('30');

    expect((await screen.findByRole('region', { name: 'Top event creators' })).textContent).toContain('alan');
    expect(section('Top event creators').textContent).toContain('12 events');
    expect(section('Top community creators').textContent).toContain('3 communities');
    expect(section('Most active communities').textContent).toContain('Board Game Night');
    expect(section('RSVP distribution').textContent).toContain('Going60 (60% of RSVPs)');
    expect(section('Login activity').textContent).toContain('Last 24 hours123 (10% of users)');

    const signups = await screen.findByRole('region', { name: 'Latest signups' });
    expect(within(signups).getAllByRole('listitem')).toHaveLength(2);
    expect(signups.textContent).toContain('Pro');
    expect(signups.textContent).toContain('Inactive');
    // Dates as every other screen writes them, for this (British) browser in UTC.
    expect(signups.textContent).toContain('9 Mar 2025, 10:00');

    const directory = section('All users');
    expect((await within(directory).findByRole('table')).textContent).toContain('member12@example.com');
    expect(directory.textContent).toContain('1–2 of 250');
    expect(directory.textContent).toContain('9 Mar 2025');

    const paths = calls.map((call) => call.path);
    expect(paths).toEqual(expect.arrayContaining(['/admin/stats/overview', '/admin/stats/timeseries', '/admin/stats/engagement', '/admin/users/recent', '/admin/users']));
  });

  it('charts the check-in rate with days without check-in as gaps, and says it in words', async () => {
    signIn();
    fakeApi(adminRoutes());
    renderRoutes('/admin');
    const panel = await screen.findByRole('region', { name: 'Check-in rate' });
    const chart = within(panel).getByTestId('chart');
    expect(chart.getAttribute('data-scale')).toBe('percent');
    const values = JSON.parse(chart.getAttribute('data-values') ?? '[]') as Array<number | null>;
    expect(values).toHaveLength(30);
    expect(values.slice(-4)).toEqual([40, null, 75.5, null]);
    expect(values.filter((value) => value !== null)).toHaveLength(2);
    expect(panel.textContent).toContain('3 events with check-in in the last 30 days');
    const percent = (rate: number) => `${rate.toLocaleString(undefined, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}%`;
    expect(panel.querySelector('figcaption')?.textContent).toBe(
      `Check-in used on 2 of the last 30 days (3 events); the share of members going who were checked in ranged from ${percent(40)} on Fri 7 Mar to ${percent(75.5)} on Sun 9 Mar.`,
    );
    const lastSeven = within(panel).getAllByRole('listitem');
    expect(lastSeven).toHaveLength(7);
    expect(lastSeven[0]?.textContent).toBe('Mon 10 MarNo check-in');
    expect(lastSeven[1]?.textContent).toBe(`Sun 9 Mar${percent(75.5)} · 2 events`);
    expect(lastSeven[3]?.textContent).toBe(`Fri 7 Mar${percent(40)} · 1 event`);
  });

  it('redraws the growth charts for 7 days when the range changes, and keeps the range in the address', async () => {
    signIn();
    const calls = fakeApi(adminRoutes());
    renderRoutes('/admin');
    const users = await screen.findByRole('region', { name: 'New users' });
    expect(within(users).getByTestId('chart').getAttribute('data-days')).toBe('30');

    fireEvent.change(screen.getByLabelText('Time range'), { target: { value: '7' } });
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'New users' })).getByTestId('chart').getAttribute('data-days')).toBe('7'));
    expect(screen.getByRole('region', { name: 'New users' }).textContent).toContain('15 in the last 7 days');
    expect(screen.getByTestId('current-path').textContent).toBe('/admin?days=7');
    const asked = calls.filter((call) => call.path === '/admin/stats/timeseries').length;
    expect(asked).toBe(2);
  });

  it('pages through the members and searches them', async () => {
    signIn();
    fakeApi(adminRoutes());
    renderRoutes('/admin');
    const directory = await screen.findByRole('region', { name: 'All users' });
    await within(directory).findByText('1–2 of 250');
    fireEvent.click(within(directory).getByText('Next', { selector: 'ion-button' }));
    await within(directory).findByText('101–102 of 250');

    fireEvent.change(within(directory).getByLabelText('Search users by e-mail or name'), { target: { value: 'alice' } });
    // After a pause in typing, the search starts on its first page.
    await within(directory).findByText('Alice Search');
    expect(directory.textContent).toContain('1–1 of 1');
  });

  it("shows the spec's error with Retry when a call fails, and loads on Retry", async () => {
    signIn();
    let fail = true;
    fakeApi(adminRoutes({ 'GET /admin/stats/engagement': () => (fail ? { status: 500, body: { detail: 'boom', code: 'internal_error' } } : { body: ENGAGEMENT }) }));
    renderRoutes('/admin');
    const engagement = await screen.findByRole('region', { name: 'Engagement' });
    expect((await within(engagement).findByRole('alert', {}, { timeout: 8000 })).textContent).toContain(ADMIN_MESSAGES.loadFailed);
    fail = false;
    fireEvent.click(within(engagement).getByText('Retry', { selector: 'ion-button' }));
    expect((await within(engagement).findByRole('region', { name: 'RSVP distribution' })).textContent).toContain('Going');
  });

  it('says admin access is required when the server refuses (rights taken away meanwhile)', async () => {
    signIn();
    fakeApi(adminRoutes({ 'GET /admin/stats/overview': { status: 403, body: { detail: ADMIN_MESSAGES.adminRequired, code: 'admin_required' } } }));
    renderRoutes('/admin');
    expect((await screen.findByRole('alert')).textContent).toBe(ADMIN_MESSAGES.adminRequired);
  });

  it('tells a member whose address is not confirmed that confirming it is what admin rights wait for', async () => {
    signIn();
    fakeApi({ 'GET /config': CONFIG_RESPONSE, 'GET /auth/me': { body: makeUser({ is_admin: false, email_verified: false, email: 'boss@example.com' }) } });
    renderRoutes('/admin');
    expect((await screen.findByRole('alert')).textContent).toBe('Access Denied: You need admin privileges to access this page');
    const note = screen.getByText(/not confirmed yet/);
    expect(note.textContent).toBe(
      'Your e-mail address is not confirmed yet, and admin rights come only with a confirmed address. Open the link we sent to boss@example.com (or send a new one above), then come back here.',
    );
  });

  it('shows a member Access Denied and calls no admin route', async () => {
    signIn();
    const calls = fakeApi({ 'GET /config': CONFIG_RESPONSE, 'GET /auth/me': { body: makeUser({ is_admin: false }) } });
    renderRoutes('/admin');
    expect((await screen.findByRole('alert')).textContent).toBe('Access Denied: You need admin privileges to access this page');
    // A confirmed member is simply not an admin: nothing about confirming.
    expect(screen.queryByText(/not confirmed yet/)).toBeNull();
    expect(calls.some((call) => call.path.startsWith('/admin'))).toBe(false);
  });
});
