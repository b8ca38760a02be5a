import type { Knex } from 'knex';
import type { Db } from '../../db';

/**
 * The admin dashboard's aggregates. Each is one SQL statement the database answers from an index
 * (a range on created_at or last_seen_at) or from what the database keeps in step with every write:
 * site_counters (RSVPs by status, comments) and site_tallies (events per creator and per community,
 * communities per owner). Nothing counts a million rows or groups 100,000 events per visit, and
 * nothing loops over rows here. SQLite and PostgreSQL both answer count(*) as a number or a numeric string.
 *
 * Events are what members organised: single events and recurring series (issue 30). The dates of a
 * series are rows made about 26 weeks ahead, and more as time passes with nobody doing anything, so
 * they are not counted as events: "Events" is single events plus series, and "Recurring series" the
 * series alone. The dates are counted over the (series_id, occurrence_key) index, a range bounded
 * by the series' 26 weeks ahead, and taken from the kept total of rows. The tallies of the top lists
 * count the same way (migration 20261130110002).
 */

type Numeric = number | string | null;
const num = (value: Numeric | undefined): number => Number(value ?? 0);

export interface OverviewCounts {
  total_users: number;
  new_users_this_week: number;
  total_events: number;
  new_events_this_week: number;
  total_recurring_series: number;
  total_communities: number;
  new_communities_this_week: number;
  pro_users: number;
  total_rsvps: number;
  total_comments: number;
  active_users_this_week: number;
}

/** Every figure of the overview in one statement: totals from site_counters, the rest ranges over an index. */
export async function overviewCounts(db: Db, weekAgoIso: string): Promise<OverviewCounts> {
  const counted = (table: string) => db(table).count('*');
  const kept = (name: string) => db('site_counters').sum('value').where('name', name.endsWith('%') ? 'like' : '=', name);
  const row = await db
    .select(
      kept('users').as('total_users'),
      counted('users').where('created_at', '>=', weekAgoIso).as('new_users_this_week'),
      kept('events').as('event_rows'),
      counted('events').whereNotNull('series_id').as('series_dates'),
      counted('events').where('created_at', '>=', weekAgoIso).whereNull('series_id').as('new_single_events'),
      counted('event_series').as('total_recurring_series'),
      counted('event_series').where('created_at', '>=', weekAgoIso).as('new_series'),
      kept('communities').as('total_communities'),
      counted('communities').where('created_at', '>=', weekAgoIso).as('new_communities_this_week'),
      counted('users').where('is_pro', true).as('pro_users'),
      kept('rsvps:%').as('total_rsvps'),
      kept('comments').as('total_comments'),
      counted('users').where('last_seen_at', '>=', weekAgoIso).where('is_active', true).as('active_users_this_week'),
    )
    .first<Record<string, Numeric> | undefined>();
  const n = (key: string) => num(row?.[key]);
  return {
    total_users: n('total_users'),
    new_users_this_week: n('new_users_this_week'),
    // Every row, less the dates of series, plus each series once.
    total_events: n('event_rows') - n('series_dates') + n('total_recurring_series'),
    new_events_this_week: n('new_single_events') + n('new_series'),
    total_recurring_series: n('total_recurring_series'),
    total_communities: n('total_communities'),
    new_communities_this_week: n('new_communities_this_week'),
    pro_users: n('pro_users'),
    total_rsvps: n('total_rsvps'),
    total_comments: n('total_comments'),
    active_users_this_week: n('active_users_this_week'),
  };
}

export type Series = 'users' | 'events' | 'communities';

/**
 * New rows per UTC day since `sinceIso`, for users, events and communities, in one statement (days
 * with none are absent). Events are single events and series, each its own row: a day may come twice.
 */
export async function createdPerDay(db: Db, sinceIso: string): Promise<Array<{ series: Series; day: string; n: number }>> {
  // Timestamps are ISO text in UTC, so the first 10 characters are the UTC date.
  const perDay = (table: Series | 'event_series', series: Series = table as Series) =>
    db(table)
      .select(db.raw(`'${series}' as series`), db.raw('substr(created_at, 1, 10) as day'))
      .count({ n: '*' })
      .where('created_at', '>=', sinceIso)
      .groupByRaw('substr(created_at, 1, 10)');
  const singleEvents = perDay('events').whereNull('series_id');
  const rows = await db.queryBuilder().unionAll([perDay('users'), singleEvents, perDay('event_series', 'events'), perDay('communities')]);
  return (rows as Array<{ series: Series; day: string; n: Numeric }>).map((row) => ({ series: row.series, day: row.day, n: num(row.n) }));
}

export interface CheckInDay {
  day: string;
  /** Events that started that day and used check-in (at least one check-in). */
  events: number;
  /** Members going to those events, and how many of them were checked in. */
  going: number;
  checked_in: number;
}

/**
 * Per UTC day of event start in [sinceIso, untilIso): the events that used check-in, their members
 * going and those of them checked in (days with none are absent). A range over the start_at index;
 * each event's check-ins are a range of event_check_ins' primary key, and only events with one count.
 */
export async function checkInsPerDay(db: Db, sinceIso: string, untilIso: string): Promise<CheckInDay[]> {
  const going = "from event_rsvps r where r.event_id = e.id and r.status = 'going'";
  const perEvent = db('events as e')
    .select(
      db.raw('substr(e.start_at, 1, 10) as day'),
      db.raw(`(select count(*) ${going}) as going`),
      db.raw(`(select count(*) ${going} and exists (select 1 from event_check_ins c where c.event_id = e.id and c.person_key = 'm' || cast(r.user_id as text))) as checked_in`),
    )
    .where('e.start_at', '>=', sinceIso)
    .andWhere('e.start_at', '<', untilIso)
    .whereExists((used) => void used.select(db.raw('1')).from('event_check_ins as c').whereRaw('c.event_id = e.id'));
  const rows = await db
    .from(perEvent.as('x'))
    .select('x.day', db.raw('count(*) as events'), db.raw('sum(x.going) as going'), db.raw('sum(x.checked_in) as checked_in'))
    .groupBy('x.day');
  return (rows as Array<{ day: string; events: Numeric; going: Numeric; checked_in: Numeric }>).map((row) => ({
    day: row.day,
    events: num(row.events),
    going: num(row.going),
    checked_in: num(row.checked_in),
  }));
}

/**
 * The first `limit` subjects of a tally the database keeps (see the site-tallies migration), most
 * first, ties by the lowest id: the head of the tally's ranking index, as a subquery `t(id, n)`.
 */
function topOf(db: Db, kind: 'events_by_creator' | 'events_in_community' | 'communities_by_owner', limit: number): Knex.QueryBuilder {
  return db('site_tallies')
    .select({ id: 'subject_id', n: 'n' })
    .where('kind', kind)
    .andWhere('n', '>', 0)
    .orderBy([
      { column: 'n', order: 'desc' },
      { column: 'subject_id', order: 'asc' },
    ])
    .limit(limit)
    .as('t');
}

export interface CreatorCount {
  id: number;
  username: string;
  email: string;
  n: number;
}

async function topCreators(db: Db, kind: 'events_by_creator' | 'communities_by_owner', limit: number): Promise<CreatorCount[]> {
  const rows = await db
    .from(topOf(db, kind, limit))
    .join('users as u', 'u.id', 't.id')
    .select('u.id', 'u.username', 'u.email', 't.n')
    .orderBy([
      { column: 't.n', order: 'desc' },
      { column: 't.id', order: 'asc' },
    ]);
  return (rows as Array<Omit<CreatorCount, 'n'> & { n: Numeric }>).map((row) => ({ ...row, n: num(row.n) }));
}

/** Members who own the most communities. */
export const topCommunityCreators = (db: Db, limit: number) => topCreators(db, 'communities_by_owner', limit);

/** Members who created the most events (deleted events no longer count; a recurring event counts once). */
export const topEventCreators = (db: Db, limit: number) => topCreators(db, 'events_by_creator', limit);

/** Communities with the most events (a recurring event counts once). */
export async function mostActiveCommunities(db: Db, limit: number): Promise<Array<{ id: number; name: string; n: number }>> {
  const rows = await db
    .from(topOf(db, 'events_in_community', limit))
    .join('communities as c', 'c.id', 't.id')
    .select('c.id', 'c.name', 't.n')
    .orderBy([
      { column: 't.n', order: 'desc' },
      { column: 't.id', order: 'asc' },
    ]);
  return (rows as Array<{ id: number; name: string; n: Numeric }>).map((row) => ({ ...row, n: num(row.n) }));
}

/** RSVPs per status, from the counters the database keeps (see the site-counters migration). */
export async function rsvpCountsByStatus(db: Db): Promise<Map<string, number>> {
  const rows = await db('site_counters').select<Array<{ name: string; value: Numeric }>>('name', 'value').where('name', 'like', 'rsvps:%');
  return new Map(rows.map((row) => [row.name.slice('rsvps:'.length), num(row.value)]));
}

/** Active (not deactivated) members seen since each instant, in one range over the last_seen_at index. */
export async function membersSeenSince(db: Db, since: { day: string; week: string; month: string }): Promise<{ day: number; week: number; month: number }> {
  const row = await db('users')
    .select(
      db.raw('sum(case when last_seen_at >= ? then 1 else 0 end) as day', [since.day]),
      db.raw('sum(case when last_seen_at >= ? then 1 else 0 end) as week', [since.week]),
      db.raw('count(*) as month'),
    )
    .where('last_seen_at', '>=', since.month)
    .where('is_active', true)
    .first<{ day: Numeric; week: Numeric; month: Numeric } | undefined>();
  return { day: num(row?.day), week: num(row?.week), month: num(row?.month) };
}
