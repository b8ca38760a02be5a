import type { Knex } from 'knex';
import type { Db } from '../../db';

/**
 * The admin dashboard's aggregates. Each is one SQL statement the database answers from an index
 * (a range on created_at or last_seen_at) or from what the database keeps in step with every write:
 * site_counters (RSVPs by status, comments) and site_tallies (events per creator and per community,
 * communities per owner). Nothing counts a million rows or groups 100,000 events per visit, and
 * nothing loops over rows here. SQLite and PostgreSQL both answer count(*) as a number or a numeric string.
 */

type Numeric = number | string | null;
const num = (value: Numeric | undefined): number => Number(value ?? 0);

export interface OverviewCounts {
  total_users: number;
  new_users_this_week: number;
  total_events: number;
  new_events_this_week: number;
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
      kept('events').as('total_events'),
      counted('events').where('created_at', '>=', weekAgoIso).as('new_events_this_week'),
      kept('communities').as('total_communities'),
      counted('communities').where('created_at', '>=', weekAgoIso).as('new_communities_this_week'),
      counted('users').where('is_pro', true).as('pro_users'),
      kept('rsvps:%').as('total_rsvps'),
      kept('comments').as('total_comments'),
      counted('users').where('last_seen_at', '>=', weekAgoIso).where('is_active', true).as('active_users_this_week'),
    )
    .first<Record<keyof OverviewCounts, Numeric> | undefined>();
  return Object.fromEntries(Object.entries(row ?? {}).map(([key, value]) => [key, num(value)])) as unknown as OverviewCounts;
}

export type Series = 'users' | 'events' | 'communities';

/** New rows per UTC day since `sinceIso`, for users, events and communities, in one statement (days with none are absent). */
export async function createdPerDay(db: Db, sinceIso: string): Promise<Array<{ series: Series; day: string; n: number }>> {
  // Timestamps are ISO text in UTC, so the first 10 characters are the UTC date.
  const perDay = (table: Series) =>
    db(table)
      .select(db.raw(`'${table}' as series`), db.raw('substr(created_at, 1, 10) as day'))
      .count({ n: '*' })
      .where('created_at', '>=', sinceIso)
      .groupByRaw('substr(created_at, 1, 10)');
  const rows = await db.queryBuilder().unionAll([perDay('users'), perDay('events'), perDay('communities')]);
  return (rows as Array<{ series: Series; day: string; n: Numeric }>).map((row) => ({ series: row.series, day: row.day, n: num(row.n) }));
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

/** Members who created the most events (deleted events no longer count). */
export const topEventCreators = (db: Db, limit: number) => topCreators(db, 'events_by_creator', limit);

/** Communities with the most events. */
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
