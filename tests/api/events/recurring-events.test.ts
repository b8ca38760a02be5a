import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventDetailSchema, EventListItemSchema } from '@contracts/events/schemas';
import type { EventDetail, EventListItem } from '@contracts/events/schemas';
import { utcToWallTime } from '@contracts/events/event-time';
import { confirmEmail, createCommunity, createEvent, joinCommunity, postComment, rsvp, signUp } from '../../support/factories';
import type { OwnedCommunity, SignedInUser } from '../../support/factories';
import { startSeriesWorker } from '../../../server/features/events/series/series-worker';
import { LONDON, WEEKLY_TUESDAY, createWeeklyRun, listedSeriesDates, tuesdayIn } from '../../support/series';
import { createTestApp } from '../../support/test-app';
import type { TestApp } from '../../support/test-app';

/**
 * Recurring events through the API: a weekly run made once, each date an event with its own
 * replies and discussion, and changes to one date, to this and following dates, and to all dates.
 */

let t: TestApp;
let host: SignedInUser;
let member: SignedInUser;
let community: OwnedCommunity;

const ZONE = LONDON;

const local = (iso: string) => utcToWallTime(new Date(iso), ZONE);

beforeAll(async () => {
  t = await createTestApp();
  host = await signUp(t, { full_name: 'Hana Host' });
  member = await signUp(t, { full_name: 'Milo Member' });
  community = await createCommunity(t, host, { name: 'Tuesday runners' });
  await joinCommunity(t, member, community);
});
afterAll(async () => {
  await t.close();
});

const createRun = (fields: Record<string, unknown> = {}) => createWeeklyRun(t, host, community.id, fields);
const seriesDates = (who: SignedInUser, seriesId: number, weeks = 30) => listedSeriesDates(t, who, community.id, seriesId, weeks);

async function detail(who: SignedInUser, id: number): Promise<EventDetail> {
  const res = await t.request().get(`/api/events/${id}`).set(who.auth).expect(200);
  return EventDetailSchema.parse(res.body);
}

describe('a weekly event', () => {
  it('is made once and shows a date every Tuesday at 19:00 London time, across the change of clocks', async () => {
    const first = await createRun();
    expect(first.series).toMatchObject({ rule: WEEKLY_TUESDAY, my_rsvp: 'going' });
    const dates = await seriesDates(host, first.series!.id);
    expect(dates.length).toBeGreaterThanOrEqual(20);
    for (const date of dates) {
      expect(local(date.start_datetime).time).toBe('19:00');
      expect(new Date(date.start_datetime).getUTCDay()).toBe(2);
      // The host is going to every date they organise.
      expect(date.my_rsvp).toBe('going');
    }
    // Some dates are in winter time and some in summer time (26 weeks cross a change of clocks).
    expect(new Set(dates.map((date) => new Date(date.start_datetime).getUTCHours())).size).toBe(2);
  });

  it('refuses a rule that ends before its first date, naming the field', async () => {
    const res = await t
      .request()
      .post('/api/events/')
      .set(host.auth)
      .send({ community_id: community.id, title: 'Never', start_datetime: tuesdayIn(2), time_zone: ZONE, repeat: { ...WEEKLY_TUESDAY, ending: { type: 'on', date: '2020-01-01' } } });
    expect(res.status).toBe(400);
    expect((res.body as { detail: string }).detail).toContain('repeat');
  });

  it('takes an answer for one date, or for every date, and one date can differ afterwards', async () => {
    const first = await createRun();
    const dates = await seriesDates(member, first.series!.id);
    await rsvp(t, member, dates[1]!.id, 'maybe');
    expect((await detail(member, dates[0]!.id)).my_rsvp).toBeNull();
    expect((await detail(member, dates[1]!.id)).my_rsvp).toBe('maybe');

    await t.request().post(`/api/events/${dates[0]!.id}/rsvp`).set(member.auth).send({ status: 'going', scope: 'series' }).expect(200);
    const after = await seriesDates(member, first.series!.id);
    expect(after.every((date) => date.my_rsvp === 'going')).toBe(true);
    expect((await detail(member, dates[2]!.id)).series?.my_rsvp).toBe('going');

    await rsvp(t, member, dates[3]!.id, 'not_going');
    expect((await detail(member, dates[3]!.id)).my_rsvp).toBe('not_going');
    expect((await detail(member, dates[4]!.id)).my_rsvp).toBe('going');
  });

  it('on a private series, is for every date only for those invited to every date: one date\'s invitee answers dates one at a time', async () => {
    const run = await createRun({ is_private: true, title: 'Committee' });
    const dates = await seriesDates(host, run.series!.id);
    const oneDate = await signUp(t, { full_name: 'Ola One-date' });
    const everyDate = await signUp(t, { full_name: 'Eve Every-date' });
    for (const who of [oneDate, everyDate]) {
      await confirmEmail(t, who);
      await joinCommunity(t, who, community);
    }
    await t.request().post('/api/event-invites/').set(host.auth).send({ event_id: dates[1]!.id, invited_email: oneDate.email }).expect(201);
    await t.request().post('/api/event-invites/').set(host.auth).send({ event_id: dates[1]!.id, invited_email: everyDate.email, series: true }).expect(201);

    expect((await detail(oneDate, dates[1]!.id)).series?.may_answer_every_date).toBe(false);
    const refused = await t.request().post(`/api/events/${dates[1]!.id}/rsvp`).set(oneDate.auth).send({ status: 'going', scope: 'series' });
    expect(refused.status).toBe(403);
    // Nothing was answered, and the later dates stay hidden from them.
    expect((await detail(oneDate, dates[1]!.id)).my_rsvp).toBeNull();
    await t.request().get(`/api/events/${dates[2]!.id}`).set(oneDate.auth).expect(404);
    await t.request().post(`/api/events/${dates[1]!.id}/rsvp`).set(oneDate.auth).send({ status: 'going' }).expect(200);

    expect((await detail(everyDate, dates[1]!.id)).series?.may_answer_every_date).toBe(true);
    await t.request().post(`/api/events/${dates[1]!.id}/rsvp`).set(everyDate.auth).send({ status: 'going', scope: 'series' }).expect(200);
    expect((await detail(everyDate, dates[2]!.id)).my_rsvp).toBe('going');
    expect((await detail(host, dates[1]!.id)).series?.may_answer_every_date).toBe(true);
  });

  it('answers a month calendar far ahead with the dates of that month', async () => {
    const first = await createRun();
    const from = new Date(Date.now() + 60 * 7 * 86_400_000);
    const to = new Date(from.getTime() + 31 * 86_400_000);
    const res = await t.request().get(`/api/events/community/${community.id}`).query({ from: from.toISOString(), to: to.toISOString() }).set(host.auth).expect(200);
    const dates = (res.body as EventListItem[]).filter((item) => item.series_id === first.series!.id);
    expect(dates.length).toBeGreaterThanOrEqual(4);
    expect(dates.length).toBeLessThanOrEqual(5);
    // The same month again makes nothing twice.
    const again = await t.request().get(`/api/events/community/${community.id}`).query({ from: from.toISOString(), to: to.toISOString() }).set(host.auth).expect(200);
    expect((again.body as EventListItem[]).filter((item) => item.series_id === first.series!.id).map((item) => item.id)).toEqual(dates.map((item) => item.id));
  });
});

describe('a month far ahead of many series', () => {
  it('makes every series\' dates of that month in one request, each with the answers for every date', async () => {
    const club = await createCommunity(t, host, { name: 'Daily walkers' });
    await joinCommunity(t, member, club);
    const daily = { frequency: 'daily', interval: 1, ending: { type: 'never' } } as const;
    const made: number[] = [];
    for (let n = 0; n < 12; n += 1) {
      const first = await createEvent(t, host, { community_id: club.id, title: `Walk ${n}`, start_datetime: tuesdayIn(1, `0${n % 10}:00`), time_zone: ZONE, repeat: daily });
      await t.request().post(`/api/events/${first.id}/rsvp`).set(member.auth).send({ status: 'maybe', scope: 'series' }).expect(200);
      made.push(first.series!.id);
    }
    const from = new Date(Date.now() + 80 * 7 * 86_400_000);
    const to = new Date(from.getTime() + 31 * 86_400_000);
    const res = await t.request().get(`/api/events/community/${club.id}`).query({ from: from.toISOString(), to: to.toISOString(), limit: 500 }).set(member.auth).expect(200);
    const items = (res.body as unknown[]).map((item) => EventListItemSchema.parse(item));
    expect(items).toHaveLength(12 * 31);
    expect(new Set(items.map((item) => item.series_id))).toEqual(new Set(made));
    expect(items.every((item) => item.my_rsvp === 'maybe' && item.rsvp_counts.going === 1)).toBe(true);
  });
});

describe('changing a recurring event', () => {
  it('this event: moves one date and leaves the others', async () => {
    const first = await createRun();
    const dates = await seriesDates(host, first.series!.id);
    const moved = new Date(Date.parse(dates[1]!.start_datetime) + 30 * 60_000).toISOString();
    await t.request().put(`/api/events/${dates[1]!.id}`).query({ scope: 'this' }).set(host.auth).send({ start_datetime: moved }).expect(200);
    const after = await seriesDates(host, first.series!.id);
    expect(local(after[1]!.start_datetime).time).toBe('19:30');
    expect(local(after[2]!.start_datetime).time).toBe('19:00');
  });

  it('this and following: later dates change, earlier ones keep their time, and replies and discussion stay', async () => {
    const first = await createRun();
    const dates = await seriesDates(host, first.series!.id);
    await rsvp(t, member, dates[0]!.id, 'going');
    await rsvp(t, member, dates[2]!.id, 'maybe');
    await postComment(t, member, { event_id: dates[2]!.id, content: 'See you there' });
    const later = new Date(Date.parse(dates[2]!.start_datetime) + 30 * 60_000).toISOString();
    const res = await t.request().put(`/api/events/${dates[2]!.id}`).query({ scope: 'following' }).set(host.auth).send({ start_datetime: later, location: 'Bandstand' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const changed = EventDetailSchema.parse(res.body);
    expect(changed.id).toBe(dates[2]!.id);
    expect(local(changed.start_datetime).time).toBe('19:30');
    expect(changed.my_rsvp).toBe('going');
    expect(changed.series!.id).not.toBe(first.series!.id);

    expect(local((await detail(member, dates[0]!.id)).start_datetime).time).toBe('19:00');
    expect((await detail(member, dates[0]!.id)).location).toBe('Park gates');
    expect((await detail(member, dates[0]!.id)).my_rsvp).toBe('going');
    const kept = await detail(member, dates[2]!.id);
    expect(kept.my_rsvp).toBe('maybe');
    expect(kept.location).toBe('Bandstand');
    const comments = await t.request().get(`/api/events/${dates[2]!.id}/comments`).set(member.auth).expect(200);
    expect(JSON.stringify(comments.body)).toContain('See you there');
    const next = await seriesDates(host, changed.series!.id);
    expect(next.length).toBeGreaterThan(10);
    expect(next.every((date) => local(date.start_datetime).time === '19:30')).toBe(true);
  });

  it('all events: every date not started changes, and a new weekday keeps the dates that stay', async () => {
    const first = await createRun();
    const dates = await seriesDates(host, first.series!.id);
    await rsvp(t, member, dates[1]!.id, 'going');
    const res = await t
      .request()
      .put(`/api/events/${dates[3]!.id}`)
      .query({ scope: 'all' })
      .set(host.auth)
      .send({ title: 'Run club', repeat: { frequency: 'weekly', interval: 1, weekdays: ['TU', 'TH'], ending: { type: 'never' } } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const after = await seriesDates(host, first.series!.id);
    expect(after.every((date) => date.title === 'Run club')).toBe(true);
    expect(new Set(after.map((date) => new Date(date.start_datetime).getUTCDay()))).toEqual(new Set([2, 4]));
    expect((await detail(member, dates[1]!.id)).my_rsvp).toBe('going');
  });

  it('refuses a series scope for a single event and a rule change for one date', async () => {
    const single = await createEvent(t, host, { community_id: community.id });
    const res = await t.request().put(`/api/events/${single.id}`).query({ scope: 'all' }).set(host.auth).send({ title: 'x' });
    expect(res.status).toBe(400);
    expect((res.body as { detail: string }).detail).toContain('This event does not repeat');
    const run = await createRun();
    const one = await t.request().put(`/api/events/${run.id}`).set(host.auth).send({ repeat: WEEKLY_TUESDAY });
    expect(one.status).toBe(400);
    expect((one.body as { detail: string }).detail).toContain('repeat');
    const badScope = await t.request().put(`/api/events/${run.id}`).query({ scope: 'some' }).set(host.auth).send({ title: 'x' });
    expect(badScope.status).toBe(400);
    expect((badScope.body as { detail: string }).detail).toContain('scope');
  });
});

describe('deleting a recurring event', () => {
  it('this event: the date goes and is not made again', async () => {
    const first = await createRun();
    const dates = await seriesDates(host, first.series!.id);
    await t.request().delete(`/api/events/${dates[1]!.id}`).set(host.auth).expect(204);
    const after = await seriesDates(host, first.series!.id, 80);
    expect(after.map((date) => date.id)).not.toContain(dates[1]!.id);
    expect(after.some((date) => date.start_datetime === dates[1]!.start_datetime)).toBe(false);
  });

  it('this and following: earlier dates stay; all: every date not started goes', async () => {
    const first = await createRun();
    const dates = await seriesDates(host, first.series!.id);
    await t.request().delete(`/api/events/${dates[3]!.id}`).query({ scope: 'following' }).set(host.auth).expect(204);
    expect((await seriesDates(host, first.series!.id, 80)).map((date) => date.id)).toEqual(dates.slice(0, 3).map((date) => date.id));
    await t.request().delete(`/api/events/${dates[1]!.id}`).query({ scope: 'all' }).set(host.auth).expect(204);
    expect(await seriesDates(host, first.series!.id, 80)).toEqual([]);
    await t.request().get(`/api/events/${dates[0]!.id}`).set(host.auth).expect(404);
  });
});

describe('as time passes', () => {
  it('keeps dates made about 26 weeks ahead', async () => {
    const own = await createTestApp();
    try {
      const organiser = await signUp(own, { full_name: 'Olu Organiser' });
      const club = await createCommunity(own, organiser, { name: 'Quiz club' });
      const start = tuesdayIn(1);
      const first = await createEvent(own, organiser, { community_id: club.id, title: 'Quiz', start_datetime: start, time_zone: ZONE, repeat: WEEKLY_TUESDAY } as never);
      const week = 7 * 86_400_000;
      own.advanceClock(20 * week);
      // Sessions expire in 20 weeks: a member who joins then looks.
      const newcomer = await signUp(own, { full_name: 'Nia Newcomer' });
      await joinCommunity(own, newcomer, club);
      const latest = async () => {
        const now = own.deps.clock().getTime();
        const res = await own
          .request()
          .get(`/api/events/community/${club.id}`)
          .query({ from: new Date(now).toISOString(), to: new Date(now + 25 * week).toISOString(), limit: 500 })
          .set(newcomer.auth)
          .expect(200);
        return (res.body as EventListItem[]).filter((item) => item.series_id === first.series!.id);
      };
      const before = await latest();
      const worker = startSeriesWorker({ db: own.deps.db, clock: own.deps.clock, pollMs: 3_600_000, log: () => undefined });
      await worker.drain();
      await worker.stop();
      const after = await latest();
      expect(after.length).toBeGreaterThan(before.length);
      expect(after.length).toBeGreaterThanOrEqual(24);
      expect(after.slice(0, before.length).map((item) => item.id)).toEqual(before.map((item) => item.id));
    } finally {
      await own.close();
    }
  });
});
