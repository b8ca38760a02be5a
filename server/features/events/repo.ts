import type { Db } from '../../db';
import type { RsvpStatus } from '../../contracts/events';

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
}

export type EventWrite = Omit<EventRow, 'id' | 'community_name' | 'creator_username' | 'creator_full_name' | 'creator_is_pro' | 'sequence'>;

type RawEventRow = Omit<EventRow, 'is_private' | 'creator_is_pro'> & { is_private: boolean | number; creator_is_pro: boolean | number };
const toEvent = (raw: RawEventRow): EventRow => ({ ...raw, is_private: Boolean(raw.is_private), creator_is_pro: Boolean(raw.creator_is_pro) });

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

export async function updateEvent(db: Db, id: number, changes: Partial<EventWrite> & { sequence?: number }): Promise<void> {
  await db('events').where({ id }).update(changes);
}

export async function deleteEvent(db: Db, id: number): Promise<void> {
  await db('events').where({ id }).delete();
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
  /** As the database answers it (SQLite: 0 or 1). */
  is_pro: boolean | number;
  status: RsvpStatus;
  updated_at: string;
}

export async function listRsvps(db: Db, eventId: number): Promise<RsvpWithUserRow[]> {
  return db('event_rsvps as r')
    .join('users as u', 'u.id', 'r.user_id')
    .where('r.event_id', eventId)
    .orderBy('r.id', 'asc')
    .select<RsvpWithUserRow[]>('r.user_id', 'u.username', 'u.full_name', 'u.is_pro', 'r.status', 'r.updated_at');
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
