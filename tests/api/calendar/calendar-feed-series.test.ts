import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { utcToWallTime } from '@contracts/events/event-time';
import { createCommunity, createEvent, joinCommunity, rsvp, signUp } from '../../support/factories';
import type { OwnedCommunity, SignedInUser } from '../../support/factories';
import { createTestApp } from '../../support/test-app';
import type { TestApp } from '../../support/test-app';
import { LONDON, WEEK_MS, createWeeklyRun, listedSeriesDates, tuesdayIn } from '../../support/series';

/**
 * A recurring event in a calendar feed, read as a calendar app reads it: ical.js expands the
 * series' VEVENT (RRULE, EXDATE, exceptions by RECURRENCE-ID) and must give the dates the API lists.
 */

let t: TestApp;
let host: SignedInUser;
let community: OwnedCommunity;
const ZONE = LONDON;



beforeAll(async () => {
  t = await createTestApp();
  host = await signUp(t);
  community = await createCommunity(t, host, { name: 'Tuesday runners' });
});
afterAll(async () => {
  await t.close();
});

async function member(): Promise<SignedInUser> {
  const one = await signUp(t);
  await joinCommunity(t, one, community);
  return one;
}

const createRun = (title: string) => createWeeklyRun(t, host, community.id, { title });

/** The dates the API lists for the series over the next 30 weeks. */
const apiDates = (who: SignedInUser, seriesId: number) => listedSeriesDates(t, who, community.id, seriesId, 30);

async function feedOf(who: SignedInUser, includeCommunities = false): Promise<string> {
  const made = await t.request().post('/api/calendar/feed').set(who.auth).send({ include_communities: includeCommunities }).expect(201);
  return (await t.request().get(new URL((made.body as { https_url: string }).https_url).pathname).expect(200)).text;
}

interface Occurrence {
  uid: string;
  start: string;
  summary: string;
}

/** Every date the file's events give from now to `until`, recurring ones expanded by ical.js, soonest first. */
function expand(text: string, until: Date): Occurrence[] {
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  for (const zone of calendar.getAllSubcomponents('vtimezone')) {
    ICAL.TimezoneService.register(zone);
  }
  const vevents = calendar.getAllSubcomponents('vevent');
  const masters = vevents.filter((v) => v.hasProperty('rrule'));
  const out: Occurrence[] = [];
  for (const master of masters) {
    // As calendar apps do, exceptions go with the recurring event of their UID (ical.js alone would take every one in the file).
    const uid = master.getFirstPropertyValue('uid');
    const exceptions = vevents.filter((v) => v.hasProperty('recurrence-id') && v.getFirstPropertyValue('uid') === uid);
    const event = new ICAL.Event(master, { strictExceptions: true, exceptions });
    const iterator = event.iterator();
    for (let next = iterator.next(); next && next.toJSDate() < until; next = iterator.next()) {
      const details = event.getOccurrenceDetails(next);
      if (details.startDate.toJSDate() >= new Date()) {
        out.push({ uid: event.uid, start: details.startDate.toJSDate().toISOString(), summary: details.item.summary });
      }
    }
  }
  // A deleted event stays a while as STATUS:CANCELLED, which calendars do not show.
  for (const single of vevents.filter((v) => !v.hasProperty('rrule') && !v.hasProperty('recurrence-id') && v.getFirstPropertyValue('status') !== 'CANCELLED')) {
    const event = new ICAL.Event(single);
    out.push({ uid: event.uid, start: event.startDate.toJSDate().toISOString(), summary: event.summary });
  }
  return out.sort((a, b) => a.start.localeCompare(b.start));
}

describe('a recurring event in a feed', () => {
  it('is one VEVENT with its RRULE in its zone; ical.js gives the API dates across the change of clocks, without a deleted date, with a moved and a renamed one', async () => {
    const runner = await member();
    const first = await createRun('Tuesday run');
    const seriesId = first.series!.id;
    await t.request().post(`/api/events/${first.id}/rsvp`).set(runner.auth).send({ status: 'going', scope: 'series' }).expect(200);
    const dates = await apiDates(runner, seriesId);
    await t.request().delete(`/api/events/${dates[2]!.id}`).query({ scope: 'this' }).set(host.auth).expect(204);
    const moved = new Date(Date.parse(dates[4]!.start_datetime) + 30 * 60_000).toISOString();
    await t.request().put(`/api/events/${dates[4]!.id}`).query({ scope: 'this' }).set(host.auth).send({ start_datetime: moved }).expect(200);
    await t.request().put(`/api/events/${dates[5]!.id}`).query({ scope: 'this' }).set(host.auth).send({ title: 'Tuesday run (relay)' }).expect(200);
    // The member is not going to one date: the feed of their going events leaves it out.
    await rsvp(t, runner, dates[6]!.id, 'not_going');

    const text = await feedOf(runner);
    const going = (await apiDates(runner, seriesId)).filter((date) => date.my_rsvp === 'going');
    const made = new Date(Math.max(...going.map((date) => Date.parse(date.start_datetime))) + 60_000);
    const occurrences = expand(text, made);
    expect(occurrences.map((o) => [o.start, o.summary])).toEqual(going.map((date) => [date.start_datetime, date.title]));
    expect(new Set(occurrences.map((o) => o.uid))).toEqual(new Set([`series-${seriesId}@gather.test`]));
    // Across the change of clocks: 19:00 London in winter and in summer, two different UTC hours.
    expect(new Set(going.map((date) => new Date(date.start_datetime).getUTCHours())).size).toBe(2);
    expect(going.filter((date) => utcToWallTime(new Date(date.start_datetime), ZONE).time === '19:00').length).toBe(going.length - 1);

    expect(text).toMatch(/RRULE:FREQ=WEEKLY;BYDAY=TU\r\n/);
    expect(text).toMatch(/DTSTART;TZID=Europe\/London:\d{8}T190000\r\n/);
    expect(text).toContain(`EXDATE;TZID=Europe/London:${dates[2]!.start_datetime ? utcToWallTime(new Date(dates[2]!.start_datetime), ZONE).date.replace(/-/g, '') : ''}T190000`);
    const exceptions = text.match(/RECURRENCE-ID;TZID=Europe\/London:\d{8}T190000/g) ?? [];
    expect(exceptions).toHaveLength(2);
    // Beyond the dates made so far, the rule goes on: a calendar shows them before they are made.
    const further = expand(text, new Date(Date.now() + 60 * WEEK_MS));
    expect(further.length).toBeGreaterThan(occurrences.length + 20);
  });

  it('shows each date a member answered alone as its own VEVENT, with the UID of that date', async () => {
    const picker = await member();
    const first = await createRun('Picked run');
    const dates = await apiDates(picker, first.series!.id);
    await rsvp(t, picker, dates[1]!.id, 'going');
    await rsvp(t, picker, dates[3]!.id, 'going');
    const text = await feedOf(picker);
    expect(text).not.toContain('RRULE');
    const occurrences = expand(text, new Date(Date.now() + 60 * WEEK_MS));
    expect(occurrences.map((o) => [o.uid, o.start])).toEqual([
      [`event-${dates[1]!.id}@gather.test`, dates[1]!.start_datetime],
      [`event-${dates[3]!.id}@gather.test`, dates[3]!.start_datetime],
    ]);
  });

  it("in a feed of the member's communities, a series is one recurring event and the single events stay single", async () => {
    const reader = await member();
    const first = await createRun('Community run');
    const single = await createEvent(t, host, { community_id: community.id, title: 'Picnic', start_datetime: tuesdayIn(3), time_zone: ZONE });
    const text = await feedOf(reader, true);
    const occurrences = expand(text, new Date(Date.parse(first.start_datetime) + 10 * WEEK_MS - 60_000));
    const dates = (await apiDates(reader, first.series!.id)).slice(0, 10);
    expect(occurrences.filter((o) => o.uid === `series-${first.series!.id}@gather.test`).map((o) => o.start)).toEqual(dates.map((date) => date.start_datetime));
    expect(occurrences.filter((o) => o.summary === 'Picnic').map((o) => o.uid)).toEqual([`event-${single.id}@gather.test`]);
  });

  it('a change to the whole series changes the ETag, and polls in between get 304', async () => {
    const runner = await member();
    const first = await createRun('Etag run');
    await t.request().post(`/api/events/${first.id}/rsvp`).set(runner.auth).send({ status: 'going', scope: 'series' }).expect(200);
    const made = await t.request().post('/api/calendar/feed').set(runner.auth).send({}).expect(201);
    const path = new URL((made.body as { https_url: string }).https_url).pathname;
    const firstPoll = await t.request().get(path).expect(200);
    const etag = firstPoll.headers.etag ?? '';
    await t.request().get(path).set('If-None-Match', etag).expect(304);
    await t.request().put(`/api/events/${first.id}`).query({ scope: 'all' }).set(host.auth).send({ title: 'Etag run, renamed' }).expect(200);
    const changed = await t.request().get(path).set('If-None-Match', etag).expect(200);
    expect(changed.text).toContain('SUMMARY:Etag run\\, renamed');
    expect(changed.text).not.toContain('RECURRENCE-ID');
  });
});
