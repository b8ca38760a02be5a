import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '@contracts/admin/schemas';
import type { AdminEngagement, AdminOverview, AdminTimeseries, AdminUser, AdminUserPage } from '@contracts/admin/schemas';
import { issueApiToken } from '../../support/api-tokens';
import { confirmEmail, signUp } from '../../support/factories';
import { issueSession } from '../../support/sessions';
import { createTestApp } from '../../support/test-app';
import type { TestApp } from '../../support/test-app';

/**
 * The admin API against a world counted by hand. The app's clock is moved to NOW (midday UTC, so the
 * seconds the test takes never cross a day); every row sits at a chosen instant around the UTC day
 * boundaries and the edges of the 7-day, 30-day and 90-day windows.
 */
const NOW = Date.parse('2025-03-10T12:00:00.000Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(NOW - ms).toISOString();

let t: TestApp;
let admin: { Authorization: string };
let member: { Authorization: string };
const id: Record<string, number> = {};

async function insertUser(name: string, row: { created_at: string; last_seen_at?: string | null; is_pro?: boolean; is_active?: boolean; full_name?: string }) {
  const [inserted] = await t.deps.db('users')
    .insert({ uuid: `uuid-${name}`, email: `${name}@example.org`, username: name, full_name: row.full_name ?? null, created_at: row.created_at, last_seen_at: row.last_seen_at ?? null, is_pro: row.is_pro ?? false, is_active: row.is_active ?? true })
    .returning<{ id: number }[]>('id');
  id[name] = inserted?.id ?? 0;
}

async function insertCommunity(name: string, ownerId: number, createdAt: string) {
  const [inserted] = await t.deps.db('communities').insert({ name, invite_code: `CODE${name}`, owner_id: ownerId, member_count: 1, created_at: createdAt }).returning<{ id: number }[]>('id');
  id[name] = inserted?.id ?? 0;
  await t.deps.db('community_members').insert({ community_id: id[name], user_id: ownerId, is_admin: true, joined_at: createdAt });
}

async function insertEvent(name: string, communityId: number, creatorId: number, createdAt: string) {
  const [inserted] = await t.deps.db('events')
    .insert({ community_id: communityId, creator_id: creatorId, title: name, start_at: '2025-04-01T18:00:00.000Z', time_zone: 'UTC', created_at: createdAt, updated_at: createdAt })
    .returning<{ id: number }[]>('id');
  id[name] = inserted?.id ?? 0;
}

const rsvp = (eventId: number, userId: number, status: string) => ({ event_id: eventId, user_id: userId, status, created_at: ago(HOUR), updated_at: ago(HOUR) });
const comment = (eventId: number, authorId: number, parentId: number | null = null) => ({ event_id: eventId, author_id: authorId, parent_id: parentId, content: 'Hello', created_at: ago(HOUR) });

beforeAll(async () => {
  t = await createTestApp({ adminEmails: new Set(['boss@example.com']) });
  t.advanceClock(NOW - Date.now());
  // Two members through the API, today: the admin (named in ADMIN_EMAILS, address confirmed) and a member.
  const boss = await signUp(t, { email: 'boss@example.com', full_name: 'Boss Person' });
  await confirmEmail(t, boss);
  admin = boss.auth;
  const plain = await signUp(t, { email: 'plain@example.com', full_name: 'Plain Member' });
  member = plain.auth;
  id.boss = boss.user.id;
  id.plain = plain.user.id;

  await insertUser('ua', { created_at: '2025-03-09T23:59:59.999Z', last_seen_at: ago(HOUR), is_pro: true, full_name: 'Alice Example' });
  await insertUser('ub', { created_at: '2025-03-10T00:00:00.000Z', last_seen_at: ago(25 * HOUR) });
  await insertUser('uc', { created_at: '2025-03-04T00:00:00.000Z', last_seen_at: ago(6 * DAY) });
  await insertUser('ud', { created_at: '2025-03-03T23:59:59.999Z', last_seen_at: ago(8 * DAY) });
  // Deactivated, seen an hour ago: counted as a member, never as active.
  await insertUser('ue', { created_at: '2025-03-03T11:59:59.999Z', last_seen_at: ago(HOUR), is_active: false });
  await insertUser('uf', { created_at: '2025-02-09T00:00:00.000Z', last_seen_at: ago(31 * DAY), is_pro: true });
  await insertUser('ug', { created_at: '2025-02-08T23:59:59.999Z' });
  await insertUser('uh', { created_at: '2024-12-11T00:00:00.000Z', full_name: '100%_sure' });
  await insertUser('ui', { created_at: '2024-12-10T23:59:59.999Z' });

  await insertCommunity('c1', id.ua ?? 0, '2025-03-10T00:00:00.000Z');
  await insertCommunity('c2', id.ua ?? 0, '2025-03-09T23:59:59.999Z');
  await insertCommunity('c3', id.ub ?? 0, '2025-01-01T00:00:00.000Z');

  await insertEvent('e1', id.c1 ?? 0, id.ua ?? 0, '2025-03-10T00:00:00.000Z');
  await insertEvent('e2', id.c1 ?? 0, id.ua ?? 0, '2025-03-09T23:59:59.999Z');
  await insertEvent('e3', id.c1 ?? 0, id.ub ?? 0, '2025-03-04T00:00:00.000Z');
  await insertEvent('e4', id.c2 ?? 0, id.ub ?? 0, '2025-02-09T00:00:00.000Z');
  await insertEvent('e5', id.c3 ?? 0, id.uc ?? 0, '2024-12-11T00:00:00.000Z');
  // Created today by uc, with RSVPs and comments, then deleted by its creator through the API.
  await insertEvent('e6', id.c3 ?? 0, id.uc ?? 0, ago(2 * HOUR));

  const db = t.deps.db;
  await db('event_rsvps').insert([rsvp(id.e1 ?? 0, id.boss, 'going'), rsvp(id.e1 ?? 0, id.plain, 'going'), rsvp(id.e1 ?? 0, id.ua ?? 0, 'maybe'), rsvp(id.e2 ?? 0, id.ub ?? 0, 'not_going'), rsvp(id.e2 ?? 0, id.uc ?? 0, 'waitlisted')]);
  await db('event_rsvps').insert([rsvp(id.e6 ?? 0, id.ua ?? 0, 'going'), rsvp(id.e6 ?? 0, id.ub ?? 0, 'maybe')]);
  // ua changes their mind: maybe -> going.
  await db('event_rsvps').where({ event_id: id.e1, user_id: id.ua }).update({ status: 'going' });

  const [first] = await db('comments').insert(comment(id.e1 ?? 0, id.ua ?? 0)).returning<{ id: number }[]>('id');
  const [second] = await db('comments').insert(comment(id.e1 ?? 0, id.ub ?? 0)).returning<{ id: number }[]>('id');
  await db('comments').insert(comment(id.e1 ?? 0, id.uc ?? 0, second?.id ?? 0));
  // The second comment is deleted but kept for its reply: it no longer reads as a comment.
  await db('comments').where({ id: second?.id }).update({ content: '', deleted_at: ago(HOUR) });
  await db('comments').insert([comment(id.e6 ?? 0, id.ua ?? 0), comment(id.e6 ?? 0, id.ub ?? 0)]);
  expect(first?.id).toBeGreaterThan(0);

  // uc belongs to c3 so they may delete their own event.
  await db('community_members').insert({ community_id: id.c3, user_id: id.uc, is_admin: false, joined_at: ago(DAY) });
  await t.request().delete(`/api/events/${id.e6}`).set(await issueSession(t, id.uc ?? 0)).expect(204);
  // That request noted uc as seen now; uc's place in the activity windows is 6 days ago.
  await db('users').where({ id: id.uc }).update({ last_seen_at: ago(6 * DAY) });
});

afterAll(async () => {
  await t.close();
});

/** The dates from `first` to `last` (UTC), each with the count given in `counts`, 0 otherwise. */
function series(first: string, last: string, counts: Record<string, number>): Array<{ date: string; count: number }> {
  const out: Array<{ date: string; count: number }> = [];
  for (let at = Date.parse(`${first}T00:00:00Z`); at <= Date.parse(`${last}T00:00:00Z`); at += DAY) {
    const date = new Date(at).toISOString().slice(0, 10);
    out.push({ date, count: counts[date] ?? 0 });
  }
  return out;
}

describe('GET /api/admin/stats/overview', () => {
  it('counts every figure by hand: windows of 7 x 24 h, deleted events and their RSVPs and comments gone, inactive members not active', async () => {
    const res = await t.request().get('/api/admin/stats/overview').set(admin).expect(200);
    expect(res.body as AdminOverview).toEqual({
      // boss, plain, ua..ui
      total_users: 11,
      // boss, plain, ua, ub, uc, ud (03-03 23:59); ue signed up at 11:59:59.999, a millisecond before the window
      new_users_this_week: 6,
      // e1..e5; e6 was deleted
      total_events: 5,
      new_events_this_week: 3,
      // none of them repeats (admin-series-counts.test.ts counts recurring events)
      total_recurring_series: 0,
      total_communities: 3,
      new_communities_this_week: 2,
      pro_users: 2,
      // 2 of 11 = 18.1818...%
      pro_subscription_rate: 18.2,
      // e1: boss, plain, ua (all going); e2: ub not going, uc waiting for a seat. e6's two went with it.
      total_rsvps: 5,
      // e1: ua's comment and uc's reply; ub's deleted comment and e6's two do not count
      total_comments: 2,
      // boss and plain (signed in now), ua (1 h), ub (25 h), uc (6 days); ue is deactivated, ud was 8 days ago
      active_users_this_week: 5,
    });
  });
});

describe('GET /api/admin/stats/timeseries', () => {
  it('defaults to 30 UTC days ending today, one entry a day, empty days as 0', async () => {
    const res = await t.request().get('/api/admin/stats/timeseries').set(admin).expect(200);
    expect(res.body as AdminTimeseries).toEqual({
      days: 30,
      users: series('2025-02-09', '2025-03-10', { '2025-02-09': 1, '2025-03-03': 2, '2025-03-04': 1, '2025-03-09': 1, '2025-03-10': 3 }),
      events: series('2025-02-09', '2025-03-10', { '2025-02-09': 1, '2025-03-04': 1, '2025-03-09': 1, '2025-03-10': 1 }),
      communities: series('2025-02-09', '2025-03-10', { '2025-03-09': 1, '2025-03-10': 1 }),
      // No event here used check-in (admin-check-in-rate.test.ts is about that figure).
      check_in_rate: series('2025-02-09', '2025-03-10', {}).map(({ date }) => ({ date, rate: null, events: 0 })),
    });
  });

  it('puts a row created at 23:59:59.999 on its own day and one at 00:00 on the next (days=7)', async () => {
    const res = await t.request().get('/api/admin/stats/timeseries?days=7').set(admin).expect(200);
    const body = res.body as AdminTimeseries;
    expect(body.days).toBe(7);
    expect(body.users).toEqual(series('2025-03-04', '2025-03-10', { '2025-03-04': 1, '2025-03-09': 1, '2025-03-10': 3 }));
    expect(body.events).toEqual(series('2025-03-04', '2025-03-10', { '2025-03-04': 1, '2025-03-09': 1, '2025-03-10': 1 }));
    expect(body.communities).toEqual(series('2025-03-04', '2025-03-10', { '2025-03-09': 1, '2025-03-10': 1 }));
  });

  it('reaches back 90 days to 2024-12-11, and not a millisecond before', async () => {
    const body = (await t.request().get('/api/admin/stats/timeseries?days=90').set(admin).expect(200)).body as AdminTimeseries;
    expect(body.users).toHaveLength(90);
    expect(body.users[0]).toEqual({ date: '2024-12-11', count: 1 });
    expect(body.users.reduce((sum, day) => sum + day.count, 0)).toBe(10); // all but ui
    expect(body.events[0]).toEqual({ date: '2024-12-11', count: 1 });
    expect(body.communities.find((day) => day.date === '2025-01-01')).toEqual({ date: '2025-01-01', count: 1 });
  });
});

describe('GET /api/admin/stats/engagement', () => {
  it('ranks creators and communities, splits RSVPs by status, and counts members seen in 24 h, 7 and 30 days', async () => {
    const body = (await t.request().get('/api/admin/stats/engagement').set(admin).expect(200)).body as AdminEngagement;
    expect(body.top_community_creators).toEqual([
      { id: id.ua, username: 'ua', email: 'ua@example.org', communities_created: 2 },
      { id: id.ub, username: 'ub', email: 'ub@example.org', communities_created: 1 },
    ]);
    // ua and ub tie at 2 (ua is the older account); uc had 2 until e6 was deleted.
    expect(body.top_event_creators).toEqual([
      { id: id.ua, username: 'ua', email: 'ua@example.org', events_created: 2 },
      { id: id.ub, username: 'ub', email: 'ub@example.org', events_created: 2 },
      { id: id.uc, username: 'uc', email: 'uc@example.org', events_created: 1 },
    ]);
    expect(body.most_active_communities).toEqual([
      { id: id.c1, name: 'c1', event_count: 3 },
      { id: id.c2, name: 'c2', event_count: 1 },
      { id: id.c3, name: 'c3', event_count: 1 },
    ]);
    expect(body.rsvp_distribution).toEqual([
      { status: 'going', count: 3 },
      { status: 'maybe', count: 0 },
      { status: 'not_going', count: 1 },
      { status: 'waitlisted', count: 1 },
    ]);
    expect(body.user_activity).toEqual({ users_last_24h: 3, users_last_7_days: 5, users_last_30_days: 6 });
  });

  it('keeps its RSVP and comment totals equal to a real count', async () => {
    const db = t.deps.db;
    const real = await db('event_rsvps').select('status').count<Array<{ status: string; n: number | string }>>({ n: '*' }).groupBy('status');
    const body = (await t.request().get('/api/admin/stats/engagement').set(admin).expect(200)).body as AdminEngagement;
    for (const { status, count } of body.rsvp_distribution) {
      expect(count).toBe(Number(real.find((row) => row.status === status)?.n ?? 0));
    }
    const comments = await db('comments').whereNull('deleted_at').count<Array<{ n: number | string }>>({ n: '*' });
    const overview = (await t.request().get('/api/admin/stats/overview').set(admin).expect(200)).body as AdminOverview;
    expect(overview.total_comments).toBe(Number(comments[0]?.n));
  });
});

describe('GET /api/admin/users/recent', () => {
  it('lists the 10 latest signups newest first, with the user fields and last_seen_at, never a password hash', async () => {
    const body = (await t.request().get('/api/admin/users/recent').set(admin).expect(200)).body as AdminUser[];
    expect(body.map((user) => user.username)).toEqual(['plain', 'boss', 'ub', 'ua', 'uc', 'ud', 'ue', 'uf', 'ug', 'uh']);
    expect(body[3]).toEqual({
      id: id.ua,
      uuid: 'uuid-ua',
      email: 'ua@example.org',
      username: 'ua',
      full_name: 'Alice Example',
      created_at: '2025-03-09T23:59:59.999Z',
      last_login_at: null,
      last_seen_at: ago(HOUR),
      is_admin: false,
      is_pro: true,
      is_active: true,
      google_calendar_global_auto_sync: false,
      remind_day_before: true,
      remind_hour_before: true,
      remind_by_email: false,
      email_verified: false,
      sign_in_methods: [],
    });
    expect(body[6]).toMatchObject({ username: 'ue', is_active: false });
    expect(JSON.stringify(body)).not.toContain('password');
  });

  it('takes a limit', async () => {
    const body = (await t.request().get('/api/admin/users/recent?limit=3').set(admin).expect(200)).body as AdminUser[];
    expect(body.map((user) => user.username)).toEqual(['plain', 'boss', 'ub']);
  });
});

describe('GET /api/admin/users', () => {
  it('pages through every member newest first, with the total', async () => {
    const first = (await t.request().get('/api/admin/users').set(admin).expect(200)).body as AdminUserPage;
    expect(first).toMatchObject({ total: 11, skip: 0, limit: 100 });
    expect(first.users.map((user) => user.username)).toEqual(['plain', 'boss', 'ub', 'ua', 'uc', 'ud', 'ue', 'uf', 'ug', 'uh', 'ui']);
    const page = (await t.request().get('/api/admin/users?skip=4&limit=3').set(admin).expect(200)).body as AdminUserPage;
    expect(page).toMatchObject({ total: 11, skip: 4, limit: 3 });
    expect(page.users.map((user) => user.username)).toEqual(['uc', 'ud', 'ue']);
    const beyond = (await t.request().get('/api/admin/users?skip=50').set(admin).expect(200)).body as AdminUserPage;
    expect(beyond).toEqual({ users: [], total: 11, skip: 50, limit: 100 });
  });

  it('searches e-mail, username and full name in any case, taking % and _ literally', async () => {
    const search = async (text: string) => {
      const res = await t.request().get('/api/admin/users').query({ search: text }).set(admin).expect(200);
      const body = res.body as AdminUserPage;
      return { total: body.total, names: body.users.map((user) => user.username) };
    };
    expect(await search('ALICE')).toEqual({ total: 1, names: ['ua'] });
    expect(await search('plain@EXAMPLE')).toEqual({ total: 1, names: ['plain'] });
    expect(await search('u')).toMatchObject({ total: 9 });
    expect(await search('@example.org')).toMatchObject({ total: 9 });
    expect(await search('%_')).toEqual({ total: 1, names: ['uh'] });
    expect(await search('_')).toEqual({ total: 1, names: ['uh'] });
    expect(await search('nobody-at-all')).toEqual({ total: 0, names: [] });
    expect(await search('  ')).toMatchObject({ total: 11 });
  });

  it('finds a member by the name they have now', async () => {
    await t.deps.db('users').where({ id: id.ug }).update({ full_name: 'Zoë Renamed' });
    try {
      const res = await t.request().get('/api/admin/users?search=RENAMED').set(admin).expect(200);
      expect((res.body as AdminUserPage).users.map((user) => user.username)).toEqual(['ug']);
    } finally {
      await t.deps.db('users').where({ id: id.ug }).update({ full_name: null });
    }
  });
});

describe('who may call the admin API', () => {
  const routes = ['/api/admin/stats/overview', '/api/admin/stats/timeseries', '/api/admin/stats/engagement', '/api/admin/users/recent', '/api/admin/users'];

  it.each(routes)('%s: 403 with the spec\'s text for a member, 401 without a session', async (route) => {
    const refused = await t.request().get(route).set(member).expect(403);
    expect(refused.body).toEqual({ detail: ADMIN_MESSAGES.adminRequired, code: 'admin_required' });
    await t.request().get(route).expect(401);
  });

  it.each(routes)('%s: 403 for a developer API token, even a site admin\'s (admin is for browser sessions)', async (route) => {
    const adminToken = await issueApiToken(t, id.boss ?? 0, 'read_write');
    const memberToken = await issueApiToken(t, id.plain ?? 0, 'read_only');
    await t.request().get(route).set({ Authorization: adminToken.Authorization }).expect(403);
    await t.request().get(route).set({ Authorization: memberToken.Authorization }).expect(403);
  });

  it('refuses a member before looking at the query', async () => {
    await t.request().get('/api/admin/stats/timeseries?days=5').set(member).expect(403);
  });
});

describe('bad query values', () => {
  it.each([
    ['/api/admin/stats/timeseries?days=5', 'days', 'days must be 7, 30 or 90'],
    ['/api/admin/stats/timeseries?days=thirty', 'days', 'days must be 7, 30 or 90'],
    ['/api/admin/stats/timeseries?days=7&days=30', 'days', 'days must be 7, 30 or 90'],
    ['/api/admin/users/recent?limit=-1', 'limit', 'limit must be a whole number'],
    ['/api/admin/users/recent?limit=0', 'limit', 'limit must be at least 1'],
    ['/api/admin/users/recent?limit=100000', 'limit', 'limit must be at most 100'],
    ['/api/admin/users?limit=-1', 'limit', 'limit must be a whole number'],
    ['/api/admin/users?limit=100000', 'limit', 'limit must be at most 500'],
    ['/api/admin/users?limit=501', 'limit', 'limit must be at most 500'],
    ['/api/admin/users?skip=-1', 'skip', 'skip must be a whole number'],
    ['/api/admin/users?skip=1.5', 'skip', 'skip must be a whole number'],
    ['/api/admin/users?skip=99999999999', 'skip', 'skip is too large'],
    [`/api/admin/users?search=${'x'.repeat(101)}`, 'search', 'search must be at most 100 characters'],
    ['/api/admin/users?search=%07', 'search', 'search must not contain control characters'],
    ['/api/admin/users?page=2', 'page', 'Unknown field: page'],
    ['/api/admin/stats/timeseries?range=7', 'range', 'Unknown field: range'],
  ])('%s is a 400 naming %s', async (path, field, message) => {
    const res = await t.request().get(path).set(admin).expect(400);
    expect(res.body).toMatchObject({ code: 'validation_error', detail: `${field}: ${message}`, errors: [{ field, message }] });
  });
});
