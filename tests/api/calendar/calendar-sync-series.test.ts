import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { utcToWallTime } from '@contracts/events/event-time';
import { createCommunity, joinCommunity, signUp } from '../../support/factories';
import type { OwnedCommunity, SignedInUser } from '../../support/factories';
import { connectCalendar, createGoogleTestApp } from '../../support/google-test-app';
import type { GoogleTestApp } from '../../support/google-test-app';
import type { FakeAccount } from '../../support/fake-google/fake-google';
import { eventDates, recurrenceProblem } from '../../support/fake-google/recurrence';
import type { FakeEvent } from '../../support/fake-google/state';
import { LONDON, WEEK_MS, WEEKLY_TUESDAY, createWeeklyRun, listedSeriesDates } from '../../support/series';

/**
 * Google Calendar sync of recurring events: a member going to every date gets one recurring event
 * (RRULE, EXDATE for dates gone), not one per date; a date moved or changed alone is a copy of its
 * own; a member who answered dates alone gets those dates, one copy each.
 */

let g: GoogleTestApp;
let host: SignedInUser;
let community: OwnedCommunity;
const ZONE = LONDON;

beforeAll(async () => {
  g = await createGoogleTestApp();
  host = await signUp(g.t);
  community = await createCommunity(g.t, host, { name: 'Tuesday runners' });
});
afterAll(async () => {
  await g.close();
});

let n = 0;
async function syncingMember(): Promise<{ member: SignedInUser; account: FakeAccount }> {
  n += 1;
  const member = await signUp(g.t);
  await joinCommunity(g.t, member, community);
  const account = g.google.addAccount({ email: `series${n}-${Date.now()}@example.com` });
  await connectCalendar(g, member.auth, account);
  await g.t.request().put('/api/auth/me/settings').set(member.auth).send({ google_calendar_global_auto_sync: true }).expect(200);
  return { member, account };
}



const createRun = (title: string) => createWeeklyRun(g.t, host, community.id, { title });

const apiDates = (who: SignedInUser, seriesId: number) => listedSeriesDates(g.t, who, community.id, seriesId, 26);

const live = (account: FakeAccount) => g.google.state.liveEvents(account.email);
const recurring = (account: FakeAccount) => live(account).filter((event) => Array.isArray(event.recurrence));
const singles = (account: FakeAccount) => live(account).filter((event) => !Array.isArray(event.recurrence));

/** Every date the member's Google calendar shows up to `until`, recurring copies expanded. */
const calendarDates = (account: FakeAccount, until: Date) =>
  live(account)
    .flatMap((event: FakeEvent) => eventDates(event, until))
    .sort();

const goingDates = async (who: SignedInUser, seriesId: number) =>
  (await apiDates(who, seriesId)).filter((date) => date.my_rsvp === 'going').map((date) => date.start_datetime);

const answerSeries = (who: SignedInUser, eventId: number, status = 'going') =>
  g.t.request().post(`/api/events/${eventId}/rsvp`).set(who.auth).send({ status, scope: 'series' }).expect(200);

describe('Google sync of a recurring event', () => {
  it('going to every date makes one recurring event, whose dates are the API dates across the change of clocks; dates gone are EXDATEs, a moved date a copy of its own', async () => {
    const { member, account } = await syncingMember();
    const first = await createRun('Tuesday run');
    const seriesId = first.series!.id;
    await answerSeries(member, first.id);
    await g.t.drainCalendar();
    expect(live(account)).toHaveLength(1);
    const [copy] = recurring(account);
    expect(copy).toMatchObject({ summary: 'Tuesday run', location: 'Park gates', start: { dateTime: first.start_datetime, timeZone: ZONE }, end: { timeZone: ZONE } });
    expect(copy?.recurrence).toEqual(['RRULE:FREQ=WEEKLY;BYDAY=TU']);
    const until = new Date(Date.now() + 26 * WEEK_MS - 86_400_000);
    const going = await goingDates(member, seriesId);
    expect(calendarDates(account, until)).toEqual(going.filter((date) => new Date(date) < until));
    expect(new Set(going.map((date) => new Date(date).getUTCHours())).size).toBe(2);

    const dates = await apiDates(member, seriesId);
    await g.t.request().delete(`/api/events/${dates[2]!.id}`).query({ scope: 'this' }).set(host.auth).expect(204);
    const moved = new Date(Date.parse(dates[4]!.start_datetime) + 30 * 60_000).toISOString();
    await g.t.request().put(`/api/events/${dates[4]!.id}`).query({ scope: 'this' }).set(host.auth).send({ start_datetime: moved }).expect(200);
    await g.t.request().post(`/api/events/${dates[6]!.id}/rsvp`).set(member.auth).send({ status: 'not_going' }).expect(200);
    await g.t.drainCalendar();
    expect(recurring(account)).toHaveLength(1);
    expect(singles(account).map((event) => (event.start as { dateTime: string }).dateTime)).toEqual([moved]);
    const exdate = recurring(account)[0]?.recurrence as string[];
    const stamp = (iso: string) => `${utcToWallTime(new Date(iso), ZONE).date.replace(/-/g, '')}T190000`;
    expect(exdate[1]).toBe(`EXDATE;TZID=${ZONE}:${[dates[2]!, dates[4]!, dates[6]!].map((date) => stamp(date.start_datetime)).join(',')}`);
    expect(calendarDates(account, until)).toEqual((await goingDates(member, seriesId)).filter((date) => new Date(date) < until));
  });

  it('a change to every date patches the one recurring event; deleting the series removes it', async () => {
    const { member, account } = await syncingMember();
    const first = await createRun('Evening run');
    await answerSeries(member, first.id);
    await g.t.drainCalendar();
    const calls = g.google.state.calls.length;
    await g.t.request().put(`/api/events/${first.id}`).query({ scope: 'all' }).set(host.auth).send({ title: 'Evening run, longer', start_datetime: new Date(Date.parse(first.start_datetime) + 3_600_000).toISOString() }).expect(200);
    await g.t.drainCalendar();
    expect(live(account)).toHaveLength(1);
    const [copy] = recurring(account);
    expect(copy).toMatchObject({ summary: 'Evening run, longer' });
    expect(utcToWallTime(new Date((copy?.start as { dateTime: string }).dateTime), ZONE).time).toBe('20:00');
    // One recurring event patched, not a call per date.
    expect(g.google.state.calls.length - calls).toBeLessThanOrEqual(2);

    await g.t.request().delete(`/api/events/${first.id}`).query({ scope: 'all' }).set(host.auth).expect(204);
    await g.t.drainCalendar();
    expect(live(account)).toHaveLength(0);
  });

  it('a new rule for every date is the recurring event\'s new RRULE, and its dates are the API dates', async () => {
    const { member, account } = await syncingMember();
    const first = await createRun('Twice a week');
    await answerSeries(member, first.id);
    await g.t.drainCalendar();
    await g.t
      .request()
      .put(`/api/events/${first.id}`)
      .query({ scope: 'all' })
      .set(host.auth)
      .send({ repeat: { ...WEEKLY_TUESDAY, weekdays: ['TU', 'TH'] } })
      .expect(200);
    await g.t.drainCalendar();
    expect(live(account)).toHaveLength(1);
    expect(recurring(account)[0]?.recurrence).toEqual(['RRULE:FREQ=WEEKLY;BYDAY=TU,TH']);
    const until = new Date(Date.now() + 26 * WEEK_MS - 86_400_000);
    expect(calendarDates(account, until)).toEqual((await goingDates(member, first.series!.id)).filter((date) => new Date(date) < until));
  });

  it('answering dates alone syncs those dates one by one; answering every date then replaces them by one recurring event; withdrawing removes it', async () => {
    const { member, account } = await syncingMember();
    const first = await createRun('Morning run');
    const dates = await apiDates(member, first.series!.id);
    await g.t.request().post(`/api/events/${dates[1]!.id}/rsvp`).set(member.auth).send({ status: 'going' }).expect(200);
    await g.t.request().post(`/api/events/${dates[3]!.id}/rsvp`).set(member.auth).send({ status: 'going' }).expect(200);
    await g.t.drainCalendar();
    expect(singles(account).map((event) => (event.start as { dateTime: string }).dateTime)).toEqual([dates[1]!.start_datetime, dates[3]!.start_datetime]);
    expect(recurring(account)).toHaveLength(0);

    await answerSeries(member, dates[0]!.id);
    await g.t.drainCalendar();
    expect(singles(account)).toHaveLength(0);
    expect(recurring(account)).toHaveLength(1);

    await g.t.request().delete(`/api/events/${dates[0]!.id}/rsvp`).query({ scope: 'series' }).set(member.auth).expect(200);
    await g.t.drainCalendar();
    expect(live(account)).toHaveLength(0);
  });
});

describe('Google sync of a recurring event, with auto-sync off', () => {
  it('changes nothing while off; turning it on replaces the copies of dates by the recurring event', async () => {
    const { member, account } = await syncingMember();
    const first = await createRun('Quiet run');
    const dates = await apiDates(member, first.series!.id);
    await g.t.request().post(`/api/events/${dates[1]!.id}/rsvp`).set(member.auth).send({ status: 'going' }).expect(200);
    await g.t.drainCalendar();
    await g.t.request().put('/api/auth/me/settings').set(member.auth).send({ google_calendar_global_auto_sync: false }).expect(200);
    await answerSeries(member, dates[0]!.id);
    await g.t.drainCalendar();
    expect(singles(account).map((event) => event.summary)).toEqual(['Quiet run']);
    expect(recurring(account)).toHaveLength(0);

    await g.t.request().put('/api/auth/me/settings').set(member.auth).send({ google_calendar_global_auto_sync: true }).expect(200);
    await g.t.drainCalendar();
    expect(singles(account)).toHaveLength(0);
    expect(recurring(account).map((event) => event.summary)).toEqual(['Quiet run']);
  });
});

describe('the Google stand-in and recurring events', () => {
  const start = { dateTime: '2027-03-23T19:00:00.000Z', timeZone: ZONE };
  const end = { dateTime: '2027-03-23T20:00:00.000Z', timeZone: ZONE };

  it('refuses what Google refuses: a bad recurrence line, two RRULEs, a recurring event without its zone', () => {
    expect(recurrenceProblem({ start, end, recurrence: ['RRULE:FREQ=WEEKLY', `EXDATE;TZID=${ZONE}:20270330T190000,20270406T190000`] })).toBeNull();
    expect(recurrenceProblem({ start, end, recurrence: ['FREQ=WEEKLY'] })).toBe('Invalid recurrence rule.');
    expect(recurrenceProblem({ start, end, recurrence: ['RRULE:FREQ=WEEKLY', 'RRULE:FREQ=DAILY'] })).toBe('Invalid recurrence rule.');
    expect(recurrenceProblem({ start: { dateTime: start.dateTime }, end, recurrence: ['RRULE:FREQ=WEEKLY'] })).toBe('Missing time zone definition for start time.');
  });

  it('expands a kept recurring event in its zone, across the change of clocks, without its EXDATEs', () => {
    const event: FakeEvent = { id: 'x', status: 'confirmed', start, end, recurrence: ['RRULE:FREQ=WEEKLY;COUNT=3', `EXDATE;TZID=${ZONE}:20270330T190000`] };
    expect(eventDates(event, new Date('2028-01-01'))).toEqual(['2027-03-23T19:00:00.000Z', '2027-04-06T18:00:00.000Z']);
  });
});
