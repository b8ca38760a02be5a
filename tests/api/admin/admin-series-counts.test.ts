import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminEngagement, AdminOverview, AdminTimeseries } from '@contracts/admin/schemas';
import { confirmEmail, createCommunity, createEvent, signUp } from '../../support/factories';
import type { OwnedCommunity, SignedInUser } from '../../support/factories';
import { createTestApp } from '../../support/test-app';
import type { TestApp } from '../../support/test-app';

/**
 * The admin dashboard counts what members organised (issue 30): a recurring event is one event and
 * one recurring series, not the ~26 weeks of dates made ahead for it.
 */

let t: TestApp;
let admin: { Authorization: string };
let host: SignedInUser;
let club: OwnedCommunity;

beforeAll(async () => {
  t = await createTestApp({ adminEmails: new Set(['boss@example.com']) });
  const boss = await signUp(t, { email: 'boss@example.com' });
  await confirmEmail(t, boss);
  admin = boss.auth;
  host = await signUp(t);
  club = await createCommunity(t, host, { name: 'Runners' });
});
afterAll(async () => {
  await t.close();
});

const overview = async () => (await t.request().get('/api/admin/stats/overview').set(admin).expect(200)).body as AdminOverview;
const engagement = async () => (await t.request().get('/api/admin/stats/engagement').set(admin).expect(200)).body as AdminEngagement;
const eventsToday = async () => ((await t.request().get('/api/admin/stats/timeseries?days=7').set(admin).expect(200)).body as AdminTimeseries).events.at(-1)?.count;

describe('the admin overview with recurring events', () => {
  it('counts a weekly event once among events and once among recurring series, however many dates are made ahead', async () => {
    const before = await overview();
    const todayBefore = await eventsToday();
    await createEvent(t, host, { community_id: club.id, title: 'Quiz night' });
    const run = await createEvent(t, host, {
      community_id: club.id,
      title: 'Tuesday run',
      time_zone: 'Europe/London',
      repeat: { frequency: 'weekly', interval: 1, weekdays: ['TU'], ending: { type: 'never' } },
    } as never);
    const dates = await t.deps.db('events').where({ series_id: run.series?.id }).count<{ n: number | string }[]>({ n: '*' });
    expect(Number(dates[0]?.n)).toBeGreaterThan(20);

    const after = await overview();
    expect(after.total_events - before.total_events).toBe(2);
    expect(after.new_events_this_week - before.new_events_this_week).toBe(2);
    expect(after.total_recurring_series - before.total_recurring_series).toBe(1);
    expect((await eventsToday()) ?? 0).toBe((todayBefore ?? 0) + 2);
    // The top lists count the same way: the quiz and the run.
    const top = await engagement();
    expect(top.top_event_creators).toEqual([expect.objectContaining({ id: host.user.id, events_created: 2 })]);
    expect(top.most_active_communities).toEqual([{ id: club.id, name: 'Runners', event_count: 2 }]);
  });

  it('counts a series with no dates left no more, and a single date deleted leaves the series counted once', async () => {
    const run = await createEvent(t, host, {
      community_id: club.id,
      title: 'Thursday swim',
      time_zone: 'Europe/London',
      repeat: { frequency: 'weekly', interval: 1, weekdays: ['TH'], ending: { type: 'never' } },
    } as never);
    const before = await overview();
    await t.request().delete(`/api/events/${run.id}`).set(host.auth).expect(204);
    expect((await overview()).total_events).toBe(before.total_events);
    const next = await t.deps.db('events').where({ series_id: run.series?.id }).orderBy('start_at').first<{ id: number }>('id');
    await t.request().delete(`/api/events/${next?.id}?scope=all`).set(host.auth).expect(204);
    const gone = await overview();
    expect(gone.total_events).toBe(before.total_events - 1);
    expect(gone.total_recurring_series).toBe(before.total_recurring_series - 1);
    expect((await engagement()).most_active_communities).toEqual([{ id: club.id, name: 'Runners', event_count: 2 }]);
  });
});
