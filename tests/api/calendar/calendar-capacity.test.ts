import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { utcToWallTime } from '@contracts/events/event-time';
import { createCommunity, createEvent, joinCommunity, signUp } from '../../support/factories';
import type { OwnedCommunity, SignedInUser } from '../../support/factories';
import { connectCalendar, createGoogleTestApp } from '../../support/google-test-app';
import type { GoogleTestApp } from '../../support/google-test-app';
import type { FakeAccount } from '../../support/fake-google/fake-google';
import { eventDates } from '../../support/fake-google/recurrence';
import { LONDON, WEEK_MS, createWeeklyRun, listedSeriesDates } from '../../support/series';

/**
 * Calendars hold confirmed seats only: a member waiting for a seat has the event neither in their
 * feed nor in Google, and gains it the moment a seat opens for them. For a member going to every
 * date of a recurring event, a date they wait on is a date their recurring copy leaves out.
 */

let g: GoogleTestApp;
let host: SignedInUser;
let community: OwnedCommunity;

beforeAll(async () => {
  g = await createGoogleTestApp();
  host = await signUp(g.t);
  community = await createCommunity(g.t, host, { name: 'Pottery club' });
});
afterAll(async () => {
  await g.close();
});

let n = 0;
/** A member of the community with Google connected (global auto-sync) and a feed of their going events. */
async function syncingMember(): Promise<{ member: SignedInUser; account: FakeAccount; feedPath: string }> {
  n += 1;
  const member = await signUp(g.t);
  await joinCommunity(g.t, member, community);
  const account = g.google.addAccount({ email: `seats${n}-${Date.now()}@example.com` });
  await connectCalendar(g, member.auth, account);
  await g.t.request().put('/api/auth/me/settings').set(member.auth).send({ google_calendar_global_auto_sync: true }).expect(200);
  const made = await g.t.request().post('/api/calendar/feed').set(member.auth).send({ include_communities: false }).expect(201);
  return { member, account, feedPath: new URL((made.body as { https_url: string }).https_url).pathname };
}

const answer = (who: SignedInUser, eventId: number, body: Record<string, unknown>) =>
  g.t.request().post(`/api/events/${eventId}/rsvp`).set(who.auth).send(body).expect(200);
const withdraw = (who: SignedInUser, eventId: number, scope = 'this') => g.t.request().delete(`/api/events/${eventId}/rsvp`).query({ scope }).set(who.auth).expect(200);
const feed = async (path: string) => (await g.t.request().get(path).expect(200)).text;
const summaries = (text: string) => [...text.matchAll(/^SUMMARY:(.*)\r$/gm)].map((match) => match[1]);
const live = (account: FakeAccount) => g.google.state.liveEvents(account.email);

describe('calendars and seats', () => {
  it('a member waiting has the event in neither their feed nor Google; promoted, they have it in both', async () => {
    // Two seats: the host's (the organiser is going) and one more.
    const seated = await syncingMember();
    const waiting = await syncingMember();
    const event = await createEvent(g.t, host, { community_id: community.id, title: 'Wheel night', capacity: 2, start_datetime: '2030-06-01T18:00:00Z', time_zone: LONDON });
    await answer(seated.member, event.id, { status: 'going' });
    const held = await answer(waiting.member, event.id, { status: 'going' });
    expect(held.body).toMatchObject({ my_rsvp: 'waitlisted', my_waitlist_position: 1 });
    await g.t.drainCalendar();

    expect(summaries(await feed(seated.feedPath))).toEqual(['Wheel night']);
    expect(summaries(await feed(waiting.feedPath))).toEqual([]);
    expect(live(seated.account).map((copy) => copy.summary)).toEqual(['Wheel night']);
    expect(live(waiting.account)).toEqual([]);

    await withdraw(seated.member, event.id);
    await g.t.drainCalendar();
    expect(summaries(await feed(waiting.feedPath))).toEqual(['Wheel night']);
    expect(live(waiting.account)).toHaveLength(1);
    expect(live(waiting.account)[0]).toMatchObject({ summary: 'Wheel night', start: { dateTime: '2030-06-01T18:00:00.000Z' } });
    expect(summaries(await feed(seated.feedPath))).toEqual([]);
    expect(live(seated.account)).toEqual([]);
  });

  it('going to every date but waiting on one: the feed and the recurring Google copy leave that date out until a seat opens', async () => {
    const early = await syncingMember();
    const runner = await syncingMember();
    const first = await createWeeklyRun(g.t, host, community.id, { title: 'Throwing class', capacity: 2 });
    const seriesId = first.series!.id;
    const dates = await listedSeriesDates(g.t, host, community.id, seriesId, 26);
    // Two seats a date: the host's, and one; a member answering one date alone fills that date.
    const full = dates[2]!;
    await answer(early.member, full.id, { status: 'going' });
    await answer(runner.member, first.id, { status: 'going', scope: 'series' });
    await g.t.drainCalendar();

    const mine = await listedSeriesDates(g.t, runner.member, community.id, seriesId, 26);
    expect(mine.find((date) => date.id === full.id)?.my_rsvp).toBe('waitlisted');
    const until = new Date(Date.now() + 26 * WEEK_MS - 86_400_000);
    const goingDates = (list: typeof mine) => list.filter((date) => date.my_rsvp === 'going' && new Date(date.start_datetime) < until).map((date) => date.start_datetime);
    const googleDates = () => live(runner.account).flatMap((copy) => eventDates(copy, until)).sort();
    const stamp = `${utcToWallTime(new Date(full.start_datetime), LONDON).date.replace(/-/g, '')}T190000`;

    expect(goingDates(mine)).not.toContain(full.start_datetime);
    expect(googleDates()).toEqual(goingDates(mine));
    expect(live(runner.account).filter((copy) => Array.isArray(copy.recurrence))).toHaveLength(1);
    const waitingFeed = await feed(runner.feedPath);
    expect(waitingFeed).toMatch(new RegExp(`EXDATE;TZID=Europe/London:[^\\r]*${stamp}`));

    await withdraw(early.member, full.id);
    await g.t.drainCalendar();
    const after = await listedSeriesDates(g.t, runner.member, community.id, seriesId, 26);
    expect(after.find((date) => date.id === full.id)?.my_rsvp).toBe('going');
    expect(googleDates()).toEqual(goingDates(after));
    expect(googleDates()).toContain(full.start_datetime);
    // One recurring copy, no single copy of the date: it is a plain date of the rule again.
    expect(live(runner.account)).toHaveLength(1);
    expect(await feed(runner.feedPath)).not.toMatch(new RegExp(`EXDATE;TZID=Europe/London:[^\\r]*${stamp}`));
  });
});
