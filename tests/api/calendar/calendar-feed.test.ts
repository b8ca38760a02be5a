import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmEmail, createCommunityWith, createEvent, invite, joinCommunity, rsvp, signUp } from '../../support/factories';
import type { SignedInUser } from '../../support/factories';
import { createTestApp } from '../../support/test-app';
import type { TestApp } from '../../support/test-app';

// No Google credentials here: feeds and .ics downloads need none.
let t: TestApp;
let owner: SignedInUser;
let member: SignedInUser;
let communityId: number;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUp(t);
  member = await signUp(t);
  communityId = (await createCommunityWith(t, owner, [member], { name: 'Readers' })).id;
});
afterAll(async () => {
  await t.close();
});

interface ParsedEvent {
  uid: string;
  sequence: number;
  summary: string;
  status: string;
  start: string;
  startZone: string;
  startUtc: string;
}

/** Subscribes as a calendar app would: parses the file with ical.js, resolving each TZID through its VTIMEZONE. */
function parseFeed(text: string): ParsedEvent[] {
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  for (const zone of calendar.getAllSubcomponents('vtimezone')) {
    ICAL.TimezoneService.register(zone);
  }
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      sequence: event.sequence,
      summary: event.summary,
      status: String(component.getFirstPropertyValue('status')),
      start: event.startDate.toString(),
      startZone: event.startDate.zone?.tzid ?? "",
      startUtc: event.startDate.toJSDate().toISOString(),
    };
  });
}

async function newEvent(fields: Record<string, unknown>): Promise<number> {
  return (await createEvent(t, owner, { community_id: communityId, start_datetime: '2030-03-10T19:30:00-04:00', time_zone: 'America/New_York', ...fields })).id;
}

const feedPath = (url: string) => new URL(url).pathname;

describe('calendar feed', () => {
  let feedUrl = '';

  it('makes a private address (https and webcal) shown once; the status never shows it again', async () => {
    const res = await t.request().post('/api/calendar/feed').set(member.auth).send({}).expect(201);
    const body = res.body as { https_url: string; webcal_url: string; include_communities: boolean };
    expect(body.https_url).toMatch(/^http:\/\/gather\.test\/api\/calendar\/feeds\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(body.webcal_url).toBe(body.https_url.replace('http://', 'webcal://'));
    expect(body.include_communities).toBe(false);
    feedUrl = body.https_url;
    const status = await t.request().get('/api/calendar/feed').set(member.auth).expect(200);
    expect(status.body).toMatchObject({ enabled: true, include_communities: false });
    expect(JSON.stringify(status.body)).not.toContain(feedPath(feedUrl).split('/').pop()?.slice(0, 20) ?? 'x');
    const stored = (await t.deps.db('calendar_feeds').where({ user_id: member.user.id }).first()) as { token_hash: string };
    expect(feedUrl).not.toContain(stored.token_hash);
  });

  it('holds the going events with stable UIDs, their own zone, SEQUENCE growing per change, CANCELLED once deleted', async () => {
    const going = await newEvent({ title: 'Book club' });
    await newEvent({ title: 'Not going' });
    await rsvp(t, member, going);

    const first = await t.request().get(feedPath(feedUrl)).expect(200);
    expect(first.headers['content-type']).toMatch(/^text\/calendar/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const [event] = parseFeed(first.text);
    expect(parseFeed(first.text)).toHaveLength(1);
    expect(event).toMatchObject({ uid: `event-${going}@gather.test`, sequence: 0, summary: 'Book club', status: 'CONFIRMED', start: '2030-03-10T19:30:00', startZone: 'America/New_York', startUtc: '2030-03-10T23:30:00.000Z' });

    await t.request().put(`/api/events/${going}`).set(owner.auth).send({ start_datetime: '2030-03-10T20:00:00-04:00' }).expect(200);
    await t.request().put(`/api/events/${going}`).set(owner.auth).send({ price_range: '$5' }).expect(200);
    const moved = parseFeed((await t.request().get(feedPath(feedUrl)).expect(200)).text);
    expect(moved[0]).toMatchObject({ uid: `event-${going}@gather.test`, sequence: 1, startUtc: '2030-03-11T00:00:00.000Z' });

    await t.request().delete(`/api/events/${going}`).set(owner.auth).expect(204);
    const cancelled = parseFeed((await t.request().get(feedPath(feedUrl)).expect(200)).text);
    expect(cancelled).toEqual([expect.objectContaining({ uid: `event-${going}@gather.test`, sequence: 2, status: 'CANCELLED' })]);
    // Kept 30 days, then gone.
    t.advanceClock(31 * 24 * 60 * 60 * 1000);
    expect(parseFeed((await t.request().get(feedPath(feedUrl)).expect(200)).text)).toEqual([]);
    t.advanceClock(-31 * 24 * 60 * 60 * 1000);
  });

  it('answers 304 to If-None-Match while nothing changed, and a new ETag once something did', async () => {
    const id = await newEvent({ title: 'Poetry night' });
    await rsvp(t, member, id);
    const first = await t.request().get(feedPath(feedUrl)).expect(200);
    const etag = first.headers.etag ?? '';
    // Strong from the server; the compression middleware weakens it (W/) when it compresses the body.
    expect(etag).toMatch(/^(W\/)?"[A-Za-z0-9_-]+"$/);
    const again = await t.request().get(feedPath(feedUrl)).set('If-None-Match', etag).expect(304);
    expect(again.text).toBeFalsy();
    await t.request().put(`/api/events/${id}`).set(owner.auth).send({ title: 'Poetry evening' }).expect(200);
    const changed = await t.request().get(feedPath(feedUrl)).set('If-None-Match', etag).expect(200);
    expect(changed.headers.etag).not.toBe(etag);
    // The ETag sent with a file is the one the next poll is checked against: it names that file.
    await t.request().get(feedPath(feedUrl)).set('If-None-Match', changed.headers.etag ?? '').expect(304);
    // An event leaving the feed changes it too.
    await t.request().post(`/api/events/${id}/rsvp`).set(member.auth).send({ status: 'not_going' }).expect(200);
    const left = await t.request().get(feedPath(feedUrl)).set('If-None-Match', changed.headers.etag ?? '').expect(200);
    expect(parseFeed(left.text).map((e) => e.summary)).not.toContain('Poetry evening');
  });

  it('can hold every event of the member\'s communities, never a private one they may not see', async () => {
    const open = await newEvent({ title: 'Open meeting' });
    await newEvent({ title: 'Committee only', is_private: true });
    const res = await t.request().put('/api/calendar/feed').set(member.auth).send({ include_communities: true }).expect(200);
    expect(res.body).toMatchObject({ include_communities: true });
    const titles = parseFeed((await t.request().get(feedPath(feedUrl)).expect(200)).text).map((e) => e.summary);
    expect(titles).toContain('Open meeting');
    expect(titles).toContain('Not going');
    expect(titles).not.toContain('Committee only');
    expect(open).toBeGreaterThan(0);
    await t.request().put('/api/calendar/feed').set(member.auth).send({ include_communities: 'yes' }).expect(400);
  });

  it('Reset link: the old address is a 404 at once, the new one works; turning the feed off ends it', async () => {
    const reset = await t.request().post('/api/calendar/feed').set(member.auth).send({}).expect(201);
    const newUrl = (reset.body as { https_url: string }).https_url;
    expect(newUrl).not.toBe(feedUrl);
    await t.request().get(feedPath(feedUrl)).expect(404);
    await t.request().get(feedPath(newUrl)).expect(200);
    await t.request().get('/api/calendar/feeds/not-a-token.ics').expect(404);
    await t.request().delete('/api/calendar/feed').set(member.auth).expect(204);
    await t.request().get(feedPath(newUrl)).expect(404);
    expect((await t.request().get('/api/calendar/feed').set(member.auth).expect(200)).body).toMatchObject({ enabled: false });
  });
});

describe('cancellations of private events', () => {
  /** A member of the community whose feed holds every event of their communities; answers the feed's path. */
  async function communityFeed(who: SignedInUser): Promise<string> {
    const made = await t.request().post('/api/calendar/feed').set(who.auth).send({}).expect(201);
    await t.request().put('/api/calendar/feed').set(who.auth).send({ include_communities: true }).expect(200);
    return feedPath((made.body as { https_url: string }).https_url);
  }
  const cancelledTitles = async (path: string) =>
    parseFeed((await t.request().get(path).expect(200)).text)
      .filter((e) => e.status === 'CANCELLED')
      .map((e) => e.summary);

  it('reach only those who could see the event: its creator, the owner, people invited or who replied; never the rest of the community', async () => {
    const code = ((await t.request().get(`/api/communities/${communityId}`).set(owner.auth).expect(200)).body as { invite_code: string }).invite_code;
    const join = async () => {
      const who = await signUp(t);
      await joinCommunity(t, who, { invite_code: code });
      return who;
    };
    const [creator, invitee, nosy] = [await join(), await join(), await join()];
    await confirmEmail(t, invitee);
    const secret = await createEvent(t, creator, {
      community_id: communityId,
      title: 'Surprise party for Sam',
      description: 'Sam must not know',
      location: '12 Hidden Lane',
      start_datetime: '2030-05-01T19:00:00Z',
      is_private: true,
    });
    await invite(t, creator, { event_id: secret.id, invited_email: invitee.email });
    const open = await newEvent({ title: 'Open picnic' });
    const feeds = { creator: await communityFeed(creator), invitee: await communityFeed(invitee), nosy: await communityFeed(nosy), owner: await communityFeed(owner) };

    await t.request().delete(`/api/events/${secret.id}`).set(creator.auth).expect(204);
    await t.request().delete(`/api/events/${open}`).set(owner.auth).expect(204);

    const nosyFeed = (await t.request().get(feeds.nosy).expect(200)).text;
    expect(nosyFeed).not.toContain('Surprise party');
    expect(nosyFeed).not.toContain('Sam must not know');
    expect(nosyFeed).not.toContain('Hidden Lane');
    expect(await cancelledTitles(feeds.nosy)).toContain('Open picnic');
    for (const who of [feeds.creator, feeds.invitee, feeds.owner]) {
      expect(await cancelledTitles(who)).toEqual(expect.arrayContaining(['Surprise party for Sam', 'Open picnic']));
    }
  });
});

describe('a deleted community', () => {
  it('leaves its events in its former members\' feeds as CANCELLED, not silently gone', async () => {
    const host = await signUp(t);
    const guest = await signUp(t);
    const club = await createCommunityWith(t, host, [guest], { name: 'Closing club' });
    const last = await createEvent(t, host, { community_id: club.id, title: 'Last meeting', start_datetime: '2030-09-01T18:00:00Z', time_zone: 'Europe/Paris' });
    await rsvp(t, guest, last.id);
    const feed = feedPath(((await t.request().post('/api/calendar/feed').set(guest.auth).send({}).expect(201)).body as { https_url: string }).https_url);
    expect(parseFeed((await t.request().get(feed).expect(200)).text)).toEqual([expect.objectContaining({ summary: 'Last meeting', status: 'CONFIRMED', sequence: 0 })]);

    await t.request().delete(`/api/communities/${club.id}`).set(host.auth).expect(204);

    expect(parseFeed((await t.request().get(feed).expect(200)).text)).toEqual([
      expect.objectContaining({ uid: `event-${last.id}@gather.test`, summary: 'Last meeting', status: 'CANCELLED', sequence: 1, startZone: 'Europe/Paris' }),
    ]);
  });
});

describe('one event as .ics', () => {
  it('downloads with the same UID as feeds; an event the caller may not see is a 404', async () => {
    const id = await newEvent({ title: 'Download me', location: 'Library' });
    const res = await t.request().get(`/api/events/${id}/calendar.ics`).set(member.auth).expect(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="event-${id}.ics"`);
    expect(parseFeed(res.text)).toEqual([expect.objectContaining({ uid: `event-${id}@gather.test`, summary: 'Download me', startZone: 'America/New_York' })]);
    const outsider = await signUp(t);
    await t.request().get(`/api/events/${id}/calendar.ics`).set(outsider.auth).expect(404);
    await t.request().get(`/api/events/${id}/calendar.ics`).expect(401);
  });
});

describe('a member who lost access to an event', () => {
  /** A new member of the community going to a new event, with a feed of their going events; answers both. */
  async function goingMember(title: string) {
    const code = ((await t.request().get(`/api/communities/${communityId}`).set(owner.auth).expect(200)).body as { invite_code: string }).invite_code;
    const who = await signUp(t);
    await joinCommunity(t, who, { invite_code: code });
    const eventId = await newEvent({ title, description: 'Meet at the gate' });
    await rsvp(t, who, eventId);
    const feed = feedPath(((await t.request().post('/api/calendar/feed').set(who.auth).send({}).expect(201)).body as { https_url: string }).https_url);
    expect(parseFeed((await t.request().get(feed).expect(200)).text).map((e) => e.summary)).toEqual([title]);
    return { who, eventId, feed };
  }

  /** Edits the event as the organiser, then deletes it. */
  async function editThenDelete(eventId: number) {
    await t.request().put(`/api/events/${eventId}`).set(owner.auth).send({ title: 'Renamed after you left', description: 'Door code 4321' }).expect(200);
    await t.request().delete(`/api/events/${eventId}`).set(owner.auth).expect(204);
  }

  it.each([
    ['leaves', (who: SignedInUser) => t.request().post(`/api/communities/${communityId}/leave`).set(who.auth).expect(204)],
    ['is removed', (who: SignedInUser) => t.request().delete(`/api/communities/${communityId}/members/${who.user.id}`).set(owner.auth).expect(204)],
  ])('who %s: the event leaves their feed then, and its later text never reaches it, not even as a cancellation', async (_how, loseAccess) => {
    const { who, eventId, feed } = await goingMember('Gate meeting');
    await loseAccess(who);
    expect(parseFeed((await t.request().get(feed).expect(200)).text)).toEqual([]);
    await editThenDelete(eventId);
    const text = (await t.request().get(feed).expect(200)).text;
    expect(parseFeed(text)).toEqual([]);
    expect(text).not.toContain('Renamed after you left');
    expect(text).not.toContain('Door code');
    // Their feed of community events tells them nothing either.
    await t.request().put('/api/calendar/feed').set(who.auth).send({ include_communities: true }).expect(200);
    expect((await t.request().get(feed).expect(200)).text).not.toContain('Renamed after you left');
  });

  it('who left but holds an accepted invitation still sees it cancelled: the invitation kept the event open to them', async () => {
    const { who, eventId, feed } = await goingMember('Invited walk');
    await confirmEmail(t, who);
    const invitation = await invite(t, owner, { event_id: eventId, invited_email: who.email });
    await t.request().post('/api/event-invites/join').set(who.auth).send({ invite_code: invitation.invite_code }).expect(200);
    await t.request().post(`/api/communities/${communityId}/leave`).set(who.auth).expect(204);
    expect(parseFeed((await t.request().get(feed).expect(200)).text).map((e) => e.summary)).toEqual(['Invited walk']);
    await editThenDelete(eventId);
    expect(parseFeed((await t.request().get(feed).expect(200)).text)).toEqual([expect.objectContaining({ uid: `event-${eventId}@gather.test`, summary: 'Renamed after you left', status: 'CANCELLED' })]);
  });
});
