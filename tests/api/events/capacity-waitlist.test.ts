import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventDetailSchema, EventListItemSchema } from '@contracts/events/schemas';
import { PushPayloadSchema } from '@contracts/push/schemas';
import type { EventDetail } from '@contracts/events/schemas';
import { confirmEmail, createEvent, joinCommunity, signUp } from '../../support/factories';
import type { OwnedCommunity, SignedInUser } from '../../support/factories';
import { numberedMembers, startHostAndMembers } from '../../support/host-and-members';
import type { TestApp } from '../../support/test-app';

/**
 * Seats through the API: a capacity, guests, and a waitlist in arrival order whose first member who
 * fits is seated the moment a seat opens, whatever opened it, and told by push and e-mail.
 */

let t: TestApp;
let host: SignedInUser;
let community: OwnedCommunity;
let members: SignedInUser[];

beforeAll(async () => {
  ({ t, host, community, members } = await startHostAndMembers('Pottery club', numberedMembers(8)));
});
afterAll(async () => {
  await t.close();
});

const workshop = (fields: Record<string, unknown> = {}) => createEvent(t, host, { community_id: community.id, title: 'Pottery workshop', capacity: 3, ...fields });

async function answer(who: SignedInUser, eventId: number, body: Record<string, unknown>, status = 200): Promise<EventDetail> {
  const res = await t.request().post(`/api/events/${eventId}/rsvp`).set(who.auth).send(body).expect(status);
  return status === 200 ? EventDetailSchema.parse(res.body) : (res.body as EventDetail);
}
const going = (who: SignedInUser, eventId: number, guests?: number) => answer(who, eventId, guests === undefined ? { status: 'going' } : { status: 'going', guests });

async function detail(who: SignedInUser, eventId: number): Promise<EventDetail> {
  return EventDetailSchema.parse((await t.request().get(`/api/events/${eventId}`).set(who.auth).expect(200)).body);
}

async function change(eventId: number, body: Record<string, unknown>): Promise<EventDetail> {
  return EventDetailSchema.parse((await t.request().put(`/api/events/${eventId}`).set(host.auth).send(body).expect(200)).body);
}

const waitlist = (event: EventDetail) => event.rsvps.filter((r) => r.status === 'waitlisted').map((r) => [r.user.id, r.waitlist_position]);
const seated = (event: EventDetail) => event.rsvps.filter((r) => r.status === 'going').map((r) => r.user.id);

/** The seat notices queued for members: one push job per seating, and mail to proven addresses. */
async function seatNotices(eventId: number) {
  const pushes = await t.deps.db('push_jobs').select<{ user_ids: string; payload: string }[]>('user_ids', 'payload');
  const mails = await t.deps.db('mail_jobs').where({ kind: 'seat_opened' }).select<{ recipient: string; subject: string }[]>('recipient', 'subject');
  return {
    pushed: pushes
      .filter((job) => {
        const payload = PushPayloadSchema.parse(JSON.parse(job.payload));
        return payload.url === `/events/${eventId}` && payload.title.startsWith("You're going");
      })
      .flatMap((job) => JSON.parse(job.user_ids) as number[]),
    mailed: mails.map((mail) => mail.recipient),
  };
}

describe('an event without a capacity', () => {
  it('keeps every answer as it is given, with no seats and no waitlist', async () => {
    const open = await createEvent(t, host, { community_id: community.id });
    expect(open).toMatchObject({ capacity: null, guests_allowed: 0, seats_taken: 1 });
    for (const member of members.slice(0, 5)) {
      expect((await going(member, open.id)).my_rsvp).toBe('going');
    }
    const after = await detail(host, open.id);
    expect(after.rsvp_counts).toEqual({ going: 6, maybe: 0, not_going: 0, waitlisted: 0 });
  });
});

describe('a full event', () => {
  it('seats members while seats are left, then puts them on the waitlist in arrival order', async () => {
    const event = await workshop();
    const [a, b, c, d] = members as [SignedInUser, SignedInUser, SignedInUser, SignedInUser];
    expect((await going(a, event.id)).my_rsvp).toBe('going');
    const full = await going(b, event.id);
    expect(full).toMatchObject({ my_rsvp: 'going', seats_taken: 3, capacity: 3 });
    const first = await going(c, event.id);
    expect(first).toMatchObject({ my_rsvp: 'waitlisted', my_waitlist_position: 1 });
    const second = await going(d, event.id);
    expect(second).toMatchObject({ my_rsvp: 'waitlisted', my_waitlist_position: 2, rsvp_counts: { going: 3, waitlisted: 2 } });
    // Answering going again keeps the place in the line.
    expect((await going(d, event.id)).my_waitlist_position).toBe(2);
    expect(waitlist(await detail(host, event.id))).toEqual([
      [c.user.id, 1],
      [d.user.id, 2],
    ]);
  });

  it('seats the first waiting when a member withdraws, and tells them by push and e-mail', async () => {
    const event = await workshop();
    const [a, b, c, d] = members as [SignedInUser, SignedInUser, SignedInUser, SignedInUser];
    await confirmEmail(t, c);
    for (const who of [a, b, c, d]) {
      await going(who, event.id);
    }
    await t.request().delete(`/api/events/${event.id}/rsvp`).set(a.auth).expect(200);
    const promoted = await detail(c, event.id);
    expect(promoted).toMatchObject({ my_rsvp: 'going', my_waitlist_position: null, seats_taken: 3 });
    expect((await detail(d, event.id)).my_waitlist_position).toBe(1);
    const notices = await seatNotices(event.id);
    expect(notices.pushed).toEqual([c.user.id]);
    expect(notices.mailed).toContain(c.email);
  });

  it('seats the first waiting when a member changes to not going or maybe', async () => {
    const event = await workshop();
    const [a, b, c, d] = members as [SignedInUser, SignedInUser, SignedInUser, SignedInUser];
    for (const who of [a, b, c, d]) {
      await going(who, event.id);
    }
    await answer(a, event.id, { status: 'not_going' });
    expect((await detail(c, event.id)).my_rsvp).toBe('going');
    await answer(b, event.id, { status: 'maybe' });
    expect((await detail(d, event.id)).my_rsvp).toBe('going');
    // Going again now waits: the seats were given away.
    expect(await answer(a, event.id, { status: 'going' })).toMatchObject({ my_rsvp: 'waitlisted', my_waitlist_position: 1 });
  });

  it('seats those waiting when the capacity is raised or removed', async () => {
    const event = await workshop();
    const [a, b, c, d, e] = members as [SignedInUser, SignedInUser, SignedInUser, SignedInUser, SignedInUser];
    for (const who of [a, b, c, d, e]) {
      await going(who, event.id);
    }
    const raised = await change(event.id, { capacity: 4 });
    expect(seated(raised)).toContain(c.user.id);
    expect(waitlist(raised)).toEqual([
      [d.user.id, 1],
      [e.user.id, 2],
    ]);
    const unlimited = await change(event.id, { capacity: null });
    expect(unlimited).toMatchObject({ capacity: null, rsvp_counts: { going: 6, waitlisted: 0 } });
  });

  it('removes nobody when the capacity is lowered below the seats taken; new answers wait', async () => {
    const event = await workshop({ capacity: 5 });
    const [a, b, c, d] = members as [SignedInUser, SignedInUser, SignedInUser, SignedInUser];
    for (const who of [a, b, c]) {
      await going(who, event.id);
    }
    const lowered = await change(event.id, { capacity: 2 });
    expect(lowered).toMatchObject({ capacity: 2, seats_taken: 4, rsvp_counts: { going: 4, waitlisted: 0 } });
    expect(await going(d, event.id)).toMatchObject({ my_rsvp: 'waitlisted', my_waitlist_position: 1 });
    // One leaving still leaves the event over its capacity: nobody is seated yet.
    await answer(a, event.id, { status: 'not_going' });
    expect((await detail(d, event.id)).my_rsvp).toBe('waitlisted');
  });
});

describe('guests', () => {
  it('count with the member who brings them, within what the organiser allows', async () => {
    const event = await workshop({ capacity: 4, guests_allowed: 2 });
    const [a, b] = members as [SignedInUser, SignedInUser];
    expect(await going(a, event.id, 2)).toMatchObject({ my_rsvp: 'going', my_guests: 2, seats_taken: 4 });
    // Three seats needed, none left: B waits with their guest.
    expect(await going(b, event.id, 1)).toMatchObject({ my_rsvp: 'waitlisted', my_guests: 1 });
    expect((await detail(host, event.id)).rsvps.find((r) => r.user.id === a.user.id)).toMatchObject({ guests: 2 });
  });

  it('refuses more guests than allowed, naming the field, and guests without going', async () => {
    const event = await workshop({ guests_allowed: 1 });
    const [a] = members as [SignedInUser];
    const tooMany = await answer(a, event.id, { status: 'going', guests: 2 }, 400);
    expect(tooMany).toMatchObject({ detail: 'guests: This event allows at most 1 guest per member' });
    const noGuests = await workshop();
    expect(await answer(a, noGuests.id, { status: 'going', guests: 1 }, 400)).toMatchObject({ detail: 'guests: This event does not allow guests' });
    expect(await answer(a, event.id, { status: 'maybe', guests: 1 }, 400)).toMatchObject({ detail: 'guests: Guests come with a going answer' });
    expect((await answer(a, event.id, { status: 'going', guests: -1 }, 400)) as unknown as { detail: string }).toMatchObject({ detail: 'guests: guests must be at least 0' });
  });

  it('refuses a seated member more guests than there are seats, keeping their seat', async () => {
    const event = await workshop({ capacity: 3, guests_allowed: 3 });
    const [a, b] = members as [SignedInUser, SignedInUser];
    await going(a, event.id);
    const refused = await answer(b, event.id, { status: 'going', guests: 0 });
    expect(refused.my_rsvp).toBe('going');
    const res = await t.request().post(`/api/events/${event.id}/rsvp`).set(b.auth).send({ status: 'going', guests: 1 }).expect(409);
    expect(res.body).toMatchObject({ detail: 'No seats are left for more guests' });
    expect((await detail(b, event.id)).my_guests).toBe(0);
  });

  it('fewer guests open seats: the first waiting who fits is seated, keeping the others in their order', async () => {
    const event = await workshop({ capacity: 4, guests_allowed: 3 });
    const [a, b, c] = members as [SignedInUser, SignedInUser, SignedInUser];
    await going(a, event.id, 2); // host + a + 2 guests: full
    await going(b, event.id, 2); // needs 3 seats: waits first
    await going(c, event.id); // needs 1 seat: waits second
    const fewer = await going(a, event.id, 1);
    // One seat opened: B does not fit, C does.
    expect(seated(fewer)).toContain(c.user.id);
    expect(waitlist(fewer)).toEqual([[b.user.id, 1]]);
  });
});

describe('account deletion', () => {
  it('frees the member\'s seat for the first waiting', async () => {
    const event = await workshop({ capacity: 2 });
    const leaver = await signUp(t, { password: 'correct horse battery staple' });
    await joinCommunity(t, leaver, community);
    const [a] = members as [SignedInUser];
    await going(leaver, event.id);
    await going(a, event.id);
    await t.request().post('/api/account/delete').set(leaver.auth).send({ password: 'correct horse battery staple' }).expect(202);
    expect((await detail(a, event.id)).my_rsvp).toBe('going');
  });
});

describe('leaving the community', () => {
  it('frees the seat of a member who leaves, and of one removed, for the first waiting', async () => {
    const event = await workshop({ capacity: 3 });
    const [a, b] = members as [SignedInUser, SignedInUser];
    const [leaver, removed] = [await signUp(t), await signUp(t)];
    for (const who of [leaver, removed]) {
      await joinCommunity(t, who, community);
      await going(who, event.id);
    }
    await going(a, event.id);
    await going(b, event.id);
    await t.request().post(`/api/communities/${community.id}/leave`).set(leaver.auth).expect(204);
    expect((await detail(a, event.id)).my_rsvp).toBe('going');
    await t.request().delete(`/api/communities/${community.id}/members/${removed.user.id}`).set(host.auth).expect(204);
    expect((await detail(b, event.id)).my_rsvp).toBe('going');
    expect(seated(await detail(host, event.id))).not.toContain(removed.user.id);
  });
});

describe('lists', () => {
  it('show the seats taken and the caller\'s place', async () => {
    const event = await workshop({ capacity: 1 });
    const [a] = members as [SignedInUser];
    await going(a, event.id);
    const res = await t.request().get(`/api/events/community/${community.id}?when=upcoming`).set(a.auth).expect(200);
    const item = EventListItemSchema.array().parse(res.body).find((one) => one.id === event.id);
    expect(item).toMatchObject({ capacity: 1, seats_taken: 1, my_rsvp: 'waitlisted', rsvp_counts: { waitlisted: 1 } });
    const attending = await t.request().get('/api/events/attending?when=upcoming').set(a.auth).expect(200);
    expect(EventListItemSchema.array().parse(attending.body).map((one) => one.id)).toContain(event.id);
  });
});

describe('fifty members going at once for ten seats', () => {
  it('seats exactly ten and puts forty on the waitlist, each in the place they arrived at', async () => {
    const crowd: SignedInUser[] = [];
    for (let i = 0; i < 50; i += 1) {
      const member = await signUp(t);
      await joinCommunity(t, member, community);
      crowd.push(member);
    }
    const event = await workshop({ capacity: 11 }); // the host holds one seat
    const answers = await Promise.all(crowd.map((member) => going(member, event.id)));
    expect(answers.filter((one) => one.my_rsvp === 'going')).toHaveLength(10);
    const places = answers.flatMap((one) => (one.my_rsvp === 'waitlisted' ? [one.my_waitlist_position] : []));
    // Each waiting member was told a place of their own, 1 to 40, at the moment they arrived ...
    expect([...places].sort((x, y) => Number(x) - Number(y))).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    // ... and the waitlist keeps them in exactly that order.
    const after = await detail(host, event.id);
    expect(after).toMatchObject({ seats_taken: 11, rsvp_counts: { going: 11, waitlisted: 40 } });
    const told = new Map(crowd.map((member, i) => [member.user.id, answers[i]!.my_waitlist_position]));
    for (const [userId, position] of waitlist(after)) {
      expect(told.get(userId as number)).toBe(position);
    }
  });
});
