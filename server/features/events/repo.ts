import type { Knex } from 'knex';
import type { Db } from '../../db';
import { addressedTo } from '../invitations/access-repo';
import { inviteeOf } from '../users/proven-email';
import type { UserRow } from '../users/repo';
import type { RsvpCounts, RsvpStatus } from '../../contracts/events';

export interface EventRow {
  id: number;
  community_id: number;
  community_name: string;
  creator_id: number;
  creator_username: string;
  creator_full_name: string | null;
  title: string;
  description: string | null;
  start_at: string;
  end_at: string | null;
  time_zone: string;
  location: string | null;
  price_range: string | null;
  is_private: boolean;
  event_link: string | null;
  ticket_link: string | null;
  whatsapp_link: string | null;
  created_at: string;
  updated_at: string;
}

export type EventWrite = Omit<EventRow, 'id' | 'community_name' | 'creator_username' | 'creator_full_name'>;

type RawEventRow = Omit<EventRow, 'is_private'> & { is_private: boolean | number };
const toEvent = (raw: RawEventRow): EventRow => ({ ...raw, is_private: Boolean(raw.is_private) });

const EVENT_COLUMNS = [
  'e.id',
  'e.community_id',
  'c.name as community_name',
  'e.creator_id',
  'u.username as creator_username',
  'u.full_name as creator_full_name',
  'e.title',
  'e.description',
  'e.start_at',
  'e.end_at',
  'e.time_zone',
  'e.location',
  'e.price_range',
  'e.is_private',
  'e.event_link',
  'e.ticket_link',
  'e.whatsapp_link',
  'e.created_at',
  'e.updated_at',
];

const eventsWithNames = (db: Db) =>
  db('events as e').join('communities as c', 'c.id', 'e.community_id').join('users as u', 'u.id', 'e.creator_id');

export async function insertEvent(db: Db, row: EventWrite): Promise<number> {
  const [inserted] = await db('events').insert(row).returning<{ id: number }[]>('id');
  if (!inserted) {
    throw new Error('Event insert returned no id');
  }
  return inserted.id;
}

export async function findEvent(db: Db, id: number): Promise<EventRow | null> {
  const raw = await eventsWithNames(db).where('e.id', id).first<RawEventRow | undefined>(EVENT_COLUMNS);
  return raw ? toEvent(raw) : null;
}

export async function updateEvent(db: Db, id: number, changes: Partial<EventWrite>): Promise<void> {
  await db('events').where({ id }).update(changes);
}

export async function deleteEvent(db: Db, id: number): Promise<void> {
  await db('events').where({ id }).delete();
}

export type When = 'upcoming' | 'past' | 'all';

/** Upcoming: start now or later, ascending; past: descending; all: ascending (spec section 4). */
function applyWhen(query: Knex.QueryBuilder, when: When, nowIso: string): Knex.QueryBuilder {
  if (when === 'upcoming') {
    return query.where('e.start_at', '>=', nowIso).orderBy('e.start_at', 'asc').orderBy('e.id', 'asc');
  }
  if (when === 'past') {
    return query.where('e.start_at', '<', nowIso).orderBy('e.start_at', 'desc').orderBy('e.id', 'desc');
  }
  return query.orderBy('e.start_at', 'asc').orderBy('e.id', 'asc');
}

/** The viewer's live invitation to event e (addressed to their account or e-mail). */
function invitedTo(db: Db, viewer: Viewer, statuses: string[]) {
  return (q: Knex.QueryBuilder) => {
    void q
      .select(db.raw('1'))
      .from('event_invitations as i')
      .whereRaw('i.event_id = e.id')
      .whereIn('i.status', statuses)
      .where((who) => {
        addressedTo(inviteeOf(viewer), 'i.')(who);
      });
  };
}

export type Viewer = Pick<UserRow, 'id' | 'email' | 'email_verified_at'>;

/**
 * A community's events as one viewer may see them. Mirrors policy.canViewEvent: managers see every
 * event; others see public ones, their own, and private ones they replied or were invited to.
 */
export async function listCommunityEvents(
  db: Db,
  options: { communityId: number; viewer: Viewer; seesAllPrivate: boolean; when: When; nowIso: string; limit: number },
): Promise<EventRow[]> {
  const { viewer } = options;
  let query: Knex.QueryBuilder = eventsWithNames(db).where('e.community_id', options.communityId);
  if (!options.seesAllPrivate) {
    query = query.where((visible) => {
      void visible
        .where('e.is_private', false)
        .orWhere('e.creator_id', viewer.id)
        .orWhereExists((rsvp) => {
          void rsvp.select(db.raw('1')).from('event_rsvps as r').whereRaw('r.event_id = e.id').andWhere('r.user_id', viewer.id);
        })
        .orWhereExists(invitedTo(db, viewer, ['pending', 'accepted']));
    });
  }
  const rows = await applyWhen(query, options.when, options.nowIso)
    .limit(options.limit)
    .select<RawEventRow[]>(EVENT_COLUMNS);
  return rows.map(toEvent);
}

/** The viewer belongs to event e's community. */
function memberOfCommunity(viewerId: number) {
  return (q: Knex.QueryBuilder) => {
    void q.select('m.id').from('community_members as m').whereRaw('m.community_id = e.community_id').andWhere('m.user_id', viewerId);
  };
}

/** Events a user created, in communities they still belong to. */
export async function listEventsCreatedBy(db: Db, userId: number, when: When, nowIso: string, limit: number): Promise<EventRow[]> {
  const query = eventsWithNames(db).where('e.creator_id', userId).whereExists(memberOfCommunity(userId));
  const rows = await applyWhen(query, when, nowIso).limit(limit).select<RawEventRow[]>(EVENT_COLUMNS);
  return rows.map(toEvent);
}

/**
 * Events a user replied going or maybe to, in communities they belong to or through an accepted
 * invitation (a reply makes a private event visible to a member).
 */
export async function listEventsAttendedBy(db: Db, viewer: Viewer, when: When, nowIso: string, limit: number): Promise<EventRow[]> {
  const query = db('event_rsvps as r')
    .join('events as e', 'e.id', 'r.event_id')
    .join('communities as c', 'c.id', 'e.community_id')
    .join('users as u', 'u.id', 'e.creator_id')
    .where('r.user_id', viewer.id)
    .whereIn('r.status', ['going', 'maybe'])
    .where((access) => {
      void access.whereExists(memberOfCommunity(viewer.id)).orWhereExists(invitedTo(db, viewer, ['accepted']));
    });
  const rows = await applyWhen(query, when, nowIso).limit(limit).select<RawEventRow[]>(EVENT_COLUMNS);
  return rows.map(toEvent);
}

/** Events the viewer has a pending invitation to (addressed to their account or e-mail). */
export async function listEventsInvitedTo(db: Db, viewer: Viewer, when: When, nowIso: string, limit: number): Promise<EventRow[]> {
  const query = eventsWithNames(db).whereExists(invitedTo(db, viewer, ['pending']));
  const rows = await applyWhen(query, when, nowIso).limit(limit).select<RawEventRow[]>(EVENT_COLUMNS);
  return rows.map(toEvent);
}

/** Reply counts per event for a page of events, in one grouped query. */
export async function rsvpCountsFor(db: Db, eventIds: number[]): Promise<Map<number, RsvpCounts>> {
  const counts = new Map<number, RsvpCounts>(eventIds.map((id) => [id, { going: 0, maybe: 0, not_going: 0 }]));
  if (eventIds.length === 0) {
    return counts;
  }
  const rows = await db('event_rsvps')
    .whereIn('event_id', eventIds)
    .groupBy('event_id', 'status')
    .select<{ event_id: number; status: RsvpStatus; n: number | string }[]>('event_id', 'status', db.raw('count(*) as n'));
  for (const row of rows) {
    const entry = counts.get(row.event_id);
    if (entry) {
      entry[row.status] = Number(row.n);
    }
  }
  return counts;
}

/** One user's replies to a page of events. */
export async function rsvpsOfUser(db: Db, userId: number, eventIds: number[]): Promise<Map<number, RsvpStatus>> {
  if (eventIds.length === 0) {
    return new Map();
  }
  const rows = await db('event_rsvps')
    .where('user_id', userId)
    .whereIn('event_id', eventIds)
    .select<{ event_id: number; status: RsvpStatus }[]>('event_id', 'status');
  return new Map(rows.map((row) => [row.event_id, row.status]));
}

export interface RsvpWithUserRow {
  user_id: number;
  username: string;
  full_name: string | null;
  status: RsvpStatus;
  updated_at: string;
}

export async function listRsvps(db: Db, eventId: number): Promise<RsvpWithUserRow[]> {
  return db('event_rsvps as r')
    .join('users as u', 'u.id', 'r.user_id')
    .where('r.event_id', eventId)
    .orderBy('r.id', 'asc')
    .select<RsvpWithUserRow[]>('r.user_id', 'u.username', 'u.full_name', 'r.status', 'r.updated_at');
}

/** Sets a user's reply; a reply is a state, so sending the same one twice changes nothing. */
export async function upsertRsvp(db: Db, eventId: number, userId: number, status: RsvpStatus, nowIso: string): Promise<void> {
  await db('event_rsvps')
    .insert({ event_id: eventId, user_id: userId, status, created_at: nowIso, updated_at: nowIso })
    .onConflict(['event_id', 'user_id'])
    .merge({ status, updated_at: nowIso });
}

export async function deleteRsvp(db: Db, eventId: number, userId: number): Promise<void> {
  await db('event_rsvps').where({ event_id: eventId, user_id: userId }).delete();
}
