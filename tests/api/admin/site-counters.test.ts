import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../support/test-app';
import type { TestApp } from '../../support/test-app';

/**
 * The totals the database keeps in site_counters (RSVPs by status, comments, members, events,
 * communities) and the tallies in site_tallies (see the site-counters and site-tallies-and-totals
 * migrations) stay equal to a real count through concurrent writes: on PostgreSQL each statement below is its own
 * transaction on its own connection, as the app's requests are.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const EVENTS = 12;
const MEMBERS = 24;
const STATUSES = ['going', 'maybe', 'not_going', 'waitlisted'];

async function realCounts(): Promise<Record<string, number>> {
  const db = t.deps.db;
  const rsvps = await db('event_rsvps').select('status').count<Array<{ status: string; n: number | string }>>({ n: '*' }).groupBy('status');
  const comments = await db('comments').whereNull('deleted_at').count<Array<{ n: number | string }>>({ n: '*' });
  const counts: Record<string, number> = { comments: Number(comments[0]?.n ?? 0), 'rsvps:going': 0, 'rsvps:maybe': 0, 'rsvps:not_going': 0, 'rsvps:waitlisted': 0 };
  for (const row of rsvps) {
    counts[`rsvps:${row.status}`] = Number(row.n);
  }
  for (const table of ['users', 'events', 'communities']) {
    const [row] = await db(table).count<Array<{ n: number | string }>>({ n: '*' });
    counts[table] = Number(row?.n ?? 0);
  }
  return counts;
}

async function keptCounts(): Promise<Record<string, number>> {
  const rows = await t.deps.db('site_counters').select<Array<{ name: string; value: number | string }>>('name', 'value');
  return Object.fromEntries(rows.map((row) => [row.name, Number(row.value)]));
}

/**
 * Events per creator and per community, communities per owner, as the database counts them now
 * (zeros left out). An event is a single event or a recurring series, once: not each date of a series.
 */
async function realTallies(): Promise<string[]> {
  const db = t.deps.db;
  const organised = db('events').whereNull('series_id').select('creator_id', 'community_id').unionAll(db('event_series').select('creator_id', 'community_id'));
  const grouped = async (kind: string, table: string | Knex.QueryBuilder, column: string) =>
    (await db.from(typeof table === 'string' ? table : table.as('organised')).select({ id: column }).count<Array<{ id: number; n: number | string }>>({ n: '*' }).groupBy(column)).map(
      (row) => `${kind}:${row.id}=${Number(row.n)}`,
    );
  const all = [
    ...(await grouped('events_by_creator', organised.clone(), 'creator_id')),
    ...(await grouped('events_in_community', organised.clone(), 'community_id')),
    ...(await grouped('communities_by_owner', 'communities', 'owner_id')),
  ];
  return all.sort();
}

async function keptTallies(): Promise<string[]> {
  const rows = await t.deps.db('site_tallies').where('n', '>', 0).select<Array<{ kind: string; subject_id: number; n: number }>>('kind', 'subject_id', 'n');
  return rows.map((row) => `${row.kind}:${row.subject_id}=${Number(row.n)}`).sort();
}

describe('site_counters and site_tallies', () => {
  it('match a real count after events are created and deleted, RSVPs changed and comments written and deleted, all at once', async () => {
    const db = t.deps.db;
    const now = new Date().toISOString();
    const users = await db('users')
      .insert(Array.from({ length: MEMBERS }, (_, i) => ({ uuid: `counter-${i}`, email: `counter-${i}@example.org`, username: `counter${i}`, created_at: now })))
      .returning<{ id: number }[]>('id');
    const [community] = await db('communities').insert({ name: 'Counted', invite_code: 'COUNTED1', owner_id: users[0]!.id, created_at: now }).returning<{ id: number }[]>('id');
    const events = await db('events')
      .insert(Array.from({ length: EVENTS }, (_, i) => ({ community_id: community!.id, creator_id: users[i % 3]!.id, title: `E${i}`, start_at: now, time_zone: 'UTC', created_at: now, updated_at: now })))
      .returning<{ id: number }[]>('id');
    for (const [e, event] of events.entries()) {
      await db('event_rsvps').insert(users.map((user, u) => ({ event_id: event.id, user_id: user.id, status: STATUSES[(e + u) % 4], created_at: now, updated_at: now })));
      await db('comments').insert(users.slice(0, 4).map((user) => ({ event_id: event.id, author_id: user.id, content: 'Hi', created_at: now })));
    }
    expect(await keptCounts()).toEqual(await realCounts());
    expect(await keptTallies()).toEqual(await realTallies());

    const [doomed, kept] = [events.slice(0, EVENTS / 2), events.slice(EVENTS / 2)];
    await Promise.all([
      // Half the events deleted at once, each in its own statement, with their RSVPs and comments.
      ...doomed.map((event) => db('events').where({ id: event.id }).delete()),
      // New events and a new community at the same time.
      ...[0, 1, 2].map((i) => db('events').insert({ community_id: community!.id, creator_id: users[4]!.id, title: `New ${i}`, start_at: now, time_zone: 'UTC', created_at: now, updated_at: now })),
      db('communities').insert({ name: 'Second', invite_code: 'COUNTED2', owner_id: users[2]!.id, created_at: now }),
      // Meanwhile members change their answers on the others, comment, and delete comments.
      ...kept.flatMap((event, e) =>
        users.slice(0, 6).map((user, u) =>
          db('event_rsvps')
            .insert({ event_id: event.id, user_id: user.id, status: STATUSES[(e + u + 1) % 4], created_at: now, updated_at: now })
            .onConflict(['event_id', 'user_id'])
            .merge(['status', 'updated_at']),
        ),
      ),
      ...kept.map((event) => db('comments').insert({ event_id: event.id, author_id: users[5]!.id, content: 'Late', created_at: now })),
      ...kept.map((event) => db('comments').where({ event_id: event.id, author_id: users[1]!.id }).update({ content: '', deleted_at: now })),
      ...kept.map((event) => db('event_rsvps').where({ event_id: event.id, user_id: users[7]!.id }).delete()),
    ]);

    const real = await realCounts();
    expect(await keptCounts()).toEqual(real);
    expect(await keptTallies()).toEqual(await realTallies());
    // What was kept is what the arithmetic says: 6 events, each 24 - 1 RSVPs, and 4 + 1 - 1 comments.
    expect(real['rsvps:going']! + real['rsvps:maybe']! + real['rsvps:not_going']! + real['rsvps:waitlisted']!).toBe((EVENTS / 2) * (MEMBERS - 1));
    expect(real.comments).toBe((EVENTS / 2) * 4);
  });
});
