import type { Db } from '../../../db';
import { RepeatRuleSchema } from '@contracts/events/recurrence';
import type { RepeatRule } from '@contracts/events/recurrence';
import type { RsvpStatus } from '@contracts/events/schemas';

/** The fields every date of a series is made with (an event's own fields, less its time). */
export interface SeriesTemplate {
  title: string;
  description: string | null;
  location: string | null;
  price_range: string | null;
  is_private: boolean;
  event_link: string | null;
  ticket_link: string | null;
  whatsapp_link: string | null;
  /** Each date's own seats: the same limit and guests allowed, counted per date. */
  capacity: number | null;
  guests_allowed: number;
}

export const TEMPLATE_FIELDS = ['title', 'description', 'location', 'price_range', 'is_private', 'event_link', 'ticket_link', 'whatsapp_link', 'capacity', 'guests_allowed'] as const;

export interface SeriesRow extends SeriesTemplate {
  id: number;
  community_id: number;
  creator_id: number;
  rule: RepeatRule;
  rrule: string;
  time_zone: string;
  first_start_at: string;
  duration_ms: number | null;
  materialised_until: string;
  created_at: string;
  updated_at: string;
}

export type SeriesWrite = Omit<SeriesRow, 'id'>;

/** A row of event_series as the database answers it. */
export type RawSeries = Omit<SeriesRow, 'rule' | 'is_private' | 'duration_ms' | 'guests_allowed'> & { rule: string; is_private: boolean | number; duration_ms: number | string | null; guests_allowed: number | string };

/** A series from its row (`select s.*`), its rule parsed. */
export const toSeries = (raw: RawSeries): SeriesRow => ({
  ...raw,
  rule: RepeatRuleSchema.parse(JSON.parse(raw.rule)),
  is_private: Boolean(raw.is_private),
  duration_ms: raw.duration_ms === null ? null : Number(raw.duration_ms),
  capacity: raw.capacity === null ? null : Number(raw.capacity),
  guests_allowed: Number(raw.guests_allowed),
});

const toRaw = (row: Partial<SeriesWrite>) => ({ ...row, ...(row.rule ? { rule: JSON.stringify(row.rule) } : {}) });

export async function insertSeries(db: Db, row: SeriesWrite): Promise<number> {
  const [inserted] = await db('event_series').insert(toRaw(row)).returning<{ id: number }[]>('id');
  if (!inserted) {
    throw new Error('Series insert returned no id');
  }
  return inserted.id;
}

export async function findSeries(db: Db, id: number): Promise<SeriesRow | null> {
  const raw = await db('event_series').where({ id }).first<RawSeries | undefined>();
  return raw ? toSeries(raw) : null;
}

export async function updateSeries(db: Db, id: number, changes: Partial<SeriesWrite>): Promise<void> {
  await db('event_series').where({ id }).update(toRaw(changes));
}

/** Series whose dates are made up to before `before`: the extension worker's next batch. */
export async function seriesMadeUntilBefore(db: Db, before: string, limit: number): Promise<SeriesRow[]> {
  const rows = await db('event_series').where('materialised_until', '<', before).orderBy('materialised_until').limit(limit).select<RawSeries[]>();
  return rows.map(toSeries);
}

/** A community's series made up to before `before` (a list asking further ahead than they are made). */
export async function communitySeriesMadeUntilBefore(db: Db, communityId: number, before: string): Promise<SeriesRow[]> {
  const rows = await db('event_series').where({ community_id: communityId }).andWhere('materialised_until', '<', before).select<RawSeries[]>();
  return rows.map(toSeries);
}

/** The series a member answered for every date of, made up to before `before`. */
export async function answeredSeriesMadeUntilBefore(db: Db, userId: number, before: string): Promise<SeriesRow[]> {
  const rows = await db('event_series as s')
    .join('series_rsvps as sr', 'sr.series_id', 's.id')
    .where('sr.user_id', userId)
    .andWhere('s.materialised_until', '<', before)
    .select<RawSeries[]>('s.*');
  return rows.map(toSeries);
}

export async function deleteSeries(db: Db, id: number): Promise<void> {
  await db('event_series').where({ id }).delete();
}

/** The original dates (keys) of the series' dates deleted alone: not made again. */
export async function cancelledKeys(db: Db, seriesId: number): Promise<Set<string>> {
  const rows = await db('event_series_exceptions').where({ series_id: seriesId }).select<{ occurrence_key: string }[]>('occurrence_key');
  return new Set(rows.map((row) => row.occurrence_key));
}

export async function addCancelledKey(db: Db, seriesId: number, key: string, nowIso: string): Promise<void> {
  await db('event_series_exceptions').insert({ series_id: seriesId, occurrence_key: key, created_at: nowIso }).onConflict(['series_id', 'occurrence_key']).ignore();
}

/** Cancelled keys from `fromKey` on move to another series (a series split at that date). */
export async function moveCancelledKeys(db: Db, fromSeries: number, toSeries: number, fromKey: string): Promise<void> {
  await db('event_series_exceptions').where({ series_id: fromSeries }).andWhere('occurrence_key', '>=', fromKey).update({ series_id: toSeries });
}

/** One date of a series as its rows hold it. */
export interface OccurrenceRow {
  id: number;
  occurrence_key: string;
  start_at: string;
  end_at: string | null;
  detached: boolean;
}

/** The series' dates starting at or after `fromIso`, soonest first. */
export async function occurrencesFrom(db: Db, seriesId: number, fromIso: string): Promise<OccurrenceRow[]> {
  const rows = await db('events')
    .where({ series_id: seriesId })
    .andWhere('start_at', '>=', fromIso)
    .orderBy('start_at')
    .select<(Omit<OccurrenceRow, 'detached'> & { detached: boolean | number })[]>('id', 'occurrence_key', 'start_at', 'end_at', 'detached');
  return rows.map((row) => ({ ...row, detached: Boolean(row.detached) }));
}

/** Answers for every date of these series, of members still in each one's community (copied onto each date as it is made). */
export async function seriesAnswers(db: Db, seriesIds: readonly number[]): Promise<Map<number, { user_id: number; status: RsvpStatus }[]>> {
  const rows = await db('series_rsvps as sr')
    .join('event_series as s', 's.id', 'sr.series_id')
    .join('community_members as m', function joinMember() {
      this.on('m.user_id', '=', 'sr.user_id').andOn('m.community_id', '=', 's.community_id');
    })
    .whereIn('sr.series_id', seriesIds)
    .orderBy('sr.id')
    .select<{ series_id: number; user_id: number; status: RsvpStatus }[]>('sr.series_id', 'sr.user_id', 'sr.status');
  const found = new Map<number, { user_id: number; status: RsvpStatus }[]>();
  for (const row of rows) {
    found.set(row.series_id, [...(found.get(row.series_id) ?? []), { user_id: row.user_id, status: row.status }]);
  }
  return found;
}

/** Whether the user holds an invitation to every date of the series (by account, or by their proven e-mail). */
export async function isInvitedToEveryDate(db: Db, seriesId: number, userId: number): Promise<boolean> {
  const row = await db('event_invitations as i')
    .join('events as e', 'e.id', 'i.event_id')
    .join('users as u', 'u.id', db.raw('?', [userId]))
    .where('e.series_id', seriesId)
    .andWhere('i.series', true)
    .whereIn('i.status', ['pending', 'accepted'])
    .andWhere((match) => {
      void match.whereRaw('i.invited_user_id = u.id').orWhereRaw('(u.email_verified_at is not null and i.invited_email = u.email)');
    })
    .first<{ one: number } | undefined>(db.raw('1 as one'));
  return row !== undefined;
}

export async function mySeriesAnswer(db: Db, seriesId: number, userId: number): Promise<RsvpStatus | null> {
  const row = await db('series_rsvps').where({ series_id: seriesId, user_id: userId }).first<{ status: RsvpStatus } | undefined>('status');
  return row?.status ?? null;
}

export async function upsertSeriesAnswer(db: Db, seriesId: number, userId: number, status: RsvpStatus, nowIso: string): Promise<void> {
  await db('series_rsvps')
    .insert({ series_id: seriesId, user_id: userId, status, created_at: nowIso, updated_at: nowIso })
    .onConflict(['series_id', 'user_id'])
    .merge({ status, updated_at: nowIso });
}

export async function deleteSeriesAnswer(db: Db, seriesId: number, userId: number): Promise<void> {
  await db('series_rsvps').where({ series_id: seriesId, user_id: userId }).delete();
}

/** Every answer for a whole series goes along to the series its later dates were split into. */
export async function copySeriesAnswers(db: Db, fromSeries: number, toSeries: number): Promise<void> {
  await db.raw(
    `insert into series_rsvps (series_id, user_id, status, created_at, updated_at)
     select ?, user_id, status, created_at, updated_at from series_rsvps where series_id = ?`,
    [toSeries, fromSeries],
  );
}
