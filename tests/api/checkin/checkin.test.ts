import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKIN_MESSAGES } from '@contracts/checkin/messages';
import { CheckInAnswerSchema, UndoAnswerSchema } from '@contracts/checkin/schemas';
import type { CheckInAnswer } from '@contracts/checkin/schemas';
import { base64Url, parseTicketCode, ticketCode, ticketHash } from '@contracts/checkin/ticket-code';
import { EventDetailSchema } from '@contracts/events/schemas';
import { issueApiToken } from '../../support/api-tokens';
import { signUp } from '../../support/factories';
import type { OwnedCommunity, SignedInUser } from '../../support/factories';
import { numberedMembers, startHostAndMembers } from '../../support/host-and-members';
import type { TestApp } from '../../support/test-app';
import { doorClient, minutesAgo } from './door-client';

/**
 * Check-in at the door through the API: tickets, who may run the door, and check-ins by ticket and
 * by name (the earlier of two standing, undos). Walk-ins and the roster: checkin-walk-ins.test.ts.
 */

let t: TestApp;
let host: SignedInUser;
let community: OwnedCommunity;
let members: SignedInUser[];

beforeAll(async () => {
  ({ t, host, community, members } = await startHostAndMembers('Board games club', numberedMembers(8)));
});
afterAll(async () => {
  await t.close();
});

const { member, gamesNight, answer, ticketOf, checkIn, checkedIn, rosterPage, attendance, checkInRows } = doorClient(() => ({ t, host, community, members }));

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
