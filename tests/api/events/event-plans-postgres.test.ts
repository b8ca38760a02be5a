import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresHashedReads, postgresPlanOf } from '../../../scripts/bench/pg-plan';
import { confirmEmail, createCommunityWith, signUp } from '../../support/factories';
import type { SignedInUser } from '../../support/factories';
import { eventStatementsOf } from '../../support/event-statements';
import { createTestApp } from '../../support/test-app';
import type { TestApp } from '../../support/test-app';

/**
 * The plans of the event reads on PostgreSQL (issue 19; event-plans.test.ts pins SQLite's). The
 * hot reads are named prepared statements (server/db-read.ts): planned for their values on their
 * first five runs on a connection, after which PostgreSQL may keep a generic plan, costed with the
 * average member. Under an `or`, either plan can run the viewer's-reply EXISTS as a hashed subplan:
 * every reply the viewer ever gave read once per page (10,000 for an active member at 100,000
 * events; the community list answered 192 requests/s against 439 with each lookup a seek, issue
 * 29). The generic plan did it costed with the average member's 100 replies, and so did the plans
 * for the viewer's values, costed with their 9,000. The data here is shaped as a large site's is: a
 * community with hundreds of events and many members who each replied to a few, and a viewer who
 * replied to every one.
 */
const EVENTS = 300;
const OTHER_MEMBERS = 1000;
const REPLIES_PER_EVENT = 10;

/** PostgreSQL's alone: with a PostgreSQL this file runs there only (vitest.config.ts). */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let t: TestApp | undefined;
let owner: SignedInUser;
let member: SignedInUser;
let communityId: number;
let eventId: number;

beforeAll(async () => {
  if (!onPostgres) {
    return;
  }
  t = await createTestApp();
  [owner, member] = await Promise.all([signUp(t), signUp(t)]);
  await confirmEmail(t, member);
  communityId = (await createCommunityWith(t, owner, [member], { name: 'Large' })).id;

  const { db } = t.deps;
  const nowIso = new Date().toISOString();
  const others = await db('users')
    .insert(Array.from({ length: OTHER_MEMBERS }, (_, i) => ({ uuid: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`, email: `plan${i}@example.com`, username: `plan${i}`, password_hash: 'x', created_at: nowIso })))
    .returning<{ id: number }[]>('id');
  const otherIds = others.map((row) => row.id);
  await db('community_members').insert(otherIds.map((user_id) => ({ community_id: communityId, user_id, joined_at: nowIso })));
  const events = await db('events')
    .insert(
      Array.from({ length: EVENTS }, (_, n) => ({
        community_id: communityId,
        creator_id: owner.user.id,
        title: `E${n}`,
        start_at: new Date(Date.UTC(2031, 0, 1, 18) + n * 3_600_000).toISOString(),
        time_zone: 'Europe/London',
        is_private: n % 10 === 0,
        created_at: nowIso,
        updated_at: nowIso,
      })),
    )
    .returning<{ id: number }[]>('id');
  eventId = events[1]?.id ?? 0;
  await db('event_rsvps').insert(
    events.flatMap(({ id: event_id }, n) => [
      { event_id, user_id: member.user.id, status: 'going', created_at: nowIso, updated_at: nowIso },
      ...Array.from({ length: REPLIES_PER_EVENT }, (_, k) => ({ event_id, user_id: otherIds[(n * REPLIES_PER_EVENT + k) % otherIds.length], status: 'going', created_at: nowIso, updated_at: nowIso })),
    ]),
  );
  await db.raw('analyze users, community_members, events, event_rsvps, event_invitations');
});
afterAll(async () => {
  await t?.close();
});

describe.runIf(onPostgres)('the plans of the event reads (PostgreSQL)', () => {
  it("look up the viewer's replies, invitations and memberships per listed event, never all of them at once", async () => {
    if (!t) {
      throw new Error('no test app');
    }
    const endpoints = {
      community: await eventStatementsOf(t, member, `community/${communityId}?when=upcoming&limit=50`),
      attending: await eventStatementsOf(t, member, 'attending?when=upcoming&limit=50'),
      created: await eventStatementsOf(t, owner, 'my?when=upcoming&limit=50'),
      detail: await eventStatementsOf(t, member, String(eventId)),
    };
    for (const [endpoint, statements] of Object.entries(endpoints)) {
      expect(statements.length, endpoint).toBeGreaterThan(0);
      for (const statement of statements) {
        // The plan for the statement's values (its first five runs on each connection, and every
        // run while PostgreSQL finds that cheaper), and the generic plan it may be given after.
        const { custom, generic } = await postgresPlanOf(t.deps.db, statement, 1);
        expect(generic, endpoint).not.toBeNull();
        expect(postgresHashedReads(custom.steps), `${endpoint}, for its values: ${custom.steps.join(' | ')}`).toEqual([]);
        expect(postgresHashedReads(generic?.steps ?? []), `${endpoint}, generic: ${generic?.steps.join(' | ')}`).toEqual([]);
      }
    }
  });
});
