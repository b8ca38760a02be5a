import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { EVENT_MESSAGES, EventDetailSchema, EventSchema } from '@contracts/events/schemas';
import type { EventDetail } from '@contracts/events/schemas';
import * as seatsRepo from '../../../server/features/events/seats/seats-repo';
import { createCommunityWith, signUp } from '../../support/factories';
import type { SignedInUser } from '../../support/factories';
import { createTestApp } from '../../support/test-app';
import type { TestApp } from '../../support/test-app';

let t: TestApp;
let owner: SignedInUser;
let admin: SignedInUser;
let member: SignedInUser;
let other: SignedInUser;
let outsider: SignedInUser;
let communityId: number;

beforeAll(async () => {
  t = await createTestApp();
  [owner, admin, member, other, outsider] = await Promise.all([
    signUp(t, { full_name: 'Olive Owner' }),
    signUp(t, { full_name: 'Ada Admin' }),
    signUp(t, { full_name: 'Mel Member' }),
    signUp(t, { full_name: 'Oscar Other' }),
    signUp(t, { full_name: 'Out Sider' }),
  ]);
  communityId = (await createCommunityWith(t, owner, [admin, member, other], { name: 'Climbers' })).id;
  await t.request().put(`/api/communities/${communityId}/members/${admin.user.id}/admin`).set(owner.auth).send({ is_admin: true }).expect(200);
});
afterAll(async () => {
  await t.close();
});

const future = (days: number, hour = 18) => new Date(Date.UTC(2031, 0, 1 + days, hour)).toISOString();
const past = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

async function createEvent(by: SignedInUser, fields: Record<string, unknown> = {}): Promise<EventDetail> {
  const res = await t
    .request()
    .post('/api/events/')
    .set(by.auth)
    .send({ community_id: communityId, title: 'Bouldering night', start_datetime: future(1), ...fields });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return EventDetailSchema.parse(res.body);
}

const getEvent = (who: SignedInUser, id: number) => t.request().get(`/api/events/${id}`).set(who.auth);

describe('POST /api/events/', () => {
  it('stores the start and end as UTC instants with the event’s zone, and answers every field', async () => {
    const e = await createEvent(member, {
      title: '  Full moon climb ',
      description: 'Bring a headlamp',
      start_datetime: '2031-03-01T19:00:00+01:00',
      end_datetime: '2031-03-01T21:30:00+01:00',
      time_zone: 'Europe/Paris',
      location: 'Fontainebleau',
      price_range: '£10-20',
      event_link: 'https://climb.example/moon',
      ticket_link: '',
      whatsapp_link: null,
    });
    expect(e).toMatchObject({
      title: 'Full moon climb',
      start_datetime: '2031-03-01T18:00:00.000Z',
      end_datetime: '2031-03-01T20:30:00.000Z',
      time_zone: 'Europe/Paris',
      location: 'Fontainebleau',
      price_range: '£10-20',
      event_link: 'https://climb.example/moon',
      ticket_link: null,
      whatsapp_link: null,
      is_private: false,
      community_id: communityId,
      community_name: 'Climbers',
      creator: { id: member.user.id, full_name: 'Mel Member' },
      // The host is going to what they organise.
      rsvp_counts: { going: 1, maybe: 0, not_going: 0 },
      my_rsvp: 'going',
      can_edit: true,
      can_delete: true,
      is_creator: true,
      rsvps: [expect.objectContaining({ user: expect.objectContaining({ id: member.user.id }) as unknown, status: 'going' })],
    });
  });

  it('defaults the zone to UTC and the end to none', async () => {
    const e = await createEvent(member);
    expect(e).toMatchObject({ time_zone: 'UTC', end_datetime: null });
  });

  it('refuses an end before the start, naming end_datetime', async () => {
    const res = await t
      .request()
      .post('/api/events/')
      .set(member.auth)
      .send({ community_id: communityId, title: 'Backwards', start_datetime: future(2), end_datetime: future(1) })
      .expect(400);
    expect(res.body).toMatchObject({ detail: 'end_datetime: End must not be before the start' });
  });

  it.each([
    [{ title: '' }, 'title: Title is required'],
    [{ title: 'x'.repeat(201) }, 'title: Title must be at most 200 characters'],
    [{ description: 'x'.repeat(10_001) }, 'description: Description must be at most 10,000 characters'],
    [{ start_datetime: '2031-03-01T19:00' }, 'start_datetime: start_datetime must be an ISO 8601 date and time with an offset, e.g. 2026-12-01T19:00:00+01:00'],
    [{ time_zone: 'Mars/Base' }, 'time_zone: time_zone must be an IANA time zone such as Europe/London'],
    [{ event_link: 'javascript:alert(1)' }, 'event_link: event_link must be a web address starting with http:// or https://'],
    [{ ticket_link: 'ftp://files.example/x' }, 'ticket_link: ticket_link must be a web address starting with http:// or https://'],
    [{ whatsapp_link: 'not a url' }, 'whatsapp_link: whatsapp_link must be a web address starting with http:// or https://'],
    [{ creator_id: 1 }, 'creator_id: Unknown field: creator_id'],
  ])('refuses %j with a 400 naming the field', async (fields, detail) => {
    const res = await t
      .request()
      .post('/api/events/')
      .set(member.auth)
      .send({ community_id: communityId, title: 'Valid', start_datetime: future(1), ...fields })
      .expect(400);
    expect(res.body).toMatchObject({ detail });
  });

  it('answers 404 to a non-member and 403 to a member when only admins may create events', async () => {
    const res = await t.request().post('/api/events/').set(outsider.auth).send({ community_id: communityId, title: 'x', start_datetime: future(1) }).expect(404);
    expect(res.body).toMatchObject({ detail: 'Community not found' });
    const { id } = await createCommunityWith(t, owner, [member], { name: 'Curated', admin_events_only: true });
    const refused = await t.request().post('/api/events/').set(member.auth).send({ community_id: id, title: 'x', start_datetime: future(1) }).expect(403);
    expect(refused.body).toMatchObject({ detail: EVENT_MESSAGES.createNotAllowed });
    await t.request().post('/api/events/').set(owner.auth).send({ community_id: id, title: 'x', start_datetime: future(1) }).expect(201);
  });
});

describe('GET /api/events/:id', () => {
  it('tells each viewer what they may do', async () => {
    const e = await createEvent(member);
    const as = async (who: SignedInUser) => EventSchema.parse((await getEvent(who, e.id).expect(200)).body);
    expect(await as(other)).toMatchObject({ can_edit: false, can_delete: false, is_creator: false });
    expect(await as(admin)).toMatchObject({ can_edit: true, can_delete: true, is_creator: false });
    expect(await as(owner)).toMatchObject({ can_edit: true, can_delete: true, is_creator: false });
  });

  it('answers 404 "Event not found" to outsiders and for unknown events', async () => {
    const e = await createEvent(member);
    const res = await getEvent(outsider, e.id).expect(404);
    expect(res.body).toMatchObject({ detail: 'Event not found' });
    await getEvent(member, 987654).expect(404);
  });
});

describe('private events', () => {
  it('are seen by the creator, the owner and admins, and members who replied; no one else', async () => {
    const e = await createEvent(member, { is_private: true, title: 'Secret session' });
    await getEvent(member, e.id).expect(200);
    await getEvent(owner, e.id).expect(200);
    await getEvent(admin, e.id).expect(200);
    await getEvent(other, e.id).expect(404);
    await t.request().post(`/api/events/${e.id}/rsvp`).set(other.auth).send({ status: 'going' }).expect(404);

    const listed = async (who: SignedInUser) =>
      ((await t.request().get(`/api/events/community/${communityId}`).set(who.auth).expect(200)).body as { id: number }[]).map((x) => x.id);
    expect(await listed(other)).not.toContain(e.id);
    expect(await listed(admin)).toContain(e.id);

    // A reply (given through an invitation) makes the event visible to that member.
    await t.deps.db('event_rsvps').insert({ event_id: e.id, user_id: other.user.id, status: 'maybe', created_at: past(0), updated_at: past(0) });
    await getEvent(other, e.id).expect(200);
    expect(await listed(other)).toContain(e.id);

    // Withdrawing that reply withdraws the sight of the event too: done, with nothing left to show.
    await t.request().delete(`/api/events/${e.id}/rsvp`).set(other.auth).expect(204);
    expect(await t.deps.db('event_rsvps').where({ event_id: e.id, user_id: other.user.id })).toEqual([]);
    await getEvent(other, e.id).expect(404);
  });
});

describe('PUT /api/events/:id', () => {
  it('changes only the fields sent, and can clear the end', async () => {
    const e = await createEvent(member, { end_datetime: future(1, 20), location: 'Gym' });
    const res = await t.request().put(`/api/events/${e.id}`).set(member.auth).send({ title: 'Renamed', end_datetime: null }).expect(200);
    expect(res.body).toMatchObject({ title: 'Renamed', location: 'Gym', end_datetime: null });
  });

  it('checks the end against the new start', async () => {
    const e = await createEvent(member, { start_datetime: future(1, 18), end_datetime: future(1, 20) });
    const res = await t.request().put(`/api/events/${e.id}`).set(member.auth).send({ start_datetime: future(1, 21) }).expect(400);
    expect(res.body).toMatchObject({ detail: 'end_datetime: End must not be before the start' });
  });

  it('is refused to a member who did not create the event', async () => {
    const e = await createEvent(member);
    const res = await t.request().put(`/api/events/${e.id}`).set(other.auth).send({ title: 'Mine' }).expect(403);
    expect(res.body).toMatchObject({ detail: EVENT_MESSAGES.editNotAllowed });
    await t.request().put(`/api/events/${e.id}`).set(admin.auth).send({}).expect(400);
  });
});

describe('DELETE /api/events/:id', () => {
  it('deletes the event and its replies', async () => {
    const e = await createEvent(member);
    await t.request().post(`/api/events/${e.id}/rsvp`).set(other.auth).send({ status: 'going' }).expect(200);
    await t.request().delete(`/api/events/${e.id}`).set(other.auth).expect(403);
    await t.request().delete(`/api/events/${e.id}`).set(owner.auth).expect(204);
    await getEvent(member, e.id).expect(404);
    expect(await t.deps.db('event_rsvps').where({ event_id: e.id })).toEqual([]);
  });
});

describe('RSVP', () => {
  it('sets, changes and cancels a reply, with counts and the attendee list following', async () => {
    const e = await createEvent(member);
    const rsvp = (who: SignedInUser, status: string) => t.request().post(`/api/events/${e.id}/rsvp`).set(who.auth).send({ status });
    // The host (member) is going from the start.
    const going = await rsvp(other, 'going').expect(200);
    expect(going.body).toMatchObject({ my_rsvp: 'going', rsvp_counts: { going: 2, maybe: 0, not_going: 0 } });
    await rsvp(admin, 'not_going').expect(200);
    const maybe = await rsvp(other, 'maybe').expect(200);
    expect(maybe.body).toMatchObject({ my_rsvp: 'maybe', rsvp_counts: { going: 1, maybe: 1, not_going: 1 } });
    expect((maybe.body as EventDetail).rsvps.map((r) => [r.user.id, r.status])).toEqual([
      [member.user.id, 'going'],
      [other.user.id, 'maybe'],
      [admin.user.id, 'not_going'],
    ]);
    const cancelled = await t.request().delete(`/api/events/${e.id}/rsvp`).set(other.auth).expect(200);
    expect(cancelled.body).toMatchObject({ my_rsvp: null, rsvp_counts: { going: 1, maybe: 0, not_going: 1 } });
  });

  it('converges when the same reply is sent again, also at once', async () => {
    const e = await createEvent(member);
    await Promise.all(Array.from({ length: 3 }, () => t.request().post(`/api/events/${e.id}/rsvp`).set(other.auth).send({ status: 'going' }).expect(200)));
    expect(await t.deps.db('event_rsvps').where({ event_id: e.id, user_id: other.user.id })).toHaveLength(1);
    await t.request().delete(`/api/events/${e.id}/rsvp`).set(other.auth).expect(200);
    await t.request().delete(`/api/events/${e.id}/rsvp`).set(other.auth).expect(200);
  });

  it('answers a clear 409, not 500, when the event is deleted between the checks and the write', async () => {
    const e = await createEvent(member);
    const lock = seatsRepo.lockSeats;
    // The write begins by taking the event's seats (seats/seats.ts): deleted just before, on the write's own connection.
    const spy = vi.spyOn(seatsRepo, 'lockSeats').mockImplementationOnce(async (db, eventId) => {
      await db('events').where({ id: e.id }).delete();
      return lock(db, eventId);
    });
    try {
      const res = await t.request().post(`/api/events/${e.id}/rsvp`).set(other.auth).send({ status: 'going' }).expect(409);
      expect(res.body).toEqual({ code: 'gone_meanwhile', detail: 'What this refers to was deleted a moment ago. Reload to see what is there now.' });
      expect(spy).toHaveBeenCalledTimes(1);
    } finally {
      spy.mockRestore();
    }
  });

  it('refuses an unknown status', async () => {
    const e = await createEvent(member);
    const res = await t.request().post(`/api/events/${e.id}/rsvp`).set(other.auth).send({ status: 'yes' }).expect(400);
    expect(res.body).toMatchObject({ detail: 'status: Status must be going, maybe or not_going' });
  });
});

describe('event lists', () => {
  it('split a community’s events into upcoming (ascending) and past (descending)', async () => {
    const created = await t.request().post('/api/communities/').set(owner.auth).send({ name: 'Timeline' }).expect(201);
    const id = (created.body as { id: number }).id;
    const make = (start: string, title: string) =>
      t.request().post('/api/events/').set(owner.auth).send({ community_id: id, title, start_datetime: start }).expect(201);
    await make(past(3), 'Long ago');
    await make(past(1), 'Yesterday');
    await make(future(5), 'Later');
    await make(future(2), 'Soon');
    const titles = async (when: string) =>
      ((await t.request().get(`/api/events/community/${id}?when=${when}`).set(owner.auth).expect(200)).body as { title: string }[]).map((e) => e.title);
    expect(await titles('upcoming')).toEqual(['Soon', 'Later']);
    expect(await titles('past')).toEqual(['Yesterday', 'Long ago']);
    expect(await titles('all')).toEqual(['Long ago', 'Yesterday', 'Soon', 'Later']);
    await t.request().get(`/api/events/community/${id}?when=tomorrow`).set(owner.auth).expect(400);
    await t.request().get(`/api/events/community/${id}?limit=9999`).set(owner.auth).expect(400);
  });

  it('show what I attend (going or maybe) and what I created', async () => {
    const fresh = await signUp(t);
    const code = ((await t.request().get(`/api/communities/${communityId}`).set(owner.auth)).body as { invite_code: string }).invite_code;
    await t.request().post('/api/communities/join').set(fresh.auth).send({ invite_code: code }).expect(200);
    const a = await createEvent(member, { title: 'A', start_datetime: future(3) });
    const b = await createEvent(member, { title: 'B', start_datetime: future(4) });
    const c = await createEvent(member, { title: 'C', start_datetime: future(5) });
    await t.request().post(`/api/events/${a.id}/rsvp`).set(fresh.auth).send({ status: 'going' }).expect(200);
    await t.request().post(`/api/events/${b.id}/rsvp`).set(fresh.auth).send({ status: 'maybe' }).expect(200);
    await t.request().post(`/api/events/${c.id}/rsvp`).set(fresh.auth).send({ status: 'not_going' }).expect(200);
    const attending = (await t.request().get('/api/events/attending').set(fresh.auth).expect(200)).body as { title: string; my_rsvp: string }[];
    expect(attending.map((e) => [e.title, e.my_rsvp])).toEqual([
      ['A', 'going'],
      ['B', 'maybe'],
    ]);
    const mine = (await t.request().get('/api/events/my').set(fresh.auth).expect(200)).body as unknown[];
    expect(mine).toEqual([]);
    await createEvent(fresh, { title: 'Mine' });
    const mineAfter = (await t.request().get('/api/events/my').set(fresh.auth).expect(200)).body as { title: string; is_creator: boolean }[];
    expect(mineAfter).toEqual([expect.objectContaining({ title: 'Mine', is_creator: true })]);

    // Removed from the community: its events are gone from every list and page.
    await t.request().delete(`/api/communities/${communityId}/members/${fresh.user.id}`).set(owner.auth).expect(204);
    expect((await t.request().get('/api/events/attending').set(fresh.auth).expect(200)).body).toEqual([]);
    await getEvent(fresh, a.id).expect(404);
  });
});

describe('the organiser', () => {
  it('is going to the event they create, on its page, in its counts and attendees, and in what they attend; they may change it like any reply', async () => {
    const host = await signUp(t, { full_name: 'Hana Host' });
    const code = ((await t.request().get(`/api/communities/${communityId}`).set(owner.auth).expect(200)).body as { invite_code: string }).invite_code;
    await t.request().post('/api/communities/join').set(host.auth).send({ invite_code: code }).expect(200);
    const e = await createEvent(host, { title: 'Hosted walk', start_datetime: future(6) });
    expect(e).toMatchObject({ my_rsvp: 'going', rsvp_counts: { going: 1, maybe: 0, not_going: 0 } });
    expect(e.rsvps.map((r) => [r.user.id, r.status])).toEqual([[host.user.id, 'going']]);
    // Others see the host among those going.
    expect((await getEvent(other, e.id).expect(200)).body).toMatchObject({ my_rsvp: null, rsvp_counts: { going: 1, maybe: 0, not_going: 0 } });
    const attending = async () => ((await t.request().get('/api/events/attending').set(host.auth).expect(200)).body as { id: number; my_rsvp: string }[]).map((x) => [x.id, x.my_rsvp]);
    expect(await attending()).toEqual([[e.id, 'going']]);

    await t.request().post(`/api/events/${e.id}/rsvp`).set(host.auth).send({ status: 'not_going' }).expect(200);
    expect(await attending()).toEqual([]);
    const withdrawn = await t.request().delete(`/api/events/${e.id}/rsvp`).set(host.auth).expect(200);
    expect(withdrawn.body).toMatchObject({ my_rsvp: null, rsvp_counts: { going: 0, maybe: 0, not_going: 0 } });
  });
});
