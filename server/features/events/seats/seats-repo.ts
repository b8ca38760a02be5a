import type { RsvpState } from '@contracts/events/schemas';
import { dbClientName } from '../../../db';
import type { Db } from '../../../db';

/**
 * The seats of one event, read and written inside the transaction that holds the event's lock
 * (lockSeats): every decision about a seat sees every other one made before it.
 */

export interface SeatRules {
  id: number;
  capacity: number | null;
  guests_allowed: number;
}

export interface SeatAnswer {
  status: RsvpState;
  guests: number;
  waitlist_seq: number | null;
}

/**
 * The event's seat rules, its row locked until the transaction ends. SQLite's transactions are
 * IMMEDIATE (sqlite-client.ts), so they take turns already; PostgreSQL's take the row FOR UPDATE,
 * so two answers to one event take turns and two events' answers do not wait on each other.
 */
export async function lockSeats(trx: Db, eventId: number): Promise<SeatRules | null> {
  const query = trx('events').where({ id: eventId }).first<SeatRules | undefined>('id', 'capacity', 'guests_allowed');
  if (dbClientName(trx) === 'postgres') {
    void query.forUpdate();
  }
  const row = await query;
  return row ? { id: row.id, capacity: row.capacity === null ? null : Number(row.capacity), guests_allowed: Number(row.guests_allowed) } : null;
}

export async function findAnswer(trx: Db, eventId: number, userId: number): Promise<SeatAnswer | null> {
  const row = await trx('event_rsvps').where({ event_id: eventId, user_id: userId }).first<SeatAnswer | undefined>('status', 'guests', 'waitlist_seq');
  return row ? { status: row.status, guests: Number(row.guests), waitlist_seq: row.waitlist_seq === null ? null : Number(row.waitlist_seq) } : null;
}

/** Members going and their guests. */
export async function seatsTaken(trx: Db, eventId: number): Promise<number> {
  const row = await trx('event_rsvps').where({ event_id: eventId, status: 'going' }).first<{ n: number | string | null }>(trx.raw('sum(1 + guests) as n'));
  return Number(row?.n ?? 0);
}

/** The place at the end of the waitlist: one more than the last waiting. */
export async function nextWaitlistSeq(trx: Db, eventId: number): Promise<number> {
  const row = await trx('event_rsvps').where({ event_id: eventId }).whereNotNull('waitlist_seq').first<{ n: number | string | null }>(trx.raw('max(waitlist_seq) as n'));
  return Number(row?.n ?? 0) + 1;
}

/** Writes a member's answer (a reply is a state: the same one twice changes nothing). */
export async function writeAnswer(trx: Db, eventId: number, userId: number, answer: SeatAnswer, nowIso: string): Promise<void> {
  await trx('event_rsvps')
    .insert({ event_id: eventId, user_id: userId, ...answer, created_at: nowIso, updated_at: nowIso })
    .onConflict(['event_id', 'user_id'])
    .merge({ ...answer, updated_at: nowIso });
}

export async function deleteAnswer(trx: Db, eventId: number, userId: number): Promise<void> {
  await trx('event_rsvps').where({ event_id: eventId, user_id: userId }).delete();
}

export interface Waiting {
  user_id: number;
  guests: number;
}

/** A page of the waitlist in its order, from after `afterSeq`. */
export async function waitingAfter(trx: Db, eventId: number, afterSeq: number, limit: number): Promise<(Waiting & { waitlist_seq: number })[]> {
  const rows = await trx('event_rsvps')
    .where({ event_id: eventId })
    .andWhere('waitlist_seq', '>', afterSeq)
    .orderBy('waitlist_seq')
    .limit(limit)
    .select<{ user_id: number; guests: number | string; waitlist_seq: number | string }[]>('user_id', 'guests', 'waitlist_seq');
  return rows.map((row) => ({ user_id: row.user_id, guests: Number(row.guests), waitlist_seq: Number(row.waitlist_seq) }));
}

/** Seats these waiting members: going, out of the line. */
export async function seat(trx: Db, eventId: number, userIds: readonly number[], nowIso: string): Promise<void> {
  for (let at = 0; at < userIds.length; at += ID_CHUNK) {
    await trx('event_rsvps').where({ event_id: eventId }).whereIn('user_id', userIds.slice(at, at + ID_CHUNK)).update({ status: 'going', waitlist_seq: null, updated_at: nowIso });
  }
}

/** Ids per statement: a capacity removed seats the whole waitlist, and PostgreSQL takes at most 65,535 values a statement. */
const ID_CHUNK = 1_000;

/** The member's place on the waitlist (1 is next). */
export async function waitlistPosition(trx: Db, eventId: number, seq: number): Promise<number> {
  const row = await trx('event_rsvps').where({ event_id: eventId }).andWhere('waitlist_seq', '<=', seq).first<{ n: number | string }>(trx.raw('count(*) as n'));
  return Number(row?.n ?? 0);
}

/** The members' e-mail addresses they proved theirs (mail goes to no address a member merely typed). */
export async function provenEmailsOf(trx: Db, userIds: readonly number[]): Promise<{ id: number; email: string }[]> {
  const found: { id: number; email: string }[] = [];
  for (let at = 0; at < userIds.length; at += ID_CHUNK) {
    found.push(...(await trx('users').whereIn('id', userIds.slice(at, at + ID_CHUNK)).whereNotNull('email_verified_at').select<{ id: number; email: string }[]>('id', 'email')));
  }
  return found;
}

/**
 * Events not yet started, with a capacity, where the member holds a seat or waits for one; with
 * `communityId`, that community's events the member no longer sees once out of it (those of an
 * invitation they accepted stay open to them, and so do their seats).
 */
export async function seatedOrWaitingAt(trx: Db, userId: number, nowIso: string, communityId?: number): Promise<number[]> {
  const query = trx('event_rsvps as r')
    .join('events as e', 'e.id', 'r.event_id')
    .where('r.user_id', userId)
    .whereIn('r.status', ['going', 'waitlisted'])
    .whereNotNull('e.capacity')
    .andWhere('e.start_at', '>=', nowIso);
  if (communityId !== undefined) {
    void query.andWhere('e.community_id', communityId).whereNotExists((accepted) => {
      void accepted.select(trx.raw('1')).from('event_invitations as i').whereRaw('i.event_id = e.id').andWhere({ 'i.invited_user_id': userId, 'i.status': 'accepted' });
    });
  }
  const rows = await query.select<{ event_id: number }[]>('r.event_id');
  return rows.map((row) => row.event_id);
}
