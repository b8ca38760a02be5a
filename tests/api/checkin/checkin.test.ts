import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKIN_MESSAGES } from '@contracts/checkin/messages';
import { AttendanceSchema, CheckInAnswerSchema, RosterPageSchema, TicketSchema, UndoAnswerSchema, WalkInAnswerSchema } from '@contracts/checkin/schemas';
import type { Attendance, CheckInAnswer, RosterEntry, RosterPage, Ticket } from '@contracts/checkin/schemas';
import { base64Url, parseTicketCode, ticketCode, ticketHash } from '@contracts/checkin/ticket-code';
import { EventDetailSchema } from '@contracts/events/schemas';
import { PRODUCT_NAME } from '../../../server/product';
import { issueApiToken } from '../../support/api-tokens';
import { createCommunity, createEvent, joinCommunity, signUp } from '../../support/factories';
import type { OwnedCommunity, SignedInUser } from '../../support/factories';
import { createTestApp } from '../../support/test-app';
import type { TestApp } from '../../support/test-app';

/**
 * Check-in at the door through the API: tickets, check-ins by ticket and by name, the earlier of
 * two check-ins standing, undos, walk-ins and their welcome mail, the roster a page at a time, and
 * who may do which.
 */

let t: TestApp;
let host: SignedInUser;
let community: OwnedCommunity;
const members: SignedInUser[] = [];

beforeAll(async () => {
  t = await createTestApp();
  host = await signUp(t, { full_name: 'Hana Host' });
  community = await createCommunity(t, host, { name: 'Board games club' });
  for (let i = 0; i < 8; i += 1) {
    const member = await signUp(t, { full_name: `Member ${i}` });
    await joinCommunity(t, member, community);
    members.push(member);
  }
});
afterAll(async () => {
  await t.close();
});

const member = (i: number) => members[i] as SignedInUser;
const gamesNight = (fields: Record<string, unknown> = {}) => createEvent(t, host, { community_id: community.id, title: 'Games night', ...fields });

async function answer(who: SignedInUser, eventId: number, body: Record<string, unknown>): Promise<void> {
  await t.request().post(`/api/events/${eventId}/rsvp`).set(who.auth).send(body).expect(200);
}

async function ticketOf(who: SignedInUser, eventId: number): Promise<Ticket> {
  return TicketSchema.parse((await t.request().post(`/api/events/${eventId}/ticket`).set(who.auth).expect(200)).body);
}

async function checkIn(eventId: number, body: Record<string, unknown>, status = 200, by: { Authorization: string } = host.auth) {
  const res = await t.request().post(`/api/events/${eventId}/check-ins`).set(by).send(body).expect(status);
  return status === 200 ? CheckInAnswerSchema.parse(res.body) : (res.body as { detail: string; code: string; errors?: { field: string }[] });
}
const checkedIn = async (eventId: number, body: Record<string, unknown>) => (await checkIn(eventId, body)) as CheckInAnswer;

async function rosterPage(eventId: number, query = '', by: { Authorization: string } = host.auth): Promise<RosterPage> {
  return RosterPageSchema.parse((await t.request().get(`/api/events/${eventId}/roster${query}`).set(by).expect(200)).body);
}

async function attendance(eventId: number): Promise<Attendance> {
  return AttendanceSchema.parse((await t.request().get(`/api/events/${eventId}/attendance`).set(host.auth).expect(200)).body);
}

async function checkInRows(eventId: number) {
  return t.deps.db('event_check_ins').where({ event_id: eventId }).select<{ person_key: string; checked_in_at: string; door: string | null }[]>('person_key', 'checked_in_at', 'door');
}

async function mailsTo(recipient: string) {
  return t.deps.db('mail_jobs').where({ recipient, kind: 'walk_in_welcome' }).select<{ subject: string; text: string; links: string | null }[]>('subject', 'text', 'links');
}

/** An instant `minutes` before now, as a door sends it. */
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

describe('a ticket', () => {
  it('is for a member going: a GT1 code the roster knows by its hash, and it checks them in once', async () => {
    const event = await gamesNight();
    await answer(member(0), event.id, { status: 'going' });
    const ticket = await ticketOf(member(0), event.id);
    expect(ticket).toMatchObject({ event_id: event.id, holder_name: 'Member 0', guests: 0 });
    const code = parseTicketCode(ticket.code);
    expect(code?.eventId).toBe(event.id);
    const stored = await t.deps.db('event_tickets').where({ event_id: event.id, user_id: member(0).user.id }).first<{ token_hash: string }>('token_hash');
    // Only the hash is kept, and the roster carries it so a door can check the ticket offline.
    expect(stored?.token_hash).toBe(await ticketHash(code?.token ?? ''));
    expect(stored?.token_hash).not.toContain(code?.token ?? '');
    const before = await rosterPage(event.id);
    expect(before.entries.find((e) => e.user_id === member(0).user.id)).toMatchObject({ key: `m${member(0).user.id}`, ticket: stored?.token_hash, going: true, check_in: null });

    const first = await checkedIn(event.id, { ticket: ticket.code, door: 'Door 1' });
    expect(first.outcome).toBe('checked_in');
    expect(first.entry).toMatchObject({ kind: 'member', user_id: member(0).user.id, name: 'Member 0', check_in: { door: 'Door 1' } });
    expect(first.counts).toMatchObject({ checked_in: 1 });

    const again = await checkedIn(event.id, { ticket: ticket.code, door: 'Door 2' });
    expect(again.outcome).toBe('already_checked_in');
    // The check-in that stands is the first one: its time and door.
    expect(again.entry.check_in).toEqual(first.entry.check_in);
    expect(await checkInRows(event.id)).toHaveLength(1);
  });

  it('stops working when its member changes to not going', async () => {
    const event = await gamesNight();
    await answer(member(1), event.id, { status: 'going' });
    const ticket = await ticketOf(member(1), event.id);
    await answer(member(1), event.id, { status: 'not_going' });
    const res = await checkIn(event.id, { ticket: ticket.code }, 409);
    expect(res).toMatchObject({ detail: CHECKIN_MESSAGES.notGoingAnyMore });
    expect(await checkInRows(event.id)).toEqual([]);
  });

  it('of another event, a random token and a replaced ticket are all "not a ticket", the same answer', async () => {
    const event = await gamesNight();
    const other = await gamesNight();
    await answer(member(2), event.id, { status: 'going' });
    await answer(member(2), other.id, { status: 'going' });
    const otherTicket = await ticketOf(member(2), other.id);
    const replaced = await ticketOf(member(2), event.id);
    const current = await ticketOf(member(2), event.id);
    const otherToken = parseTicketCode(otherTicket.code)?.token ?? '';
    const refusals = [
      otherTicket.code,
      // The other event's token under this event's id.
      ticketCode(event.id, otherToken),
      ticketCode(event.id, base64Url(randomBytes(16))),
      'not a ticket at all',
      replaced.code,
    ];
    const bodies = [];
    for (const code of refusals) {
      bodies.push(await checkIn(event.id, { ticket: code }, 404));
    }
    for (const body of bodies) {
      expect(body).toEqual({ detail: CHECKIN_MESSAGES.notATicket, code: 'not_found' });
    }
    expect(await checkInRows(event.id)).toEqual([]);
    expect((await checkedIn(event.id, { ticket: current.code })).outcome).toBe('checked_in');
  });

  it('is not given to a member on the waitlist, nor to one not going', async () => {
    const full = await gamesNight({ capacity: 1 });
    await answer(member(3), full.id, { status: 'going' });
    const waiting = await t.request().post(`/api/events/${full.id}/ticket`).set(member(3).auth).expect(409);
    expect(waiting.body).toMatchObject({ detail: CHECKIN_MESSAGES.ticketOnWaitlist });
    await answer(member(4), full.id, { status: 'maybe' });
    const maybe = await t.request().post(`/api/events/${full.id}/ticket`).set(member(4).auth).expect(409);
    expect(maybe.body).toMatchObject({ detail: CHECKIN_MESSAGES.ticketOnlyWhenGoing });
    const none = await t.request().post(`/api/events/${full.id}/ticket`).set(member(5).auth).expect(409);
    expect(none.body).toMatchObject({ detail: CHECKIN_MESSAGES.ticketOnlyWhenGoing });
    expect(await t.deps.db('event_tickets').where({ event_id: full.id })).toEqual([]);
  });
});

describe('who may run the door', () => {
  it('a member who may not edit the event gets the same 403 for a real ticket and a random one', async () => {
    const event = await gamesNight();
    await answer(member(0), event.id, { status: 'going' });
    const ticket = await ticketOf(member(0), event.id);
    const real = await checkIn(event.id, { ticket: ticket.code }, 403, member(1).auth);
    const random = await checkIn(event.id, { ticket: ticketCode(event.id, base64Url(randomBytes(16))) }, 403, member(1).auth);
    expect(real).toEqual(random);
    expect(real).toMatchObject({ detail: CHECKIN_MESSAGES.organisersOnly });
    await t.request().get(`/api/events/${event.id}/roster`).set(member(1).auth).expect(403);
    await t.request().get(`/api/events/${event.id}/attendance`).set(member(1).auth).expect(403);
    await t.request().post(`/api/events/${event.id}/walk-ins`).set(member(1).auth).send({ id: randomUUID(), name: 'Sneaky' }).expect(403);
    expect(await checkInRows(event.id)).toEqual([]);
  });

  it('someone outside the community is told the event does not exist; nobody signed in, 401', async () => {
    const event = await gamesNight();
    const outsider = await signUp(t);
    await t.request().get(`/api/events/${event.id}/roster`).set(outsider.auth).expect(404);
    await t.request().post(`/api/events/${event.id}/check-ins`).set(outsider.auth).send({ user_id: host.user.id }).expect(404);
    await t.request().post(`/api/events/${event.id}/ticket`).set(outsider.auth).expect(404);
    await t.request().get(`/api/events/${event.id}/roster`).expect(401);
  });

  it("the organiser's read-only developer token reads the roster and attendance, and checks nobody in", async () => {
    const event = await gamesNight();
    await answer(member(0), event.id, { status: 'going' });
    const readOnly = await issueApiToken(t, host.user.id, 'read_only');
    const page = await rosterPage(event.id, '', readOnly);
    expect(page.entries.map((e) => e.user_id)).toContain(member(0).user.id);
    await t.request().get(`/api/events/${event.id}/attendance`).set(readOnly).expect(200);
    const refused = await t.request().post(`/api/events/${event.id}/check-ins`).set(readOnly).send({ user_id: member(0).user.id }).expect(403);
    expect(refused.body).toMatchObject({ code: 'read_only_token' });
    await t.request().post(`/api/events/${event.id}/ticket`).set(readOnly).expect(403);
    expect(await checkInRows(event.id)).toEqual([]);
    // A read-write token of the organiser checks in like their session.
    const readWrite = await issueApiToken(t, host.user.id, 'read_write');
    expect(((await checkIn(event.id, { user_id: member(0).user.id }, 200, readWrite)) as CheckInAnswer).outcome).toBe('checked_in');
  });
});

describe('check-ins', () => {
  it('by name: a member with an answer but no phone; a member who never answered is not on the roster', async () => {
    const event = await gamesNight();
    await answer(member(0), event.id, { status: 'going' });
    const byName = await checkedIn(event.id, { user_id: member(0).user.id, door: '   ' });
    expect(byName).toMatchObject({ outcome: 'checked_in', entry: { user_id: member(0).user.id, check_in: { door: null } } });
    const absent = await checkIn(event.id, { user_id: member(6).user.id }, 404);
    expect(absent).toMatchObject({ detail: CHECKIN_MESSAGES.notOnRoster });
    await answer(member(1), event.id, { status: 'maybe' });
    expect(await checkIn(event.id, { user_id: member(1).user.id }, 409)).toMatchObject({ detail: CHECKIN_MESSAGES.notGoingAnyMore });
  });

  it('of one ticket at several doors at once make one check-in, the earliest', async () => {
    const event = await gamesNight();
    await answer(member(2), event.id, { status: 'going' });
    const ticket = await ticketOf(member(2), event.id);
    const times = [3, 9, 1, 7, 5, 2].map(minutesAgo);
    const answers = await Promise.all(
      times.map((at, i) => t.request().post(`/api/events/${event.id}/check-ins`).set(host.auth).send({ ticket: ticket.code, at, door: `Door ${i}` }).expect(200)),
    );
    const outcomes = answers.map((res) => CheckInAnswerSchema.parse(res.body).outcome);
    expect(outcomes).toContain('checked_in');
    const rows = await checkInRows(event.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.checked_in_at).toBe([...times].sort()[0]);
    expect((await attendance(event.id)).checked_in).toBe(1);
  });

  it('made offline: the later one arriving first gives way to the earlier one', async () => {
    const event = await gamesNight();
    await answer(member(3), event.id, { status: 'going' });
    const ticket = await ticketOf(member(3), event.id);
    const later = minutesAgo(2);
    const earlier = minutesAgo(10);
    expect((await checkedIn(event.id, { ticket: ticket.code, at: later, door: 'Front' })).outcome).toBe('checked_in');
    const replaced = await checkedIn(event.id, { ticket: ticket.code, at: earlier, door: 'Side' });
    expect(replaced).toMatchObject({ outcome: 'checked_in', entry: { check_in: { at: earlier, door: 'Side' } } });
    const third = await checkedIn(event.id, { ticket: ticket.code, at: minutesAgo(1), door: 'Front' });
    expect(third).toMatchObject({ outcome: 'already_checked_in', entry: { check_in: { at: earlier, door: 'Side' } } });
    // An `at` written with an offset is the same instant.
    const sameInstant = new Date(earlier);
    const withOffset = new Date(sameInstant.getTime() + 60 * 60_000).toISOString().replace('Z', '+01:00');
    expect((await checkedIn(event.id, { ticket: ticket.code, at: withOffset })).outcome).toBe('already_checked_in');
  });

  it('refuses a time more than a few minutes ahead of the server, naming `at`; a minute ahead is a clock drifting', async () => {
    const event = await gamesNight();
    await answer(member(4), event.id, { status: 'going' });
    const ahead = new Date(Date.now() + 10 * 60_000).toISOString();
    const refused = await checkIn(event.id, { user_id: member(4).user.id, at: ahead }, 400);
    expect(refused).toMatchObject({ detail: `at: ${CHECKIN_MESSAGES.atInFuture}`, errors: [{ field: 'at' }] });
    const drifting = new Date(Date.now() + 60_000).toISOString();
    expect((await checkedIn(event.id, { user_id: member(4).user.id, at: drifting })).entry.check_in?.at).toBe(drifting);
  });

  it('an undo removes the check-in the door made, and leaves another one standing', async () => {
    const event = await gamesNight();
    await answer(member(5), event.id, { status: 'going' });
    const at = minutesAgo(4);
    const made = await checkedIn(event.id, { user_id: member(5).user.id, at });
    const key = made.entry.key;
    const wrong = UndoAnswerSchema.parse((await t.request().post(`/api/events/${event.id}/check-ins/undo`).set(host.auth).send({ key, at: minutesAgo(30) }).expect(200)).body);
    expect(wrong.undone).toBe(false);
    expect(wrong.entry?.check_in?.at).toBe(at);
    const right = UndoAnswerSchema.parse((await t.request().post(`/api/events/${event.id}/check-ins/undo`).set(host.auth).send({ key, at }).expect(200)).body);
    expect(right).toMatchObject({ undone: true, entry: { key, going: true, check_in: null }, counts: { checked_in: 0 } });
    const again = UndoAnswerSchema.parse((await t.request().post(`/api/events/${event.id}/check-ins/undo`).set(host.auth).send({ key, at }).expect(200)).body);
    expect(again.undone).toBe(false);
  });

  it("shows on the member's own event page as my_check_in", async () => {
    const event = await gamesNight();
    await answer(member(6), event.id, { status: 'going' });
    const at = minutesAgo(1);
    await checkedIn(event.id, { user_id: member(6).user.id, at, door: 'Main door' });
    const seen = EventDetailSchema.parse((await t.request().get(`/api/events/${event.id}`).set(member(6).auth).expect(200)).body);
    expect(seen.my_check_in).toEqual({ at, door: 'Main door' });
    const other = EventDetailSchema.parse((await t.request().get(`/api/events/${event.id}`).set(member(7).auth).expect(200)).body);
    expect(other.my_check_in).toBeNull();
  });
});

describe('walk-ins', () => {
  it('sent twice with one id are one walk-in, counted apart from members', async () => {
    const event = await gamesNight();
    const id = randomUUID();
    const body = { id, name: 'Grace Hopper', door: 'Door 2' };
    const first = WalkInAnswerSchema.parse((await t.request().post(`/api/events/${event.id}/walk-ins`).set(host.auth).send(body).expect(201)).body);
    expect(first).toMatchObject({ entry: { key: `w${id}`, kind: 'walk_in', user_id: null, name: 'Grace Hopper', ticket: null, going: false }, invited: false });
    const second = WalkInAnswerSchema.parse((await t.request().post(`/api/events/${event.id}/walk-ins`).set(host.auth).send(body).expect(201)).body);
    expect(second.entry).toEqual(first.entry);
    expect(second.counts).toMatchObject({ walk_ins: 1, checked_in: 0 });
    expect(await checkInRows(event.id)).toHaveLength(1);
    const undone = UndoAnswerSchema.parse(
      (await t.request().post(`/api/events/${event.id}/check-ins/undo`).set(host.auth).send({ key: `w${id}`, at: first.entry.check_in?.at }).expect(200)).body,
    );
    expect(undone).toMatchObject({ undone: true, entry: null, counts: { walk_ins: 0 } });
  });

  it('with an e-mail address are sent one welcome mail with the community invite link, during the event', async () => {
    const started = await gamesNight({ start_datetime: minutesAgo(30) });
    const email = `walkin-${randomBytes(3).toString('hex')}@example.com`;
    const body = { id: randomUUID(), name: 'Ada', email };
    const res = WalkInAnswerSchema.parse((await t.request().post(`/api/events/${started.id}/walk-ins`).set(host.auth).send(body).expect(201)).body);
    expect(res.invited).toBe(true);
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    const link = `${t.deps.config.publicUrl}/invite/${community.invite_code}`;
    expect(mails[0]?.subject).toBe('You were at Games night');
    expect(mails[0]?.text).toContain('You were at Games night');
    expect(mails[0]?.text).toContain(`Join Board games club on ${PRODUCT_NAME} to hear about its next events:\n${link}`);
    expect(JSON.parse(mails[0]?.links ?? '[]')).toEqual([link]);
    // No event invitation: one would read as expired, the event having started.
    expect(await t.deps.db('event_invitations').where({ invited_email: email })).toEqual([]);
    // Sent again (a door that lost the answer): still one walk-in, and no second mail.
    const again = WalkInAnswerSchema.parse((await t.request().post(`/api/events/${started.id}/walk-ins`).set(host.auth).send(body).expect(201)).body);
    expect(again).toMatchObject({ invited: false, counts: { walk_ins: 1 } });
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('without an e-mail address are mailed nothing', async () => {
    const event = await gamesNight();
    const before = await t.deps.db('mail_jobs').count<{ n: number | string }[]>({ n: '*' }).first();
    const res = WalkInAnswerSchema.parse((await t.request().post(`/api/events/${event.id}/walk-ins`).set(host.auth).send({ id: randomUUID(), name: 'Alan' }).expect(201)).body);
    expect(res.invited).toBe(false);
    const after = await t.deps.db('mail_jobs').count<{ n: number | string }[]>({ n: '*' }).first();
    expect(Number(after?.n)).toBe(Number(before?.n));
  });

  it('are not sent the invite code by an organiser who may not see it', async () => {
    const club = await createCommunity(t, host, { invite_code_visible_to_all: false });
    await joinCommunity(t, member(0), club);
    const event = await createEvent(t, member(0), { community_id: club.id });
    const email = `walkin-${randomBytes(3).toString('hex')}@example.com`;
    const res = WalkInAnswerSchema.parse((await t.request().post(`/api/events/${event.id}/walk-ins`).set(member(0).auth).send({ id: randomUUID(), name: 'Eve', email }).expect(201)).body);
    expect(res).toMatchObject({ invited: false, counts: { walk_ins: 1 } });
    expect(await mailsTo(email)).toEqual([]);
  });

  it('still stand when the per-sender limit refuses the e-mail, uninvited', async () => {
    const limited = await createTestApp({ invitationEmailsPerHour: 0 });
    try {
      const organiser = await signUp(limited);
      const club = await createCommunity(limited, organiser);
      const event = await createEvent(limited, organiser, { community_id: club.id });
      const res = await limited.request().post(`/api/events/${event.id}/walk-ins`).set(organiser.auth).send({ id: randomUUID(), name: 'Linus', email: 'linus@example.com' }).expect(201);
      expect(WalkInAnswerSchema.parse(res.body)).toMatchObject({ invited: false, counts: { walk_ins: 1 } });
      expect(await limited.deps.db('mail_jobs').where({ recipient: 'linus@example.com' })).toEqual([]);
    } finally {
      await limited.close();
    }
  });

  it('still stand when the per-address limit refuses the e-mail, uninvited; welcomes and invitations share that limit', async () => {
    const limited = await createTestApp({ invitationEmailsPerRecipientPerDay: 1 });
    try {
      const organiser = await signUp(limited);
      const club = await createCommunity(limited, organiser);
      const event = await createEvent(limited, organiser, { community_id: club.id });
      const email = 'margaret@example.com';
      const walkIn = (name: string) => limited.request().post(`/api/events/${event.id}/walk-ins`).set(organiser.auth).send({ id: randomUUID(), name, email }).expect(201);
      expect(WalkInAnswerSchema.parse((await walkIn('Margaret')).body).invited).toBe(true);
      // A second walk-in giving the same address (another door, another evening): the address has had its mail for the day.
      expect(WalkInAnswerSchema.parse((await walkIn('Margaret H.')).body)).toMatchObject({ invited: false, counts: { walk_ins: 2 } });
      expect(await limited.deps.db('mail_jobs').where({ recipient: email })).toHaveLength(1);
      const later = await createEvent(limited, organiser, { community_id: club.id });
      await limited.request().post('/api/event-invites/').set(organiser.auth).send({ event_id: later.id, invited_email: email }).expect(429);
    } finally {
      await limited.close();
    }
  });
});

describe('the roster', () => {
  it('pages by key through members going, members checked in who changed their answer since, and walk-ins', async () => {
    const event = await gamesNight({ guests_allowed: 2 });
    // The host (going to what they organise), four members going, one checked in who then says not going, two walk-ins: 8 people.
    for (const i of [0, 1, 2, 3]) {
      await answer(member(i), event.id, { status: 'going', ...(i === 0 ? { guests: 2 } : {}) });
    }
    await answer(member(4), event.id, { status: 'going' });
    await checkedIn(event.id, { user_id: member(4).user.id });
    await answer(member(4), event.id, { status: 'not_going' });
    await answer(member(5), event.id, { status: 'maybe' });
    for (const name of ['Walk In A', 'Walk In B']) {
      await t.request().post(`/api/events/${event.id}/walk-ins`).set(host.auth).send({ id: randomUUID(), name }).expect(201);
    }
    await checkedIn(event.id, { user_id: member(0).user.id });

    const seen: RosterEntry[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const page: RosterPage = await rosterPage(event.id, `?limit=3${after ? `&after=${encodeURIComponent(after)}` : ''}`);
      expect(page.entries.length).toBeLessThanOrEqual(3);
      expect(page.event).toMatchObject({ id: event.id, title: 'Games night' });
      seen.push(...page.entries);
      after = page.next_after;
      pages += 1;
    } while (after !== null && pages < 10);
    expect(pages).toBe(3);
    const keys = seen.map((e) => e.key);
    expect(new Set(keys).size).toBe(8);
    // In byte order of the key, the same on both databases.
    expect(keys).toEqual([...keys].sort((a, b) => (Buffer.from(a) < Buffer.from(b) ? -1 : 1)));
    const whole = await rosterPage(event.id);
    expect(whole.entries.map((e) => e.key)).toEqual(keys);
    expect(whole.next_after).toBeNull();
    const changedMind = seen.find((e) => e.user_id === member(4).user.id);
    expect(changedMind?.going).toBe(false);
    expect(changedMind?.check_in).not.toBeNull();
    expect(seen.find((e) => e.user_id === member(5).user.id)).toBeUndefined();
    expect(seen.filter((e) => e.kind === 'walk_in').map((e) => e.name).sort()).toEqual(['Walk In A', 'Walk In B']);
    expect(seen.find((e) => e.user_id === member(0).user.id)).toMatchObject({ guests: 2, name: 'Member 0' });
    // Names only: no e-mail address anywhere.
    expect(JSON.stringify(whole)).not.toMatch(/@/);
    expect(whole.counts).toEqual({ going: 5, checked_in: 2, going_not_checked_in: 4, walk_ins: 2, guests_checked_in: 2 });
    expect(await attendance(event.id)).toEqual(whole.counts);
  });
});

describe('bad input is a 400 naming the field', () => {
  it.each([
    ['check-ins', { ticket: 'GT1.1.x', user_id: 3 }, 'ticket'],
    ['check-ins', {}, 'ticket'],
    ['check-ins', { user_id: 'seven' }, 'user_id'],
    ['check-ins', { user_id: 3, at: 'yesterday' }, 'at'],
    ['check-ins', { user_id: 3, door: 'x'.repeat(41) }, 'door'],
    ['check-ins/undo', { key: 'x42', at: '2026-12-05T19:02:11Z' }, 'key'],
    ['check-ins/undo', { key: 'm42' }, 'at'],
    ['walk-ins', { id: 'not-a-uuid', name: 'Ada' }, 'id'],
    ['walk-ins', { id: randomUUID(), name: '' }, 'name'],
    ['walk-ins', { id: randomUUID(), name: 'Ada', email: 'not an address' }, 'email'],
  ])('POST %s %j names %s', async (path, body, field) => {
    const event = await gamesNight();
    const res = await t.request().post(`/api/events/${event.id}/${path}`).set(host.auth).send(body).expect(400);
    expect((res.body as { errors: { field: string }[] }).errors[0]?.field).toBe(field);
  });

  it.each([
    ['?limit=0', 'limit'],
    ['?limit=5001', 'limit'],
    ['?after=zz', 'after'],
    ['?colour=red', 'colour'],
  ])('GET roster%s names %s', async (query, field) => {
    const event = await gamesNight();
    const res = await t.request().get(`/api/events/${event.id}/roster${query}`).set(host.auth).expect(400);
    expect((res.body as { errors: { field: string }[] }).errors[0]?.field).toBe(field);
  });
});
