import type { Attendance } from '@contracts/checkin/schemas';
import type { RsvpState } from '@contracts/events/schemas';
import { MAX_ID } from '@contracts/fields';
import { dbClientName } from '../../../db';
import type { Db } from '../../../db';
import { readRow, readRows } from '../../../db-read';

/**
 * Tickets and check-ins (migration 20261202100001): the only statements of the door. A roster entry
 * is keyed `m<user id>` or `w<walk-in id>` (event_check_ins.person_key); keys are ordered by their
 * bytes on both databases (PostgreSQL is told `collate "C"`), so a page's `after` means the same on each.
 */

export interface TicketRow {
  user_id: number;
  issued_at: string;
}

/** Issues the member's ticket for the event, replacing the one before (only its hash is kept). */
export async function upsertTicket(db: Db, eventId: number, userId: number, tokenHash: string, issuedAt: string): Promise<void> {
  await db('event_tickets')
    .insert({ event_id: eventId, user_id: userId, token_hash: tokenHash, issued_at: issuedAt })
    .onConflict(['event_id', 'user_id'])
    .merge({ token_hash: tokenHash, issued_at: issuedAt });
}

/** Whose ticket this hash is, at this event: none for a guess, another event's, or a ticket replaced since. */
export async function findTicketHolder(db: Db, eventId: number, tokenHash: string): Promise<number | null> {
  const row = await db('event_tickets').where({ event_id: eventId, token_hash: tokenHash }).first<{ user_id: number } | undefined>('user_id');
  return row ? Number(row.user_id) : null;
}

export interface AnswerRow {
  status: RsvpState;
  guests: number;
}

/** The member's answer to the event, if any. */
export async function findAnswer(db: Db, eventId: number, userId: number): Promise<AnswerRow | null> {
  const row = await db('event_rsvps').where({ event_id: eventId, user_id: userId }).first<{ status: RsvpState; guests: number | string } | undefined>('status', 'guests');
  return row ? { status: row.status, guests: Number(row.guests) } : null;
}

export interface CheckInRow {
  checked_in_at: string;
  door: string | null;
}

export async function findCheckIn(db: Db, eventId: number, personKey: string): Promise<CheckInRow | null> {
  const row = await db('event_check_ins').where({ event_id: eventId, person_key: personKey }).first<CheckInRow | undefined>('checked_in_at', 'door');
  return row ?? null;
}

export interface NewCheckIn {
  personKey: string;
  userId: number | null;
  walkInName: string | null;
  guests: number;
  at: string;
  door: string | null;
  by: number;
}

/** Adds the check-in unless its person has one: the primary key (event_id, person_key) makes it one row. True when it was added. */
async function insertIfNew(db: Db, eventId: number, checkIn: NewCheckIn): Promise<boolean> {
  const inserted = await db('event_check_ins')
    .insert({
      event_id: eventId,
      person_key: checkIn.personKey,
      user_id: checkIn.userId,
      walk_in_name: checkIn.walkInName,
      guests: checkIn.guests,
      checked_in_at: checkIn.at,
      door: checkIn.door,
      checked_in_by: checkIn.by,
    })
    .onConflict(['event_id', 'person_key'])
    .ignore()
    .returning<{ person_key: string }[]>('person_key');
  return inserted.length > 0;
}

/**
 * Writes a check-in so that the earlier of two stands, whatever order they arrive in and however
 * many doors send at once: an insert that yields to a row already there, then an update only where
 * the row's time is later than this one. True when this check-in is the one that stands now.
 */
export async function recordCheckIn(db: Db, eventId: number, checkIn: NewCheckIn): Promise<boolean> {
  if (await insertIfNew(db, eventId, checkIn)) {
    return true;
  }
  const updated = await db('event_check_ins')
    .where({ event_id: eventId, person_key: checkIn.personKey })
    .andWhere('checked_in_at', '>', checkIn.at)
    .update({ checked_in_at: checkIn.at, door: checkIn.door, checked_in_by: checkIn.by });
  return updated > 0;
}

/** Adds a walk-in once: the door's id makes a second sending of it change nothing. True when it is new. */
export async function insertWalkIn(db: Db, eventId: number, checkIn: NewCheckIn): Promise<boolean> {
  return insertIfNew(db, eventId, { ...checkIn, userId: null, guests: 0 });
}

/** Whether a walk-in given an e-mail address was sent the community's invite link (the door shows it). */
export async function setWelcomeMail(db: Db, eventId: number, personKey: string, sent: boolean): Promise<void> {
  await db('event_check_ins').where({ event_id: eventId, person_key: personKey }).update({ welcome_mail: sent ? 'sent' : 'not_sent' });
}

/** Removes the check-in the door saw (the same instant); another one (earlier, another door's) stays. */
export async function deleteCheckIn(db: Db, eventId: number, personKey: string, at: string): Promise<boolean> {
  const deleted = await db('event_check_ins').where({ event_id: eventId, person_key: personKey, checked_in_at: at }).delete();
  return deleted > 0;
}

export interface RawRosterRow {
  person_key: string;
  user_id: number | null;
  full_name: string | null;
  username: string | null;
  walk_in_name: string | null;
  status: RsvpState | null;
  answer_guests: number | string | null;
  check_in_guests: number | string | null;
  token_hash: string | null;
  checked_in_at: string | null;
  door: string | null;
  welcome_mail: 'sent' | 'not_sent' | null;
}

type Dialect = 'sqlite' | 'postgres';

/** Byte order for keys on PostgreSQL (its default collation may order 'w0b6f-…' by letters alone). */
const bytes = (dialect: Dialect) => (dialect === 'postgres' ? ' collate "C"' : '');

/**
 * The roster's people: members going, and everyone with a check-in (members who changed their
 * answer since, and walk-ins), with what the door shows of each. `where` filters the keys; `one`
 * narrows both halves to one person first (`:user`, `:key`), so reading one entry does not build
 * every member's key to find it.
 */
const rosterSql = (dialect: Dialect, where: string, tail: string, one = false) => `select k.person_key, k.user_id,
    u.full_name, u.username, c.walk_in_name, r.status, r.guests as answer_guests, c.guests as check_in_guests,
    t.token_hash, c.checked_in_at, c.door, c.welcome_mail
  from (
    select 'm' || cast(r.user_id as text) as person_key, r.user_id from event_rsvps r where r.event_id = :event and r.status = 'going'${one ? ' and r.user_id = :user' : ''}
    union
    select c.person_key, c.user_id from event_check_ins c where c.event_id = :event${one ? ' and c.person_key = :key' : ''}
  ) k
  left join event_check_ins c on c.event_id = :event and c.person_key = k.person_key
  left join event_rsvps r on r.event_id = :event and r.user_id = k.user_id
  left join event_tickets t on t.event_id = :event and t.user_id = k.user_id
  left join users u on u.id = k.user_id
  where ${where.replace('KEY', `k.person_key${bytes(dialect)}`)}
  ${tail.replace('KEY', `k.person_key${bytes(dialect)}`)}`;

const PAGE_SQL = {
  sqlite: rosterSql('sqlite', 'KEY > :after', 'order by KEY limit :limit'),
  postgres: rosterSql('postgres', 'KEY > :after', 'order by KEY limit :limit'),
};
const ONE_SQL = { sqlite: rosterSql('sqlite', 'KEY = :key', '', true), postgres: rosterSql('postgres', 'KEY = :key', '', true) };

/** A page of the roster by key, after `after` ('' for the first), at most `limit` entries. */
export async function rosterPage(db: Db, eventId: number, after: string, limit: number): Promise<RawRosterRow[]> {
  return readRows<RawRosterRow>(db, PAGE_SQL[dbClientName(db)], { event: eventId, after, limit });
}

/** One entry of the roster, or undefined when that person is not on it (not going and not checked in). */
export async function rosterEntry(db: Db, eventId: number, key: string): Promise<RawRosterRow | undefined> {
  // A walk-in's key names no member, nor does a number past any id: no answer matches a null user.
  const id = key.startsWith('m') ? Number(key.slice(1)) : NaN;
  const user = id <= MAX_ID ? id : null;
  return readRow<RawRosterRow>(db, ONE_SQL[dbClientName(db)], { event: eventId, key, user });
}

type Numeric = number | string | null;

/**
 * Members going but not checked in are those going less those going who are checked in: counted
 * from the check-ins (each a lookup of its answer), not by building every going member's key to
 * look for a check-in (5.2 ms to 1.8 ms at 5,000 going, measured apart).
 */
const ATTENDANCE_SQL = `select going, checked_in, going - going_checked_in as going_not_checked_in, walk_ins, guests_checked_in from (select
    (select count(*) from event_rsvps r where r.event_id = :event and r.status = 'going') as going,
    (select count(*) from event_check_ins c where c.event_id = :event and c.user_id is not null) as checked_in,
    (select count(*) from event_check_ins c join event_rsvps r on r.event_id = c.event_id and r.user_id = c.user_id
      where c.event_id = :event and c.user_id is not null and r.status = 'going') as going_checked_in,
    (select count(*) from event_check_ins c where c.event_id = :event and c.user_id is null) as walk_ins,
    (select coalesce(sum(c.guests), 0) from event_check_ins c where c.event_id = :event and c.user_id is not null) as guests_checked_in) counted`;

/** The door's counts (contracts/checkin AttendanceSchema): members checked in whatever their answer now. */
export async function attendance(db: Db, eventId: number): Promise<Attendance> {
  const row = await readRow<Record<keyof Attendance, Numeric>>(db, ATTENDANCE_SQL, { event: eventId });
  const n = (value: Numeric | undefined) => Number(value ?? 0);
  return {
    going: n(row?.going),
    checked_in: n(row?.checked_in),
    going_not_checked_in: n(row?.going_not_checked_in),
    walk_ins: n(row?.walk_ins),
    guests_checked_in: n(row?.guests_checked_in),
  };
}
