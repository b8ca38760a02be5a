import type { Knex } from 'knex';
import type { Db } from '../../db';

export interface FeedRow {
  user_id: number;
  token_hash: string;
  include_communities: boolean;
  created_at: string;
}

type RawFeed = Omit<FeedRow, 'include_communities'> & { include_communities: boolean | number };
const toFeed = (raw: RawFeed): FeedRow => ({ ...raw, include_communities: Boolean(raw.include_communities) });

export async function findFeedOfUser(db: Db, userId: number): Promise<FeedRow | null> {
  const raw = await db('calendar_feeds').where({ user_id: userId }).first<RawFeed | undefined>();
  return raw ? toFeed(raw) : null;
}

export async function findFeedByHash(db: Db, tokenHash: string): Promise<FeedRow | null> {
  const raw = await db('calendar_feeds').where({ token_hash: tokenHash }).first<RawFeed | undefined>();
  return raw ? toFeed(raw) : null;
}

/** A new address replaces the old one at once (the old hash is gone, so the old URL is a 404). */
export async function saveFeed(db: Db, row: FeedRow): Promise<void> {
  await db('calendar_feeds').insert(row).onConflict('user_id').merge();
}

export async function updateFeed(db: Db, userId: number, includeCommunities: boolean): Promise<boolean> {
  return (await db('calendar_feeds').where({ user_id: userId }).update({ include_communities: includeCommunities })) === 1;
}

export async function deleteFeed(db: Db, userId: number): Promise<void> {
  await db('calendar_feeds').where({ user_id: userId }).delete();
}

/** A feed's events as rows: what goes in the file, and (hashed) its ETag. */
export interface FeedEventRow {
  id: number;
  title: string;
  description: string | null;
  location: string | null;
  start_at: string;
  end_at: string | null;
  time_zone: string;
  sequence: number;
  changed_at: string;
  cancelled: boolean | number;
  /** The date's series (null: a single event, or a deleted one), its original date, and whether it was changed alone. */
  series_id: number | null;
  occurrence_key: string | null;
  detached: boolean | number;
}

/** The columns a feed's ETag is made of: enough to know the file changed, without reading the texts. */
export type FeedEventKey = Pick<FeedEventRow, 'id' | 'sequence' | 'changed_at' | 'start_at' | 'cancelled' | 'series_id'>;

/** Whole rows to write the file, or only their keys to decide a 304. */
export interface FeedSelected {
  rows: FeedEventRow;
  keys: FeedEventKey;
}
export type FeedSelection = keyof FeedSelected;

const EVENT_KEYS = ['e.id', 'e.start_at', 'e.sequence', 'e.updated_at as changed_at', 'e.series_id'];
const EVENT_COLUMNS = { keys: EVENT_KEYS, rows: [...EVENT_KEYS, 'e.title', 'e.description', 'e.location', 'e.end_at', 'e.time_zone', 'e.occurrence_key', 'e.detached'] };
const TOMBSTONE_KEYS = ['t.event_id as id', 't.start_at', 't.sequence', 't.deleted_at as changed_at'];
const TOMBSTONE_COLUMNS = { keys: TOMBSTONE_KEYS, rows: [...TOMBSTONE_KEYS, 't.title', 't.description', 't.location', 't.end_at', 't.time_zone'] };
/** A deleted event is shown alone (STATUS:CANCELLED), never as a date of a recurring event. */
const TOMBSTONE_SERIES = { keys: ['null as series_id'], rows: ['null as series_id', 'null as occurrence_key', '0 as detached'] };

/** Event e may be seen by the member: its community's member (private ones only as the rules allow), or an accepted invitation. */
function visibleTo(db: Db, userId: number) {
  return (q: Knex.QueryBuilder) => {
    void q
      .whereExists((m) => {
        void m
          .select(db.raw('1'))
          .from('community_members as m')
          .join('communities as c', 'c.id', 'm.community_id')
          .whereRaw('m.community_id = e.community_id')
          .where('m.user_id', userId)
          .where((rule) => {
            void rule
              .where('e.is_private', false)
              .orWhere('e.creator_id', userId)
              .orWhere('m.is_admin', true)
              .orWhere('c.owner_id', userId)
              .orWhereExists((r) => {
                void r.select(db.raw('1')).from('event_rsvps as r2').whereRaw('r2.event_id = e.id').where('r2.user_id', userId);
              });
          });
      })
      .orWhereExists((i) => {
        void i.select(db.raw('1')).from('event_invitations as i').whereRaw('i.event_id = e.id').where({ 'i.invited_user_id': userId, 'i.status': 'accepted' });
      });
  };
}

/**
 * The events of a member's feed from `fromIso` on: those they reply going to, and with
 * `includeCommunities` every event of their communities they may see. At most `limit`, soonest first.
 */
export async function feedEvents<S extends FeedSelection>(
  db: Db,
  selection: S,
  userId: number,
  includeCommunities: boolean,
  fromIso: string,
  limit: number,
): Promise<FeedSelected[S][]> {
  // Only going: start from the member's own replies (index user_id, status, event_id), not from every event.
  const base = includeCommunities
    ? db('events as e')
    : db('event_rsvps as r').join('events as e', 'e.id', 'r.event_id').where({ 'r.user_id': userId, 'r.status': 'going' });
  const selected: unknown = await base
    .where('e.start_at', '>=', fromIso)
    .where(visibleTo(db, userId))
    .orderBy('e.start_at', 'asc')
    .orderBy('e.id', 'asc')
    .limit(limit)
    .select([...EVENT_COLUMNS[selection], db.raw('0 as cancelled')]);
  // The columns are the selection's, so the rows are its shape.
  return selected as FeedSelected[S][];
}

/**
 * The deleted event t was one the member could see in their community: a public one, or a private
 * one they created, manage (owner, admin), replied to or were invited to (the rule of visibleTo).
 */
function tombstoneVisibleTo(db: Db, userId: number) {
  return (q: Knex.QueryBuilder) => {
    void q.whereExists((m) => {
      void m
        .select(db.raw('1'))
        .from('community_members as m')
        .join('communities as c', 'c.id', 'm.community_id')
        .whereRaw('m.community_id = t.community_id')
        .where('m.user_id', userId)
        .where((rule) => {
          void rule
            .where('t.is_private', false)
            .orWhere('t.creator_id', userId)
            .orWhere('m.is_admin', true)
            .orWhere('c.owner_id', userId)
            .orWhereExists((v) => {
              void v.select(db.raw('1')).from('event_tombstone_viewers as v').whereRaw('v.event_id = t.event_id').where('v.user_id', userId);
            });
        });
    });
  };
}

/** Events deleted since `sinceIso` that were in the feed: going (or maybe) members', or their communities' ones they could see. */
export async function feedCancellations<S extends FeedSelection>(
  db: Db,
  selection: S,
  userId: number,
  includeCommunities: boolean,
  sinceIso: string,
): Promise<FeedSelected[S][]> {
  const selected: unknown = await db('event_tombstones as t')
    .where('t.deleted_at', '>=', sinceIso)
    .where((who) => {
      void who.whereExists((a) => {
        void a.select(db.raw('1')).from('event_tombstone_attendees as a').whereRaw('a.event_id = t.event_id').where('a.user_id', userId);
      });
      if (includeCommunities) {
        void who.orWhere(tombstoneVisibleTo(db, userId));
      }
    })
    .orderBy('t.start_at', 'asc')
    .select([...TOMBSTONE_COLUMNS[selection], ...TOMBSTONE_SERIES[selection].map((column) => db.raw(column)), db.raw('1 as cancelled')]);
  return selected as FeedSelected[S][];
}
