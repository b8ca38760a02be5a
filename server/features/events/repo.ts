import { dbClientName } from '../../db';
import type { Db } from '../../db';
import { readRow, readRows } from '../../db-read';
import type { RsvpState, RsvpStatus } from '@contracts/events/schemas';
import type { Invitee } from '../../users/proven-email';
import { accessFromRow } from './access-row';
import type { RawAccessColumns } from './access-row';
import { accessColumns, communityColumn, indexedBy, userColumn } from './access-sql';
import type { Dialect } from './access-sql';
import type { EventAccess } from './policy';

export interface EventRow {
  id: number;
  community_id: number;
  community_name: string;
  creator_id: number;
  creator_username: string;
  creator_full_name: string | null;
  creator_is_pro: boolean;
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
  /** iCalendar SEQUENCE: grows with each change calendars show (see service.updateEvent). */
  sequence: number;
  /** The recurring event this is one date of (series/), its original local date there, and whether it was changed alone. */
  series_id: number | null;
  occurrence_key: string | null;
  detached: boolean;
  /** Seats in all (null: no limit), and guests each member going may bring (seats/). */
  capacity: number | null;
  guests_allowed: number;
}

export type EventWrite = Omit<EventRow, 'id' | 'community_name' | 'creator_username' | 'creator_full_name' | 'creator_is_pro' | 'sequence' | 'series_id' | 'occurrence_key' | 'detached'>;

type RawEventRow = Omit<EventRow, 'is_private' | 'creator_is_pro' | 'detached'> & { is_private: boolean | number; creator_is_pro: boolean | number; detached: boolean | number };
const toEvent = (raw: RawEventRow): EventRow => ({
  id: raw.id,
  community_id: raw.community_id,
  community_name: raw.community_name,
  creator_id: raw.creator_id,
  creator_username: raw.creator_username,
  creator_full_name: raw.creator_full_name,
  creator_is_pro: Boolean(raw.creator_is_pro),
  title: raw.title,
  description: raw.description,
  start_at: raw.start_at,
  end_at: raw.end_at,
  time_zone: raw.time_zone,
  location: raw.location,
  price_range: raw.price_range,
  is_private: Boolean(raw.is_private),
  event_link: raw.event_link,
  ticket_link: raw.ticket_link,
  whatsapp_link: raw.whatsapp_link,
  created_at: raw.created_at,
  updated_at: raw.updated_at,
  sequence: Number(raw.sequence),
  series_id: raw.series_id,
  occurrence_key: raw.occurrence_key,
  detached: Boolean(raw.detached),
  capacity: raw.capacity === null ? null : Number(raw.capacity),
  guests_allowed: Number(raw.guests_allowed),
});

const EVENT_COLUMNS = [
  'e.id',
  'e.community_id',
  'c.name as community_name',
  'e.creator_id',
  'u.username as creator_username',
  'u.full_name as creator_full_name',
  'u.is_pro as creator_is_pro',
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
  'e.sequence',
  'e.series_id',
  'e.occurrence_key',
  'e.detached',
  'e.capacity',
  'e.guests_allowed',
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

/** The event's own columns, its community's name and its creator's, each a seek by key (access-sql.ts says why not joins). */
const eventWithAccess = (dialect: Dialect) => `select ${EVENT_COLUMNS.filter((column) => column.startsWith('e.')).join(', ')},
    ${communityColumn('name', 'e.community_id')} as community_name, ${userColumn('username', 'e.creator_id')} as creator_username,
    ${userColumn('full_name', 'e.creator_id')} as creator_full_name, ${userColumn('is_pro', 'e.creator_id')} as creator_is_pro,
    ${accessColumns(dialect)}
  from events e
  where e.id = :event`;
const EVENT_WITH_ACCESS = { sqlite: eventWithAccess('sqlite'), postgres: eventWithAccess('postgres') };

/**
 * An event with everything the viewer's access to it depends on (their community membership,
 * reply and invitation), in one statement: what loading an event for a request costs.
 */
export async function findEventForViewer(db: Db, id: number, viewer: Invitee): Promise<{ row: EventRow; access: EventAccess } | null> {
  const raw = await readRow<RawEventRow & RawAccessColumns>(db, EVENT_WITH_ACCESS[dbClientName(db)], { event: id, viewer: viewer.id, email: viewer.provenEmail });
  if (!raw) {
    return null;
  }
  const row = toEvent(raw);
  return { row, access: accessFromRow(viewer.id, row, raw) };
}

export async function updateEvent(db: Db, id: number, changes: Partial<EventWrite> & { sequence?: number; detached?: boolean; occurrence_key?: string }): Promise<void> {
  await db('events').where({ id }).update(changes);
}

export async function deleteEvent(db: Db, id: number): Promise<void> {
  await db('events').where({ id }).delete();
}

export interface RsvpWithUserRow {
  user_id: number;
  username: string;
  full_name: string | null;
  /** As the database answers it (SQLite: 0 or 1). */
  is_pro: boolean | number;
  status: RsvpState;
  guests: number;
  /** Orders the waitlist (set while waitlisted). */
  waitlist_seq: number | null;
  updated_at: string;
}

/** Every reply to an event with its person, in the order they first answered. */
export async function listRsvps(db: Db, eventId: number): Promise<RsvpWithUserRow[]> {
  return readRows<RsvpWithUserRow>(
    db,
    // Each person by key, never a join (access-sql.ts says why).
    `select r.user_id, ${userColumn('username', 'r.user_id')} as username, ${userColumn('full_name', 'r.user_id')} as full_name,
       ${userColumn('is_pro', 'r.user_id')} as is_pro, r.status, r.guests, r.waitlist_seq, r.updated_at
     from event_rsvps r${indexedBy(dbClientName(db), 'event_rsvps_event_id_user_id_unique')} where r.event_id = :event order by r.id`,
    { event: eventId },
  );
}

/** When and where a member was checked in at the event's door (checkin/), or null. */
export async function findMyCheckIn(db: Db, eventId: number, userId: number): Promise<{ at: string; door: string | null } | null> {
  const row = await db('event_check_ins').where({ event_id: eventId, person_key: `m${userId}` }).first<{ checked_in_at: string; door: string | null } | undefined>('checked_in_at', 'door');
  return row ? { at: row.checked_in_at, door: row.door } : null;
}

/** Sets a user's reply; a reply is a state, so sending the same one twice changes nothing. */
export async function upsertRsvp(db: Db, eventId: number, userId: number, status: RsvpStatus, nowIso: string): Promise<void> {
  await db('event_rsvps')
    .insert({ event_id: eventId, user_id: userId, status, created_at: nowIso, updated_at: nowIso })
    .onConflict(['event_id', 'user_id'])
    .merge({ status, updated_at: nowIso });
}

