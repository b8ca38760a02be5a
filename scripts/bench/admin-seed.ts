import Database from 'better-sqlite3';
import type { Knex } from 'knex';
import type { Db } from '../../server/db';

/**
 * A site of the admin benchmark's size, the same on SQLite and PostgreSQL: 100,000 members who
 * signed up over two years (one in 20 Pro, one in 100 deactivated, two in three seen in the last 60
 * days), 10,000 communities, 100,000 events, 10 RSVPs per event (1,000,000) and 2 comments per event
 * (200,000, one in 20 deleted). Every value is a formula of the row number, so both databases hold
 * the same site. The database's own triggers keep the RSVP and comment totals while it is seeded.
 */
export const SITE = { users: 100_000, communities: 10_000, events: 100_000, rsvpsPerEvent: 10, commentsPerEvent: 2 } as const;

const DAY_MS = 86_400_000;
const SPAN_MS = 730 * DAY_MS;
const STATUSES = ['going', 'maybe', 'not_going'] as const;

/** The instant row `i` of `count` was created: evenly over the two years before `now`. */
const createdAt = (now: number, i: number, count: number) => new Date(now - SPAN_MS + Math.floor((SPAN_MS * i) / count)).toISOString();

const user = (now: number, i: number) => ({
  uuid: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  email: `member${i}@bench.example`,
  username: `member${i}`,
  full_name: `Member ${i}`,
  created_at: createdAt(now, i, SITE.users),
  last_seen_at: i % 3 === 0 ? null : new Date(now - ((i * 7919) % (60 * DAY_MS))).toISOString(),
  is_pro: i % 20 === 0,
  is_active: i % 100 !== 0,
});
const community = (now: number, c: number) => ({ name: `Community ${c}`, invite_code: `BENCH${c}`, owner_id: 1 + ((c * 7) % SITE.users), created_at: createdAt(now, c, SITE.communities) });
const event = (now: number, e: number) => ({
  community_id: 1 + ((e * 13) % SITE.communities),
  creator_id: 1 + ((e * 31) % SITE.users),
  title: `Event ${e}`,
  created_at: createdAt(now, e, SITE.events),
});
/** Member k of event e's RSVPs: ten different members per event. */
const rsvp = (e: number, k: number) => ({ event_id: e, user_id: 1 + ((e + k * 10_007) % SITE.users), status: STATUSES[(e + k) % 3] });
const comment = (e: number, j: number) => ({ event_id: e, author_id: 1 + ((e * 17 + j) % SITE.users), deleted: (e * 2 + j) % 20 === 0 });

/** Seeds an empty, migrated SQLite file straight through better-sqlite3 in one transaction (knex adds nothing here). */
export function seedSqlite(filename: string, now: number): void {
  const sqlite = new Database(filename);
  sqlite.pragma('journal_mode = WAL');
  const addUser = sqlite.prepare(
    'insert into users (uuid, email, username, full_name, created_at, last_seen_at, is_pro, is_active) values (@uuid, @email, @username, @full_name, @created_at, @last_seen_at, @is_pro, @is_active)',
  );
  const addCommunity = sqlite.prepare('insert into communities (name, invite_code, owner_id, member_count, created_at) values (@name, @invite_code, @owner_id, 1, @created_at)');
  const addEvent = sqlite.prepare(
    "insert into events (community_id, creator_id, title, start_at, time_zone, created_at, updated_at) values (@community_id, @creator_id, @title, @created_at, 'UTC', @created_at, @created_at)",
  );
  const addRsvp = sqlite.prepare('insert into event_rsvps (event_id, user_id, status, created_at, updated_at) values (?, ?, ?, ?, ?)');
  const addComment = sqlite.prepare('insert into comments (event_id, author_id, content, created_at, deleted_at) values (?, ?, ?, ?, ?)');
  sqlite.transaction(() => {
    for (let i = 1; i <= SITE.users; i += 1) {
      const row = user(now, i);
      addUser.run({ ...row, is_pro: row.is_pro ? 1 : 0, is_active: row.is_active ? 1 : 0 });
    }
    for (let c = 1; c <= SITE.communities; c += 1) {
      addCommunity.run(community(now, c));
    }
    for (let e = 1; e <= SITE.events; e += 1) {
      const row = event(now, e);
      addEvent.run(row);
      for (let k = 0; k < SITE.rsvpsPerEvent; k += 1) {
        const r = rsvp(e, k);
        addRsvp.run(r.event_id, r.user_id, r.status, row.created_at, row.created_at);
      }
      for (let j = 0; j < SITE.commentsPerEvent; j += 1) {
        const c = comment(e, j);
        addComment.run(c.event_id, c.author_id, 'See you there', row.created_at, c.deleted ? row.created_at : null);
      }
    }
  })();
  sqlite.exec('analyze');
  sqlite.close();
}

const BATCH = 50_000;

/** Inserts `count` rows made by `make(i)` (i from 1) as column arrays through unnest: a few statements for a million rows. */
async function insertColumns(db: Db, table: string, types: Record<string, string>, count: number, make: (i: number) => Record<string, unknown>): Promise<void> {
  const columns = Object.keys(types);
  for (let start = 1; start <= count; start += BATCH) {
    const arrays: unknown[][] = columns.map(() => []);
    for (let i = start; i < Math.min(start + BATCH, count + 1); i += 1) {
      const row = make(i);
      columns.forEach((column, c) => arrays[c]?.push(row[column]));
    }
    const unnest = columns.map((column) => `?::${types[column]}[]`).join(', ');
    await db.raw(`insert into ?? (${columns.map(() => '??').join(', ')}) select * from unnest(${unnest})`, [table, ...columns, ...arrays] as Knex.RawBinding[]);
  }
}

/** Seeds an empty, migrated PostgreSQL schema, then VACUUM ANALYZE: the steady state autovacuum keeps a live site in. */
export async function seedPostgres(db: Db, now: number): Promise<void> {
  await insertColumns(db, 'users', { uuid: 'text', email: 'text', username: 'text', full_name: 'text', created_at: 'text', last_seen_at: 'text', is_pro: 'boolean', is_active: 'boolean' }, SITE.users, (i) => user(now, i));
  await insertColumns(db, 'communities', { name: 'text', invite_code: 'text', owner_id: 'int', created_at: 'text' }, SITE.communities, (c) => community(now, c));
  await insertColumns(db, 'events', { community_id: 'int', creator_id: 'int', title: 'text', start_at: 'text', time_zone: 'text', created_at: 'text', updated_at: 'text' }, SITE.events, (e) => {
    const row = event(now, e);
    return { ...row, start_at: row.created_at, time_zone: 'UTC', updated_at: row.created_at };
  });
  const perEvent = SITE.rsvpsPerEvent;
  await insertColumns(db, 'event_rsvps', { event_id: 'int', user_id: 'int', status: 'text', created_at: 'text', updated_at: 'text' }, SITE.events * perEvent, (n) => {
    const e = Math.ceil(n / perEvent);
    const at = event(now, e).created_at;
    return { ...rsvp(e, (n - 1) % perEvent), created_at: at, updated_at: at };
  });
  const perEventComments = SITE.commentsPerEvent;
  await insertColumns(db, 'comments', { event_id: 'int', author_id: 'int', content: 'text', created_at: 'text', deleted_at: 'text' }, SITE.events * perEventComments, (n) => {
    const e = Math.ceil(n / perEventComments);
    const at = event(now, e).created_at;
    const c = comment(e, (n - 1) % perEventComments);
    return { event_id: c.event_id, author_id: c.author_id, content: 'See you there', created_at: at, deleted_at: c.deleted ? at : null };
  });
  await db.raw('vacuum analyze');
}
