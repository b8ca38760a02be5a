import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { dbClientName } from '../../../server/db';
import { confirmEmail, createCommunityWith, createEvent, invite, rsvp, signUp } from '../../support/factories';
import type { SignedInUser } from '../../support/factories';
import { eventStatementsOf } from '../../support/event-statements';
import type { CapturedStatement } from '../../support/event-statements';
import { createTestApp } from '../../support/test-app';
import type { TestApp } from '../../support/test-app';

/**
 * The plans of the event reads (issue 19), as comments-paging.test.ts pins the discussion's: each
 * step an index seek or a range bounded by the page, never a scan of a table, with the statistics
 * of this small database, after ANALYZE, and with those of a large one. The invitation check of each
 * page item is a seek on (event, account) and one on (event, e-mail), never a read of every
 * invitation of the event (an event with many invitations made each page item cost them all).
 */
let t: TestApp;
let owner: SignedInUser;
let member: SignedInUser;
let communityId: number;
let eventId: number;

const future = (days: number) => new Date(Date.UTC(2031, 0, 1 + days, 18)).toISOString();

beforeAll(async () => {
  t = await createTestApp();
  [owner, member] = await Promise.all([signUp(t), signUp(t)]);
  await confirmEmail(t, member);
  communityId = (await createCommunityWith(t, owner, [member], { name: 'Planners' })).id;
  for (let n = 0; n < 12; n += 1) {
    const id = (await createEvent(t, owner, { community_id: communityId, title: `E${n}`, start_datetime: future(n + 1), is_private: n % 3 === 0 })).id;
    eventId ||= id;
    for (let k = 0; k < 4; k += 1) {
      await invite(t, owner, { event_id: id, invited_email: `guest${n}-${k}@example.com` });
    }
    if (n % 3 !== 0 && n % 2 === 0) {
      await rsvp(t, member, id);
    }
  }
  await t.request().post('/api/event-invites/').set(owner.auth).send({ event_id: eventId, invited_email: member.email }).expect(201);
});
afterAll(async () => {
  await t.close();
});

async function planOf(statement: CapturedStatement): Promise<string[]> {
  const rows = await t.deps.db.raw<{ detail: string }[]>(`explain query plan ${statement.sql}`, statement.bindings[0] as Record<string, Knex.RawBinding>);
  return rows.map((row) => row.detail);
}

/** Steps that read more than the page: a scan of anything but the page's own ids, or a search without an equality. */
const unbounded = (plan: string[]) =>
  plan.filter((step) => (/^SCAN /.test(step) && !/^SCAN page$/.test(step)) || (/^SEARCH /.test(step) && !/(PRIMARY KEY|\(\w+=\?)/.test(step)));

/** Every step that reads invitations. */
const invitationSteps = (plan: string[]) => plan.filter((step) => /^(SEARCH|SCAN) (i|vi)\b/.test(step));

/** The statistics ANALYZE gives a large database (bench:api's 10,000 events, 101,000 replies). */
const LARGE_STATS: [string, string, string][] = [
  ['events', 'events_community_id_start_at_index', '10000 100 1'],
  ['events', 'events_creator_id_start_at_index', '10000 10 1'],
  ['events', 'events_created_at_index', '10000 10000'],
  ['event_rsvps', 'event_rsvps_event_id_user_id_unique', '101000 11 1'],
  ['event_rsvps', 'event_rsvps_event_status_guests', '101000 11 4 4'],
  ['event_rsvps', 'event_rsvps_user_id_status_event_id_index', '101000 101 34 1'],
  ['event_rsvps', 'event_rsvps_user_start_index', '101000 101 1 1 1'],
  ['event_invitations', 'event_invitations_event_id_invited_user_id_index', '50000 25 20'],
  ['event_invitations', 'event_invitations_event_id_invited_email_index', '50000 25 1'],
  ['event_invitations', 'event_invitations_invited_email_created_at_index', '50000 1 1'],
  ['event_invitations', 'event_invitations_invited_user_id_created_at_index', '50000 24 24'],
  ['community_members', 'community_members_community_id_user_id_unique', '1010 11 1'],
  ['community_members', 'community_members_user_id_community_id_index', '1010 1 1'],
  ['communities', 'communities_invite_code_unique', '100 1'],
  ['communities', 'communities_owner_id_index', '100 1'],
  ['users', 'users_email_unique', '1001 1'],
  ['users', 'users_username_unique', '1001 1'],
];

/** The plans of `statements` with this database's statistics as they are, after ANALYZE, and with a large database's. */
async function plansUnderEveryStatistics(statements: CapturedStatement[]): Promise<string[][]> {
  const plans = await Promise.all(statements.map(planOf));
  await t.deps.db.raw('analyze');
  plans.push(...(await Promise.all(statements.map(planOf))));
  for (const [tbl, idx, stat] of LARGE_STATS) {
    await t.deps.db.raw('delete from sqlite_stat1 where tbl = ? and idx = ?', [tbl, idx]);
    await t.deps.db.raw('insert into sqlite_stat1 (tbl, idx, stat) values (?, ?, ?)', [tbl, idx, stat]);
  }
  // Makes the connection load the statistics just written.
  await t.deps.db.raw('analyze sqlite_schema');
  plans.push(...(await Promise.all(statements.map(planOf))));
  return plans;
}

describe('the plans of the event reads (SQLite)', () => {
  it('read a page of a community, of the attending list and an event by index seeks and ranges bounded by the page, whatever the statistics', async () => {
    if (dbClientName(t.deps.db) !== 'sqlite') {
      return;
    }
    const endpoints = {
      community: await eventStatementsOf(t, member, `community/${communityId}?when=upcoming&limit=50`),
      managed: await eventStatementsOf(t, owner, `community/${communityId}?when=upcoming&limit=50`),
      attending: await eventStatementsOf(t, member, 'attending?when=upcoming&limit=50'),
      detail: await eventStatementsOf(t, member, String(eventId)),
    };
    // The page itself: one range of the index shaped for it.
    const pages: Record<keyof typeof endpoints, RegExp> = {
      community: /^SEARCH e USING (COVERING )?INDEX events_community_id_start_at_index \(community_id=\? AND start_at>\?\)$/,
      managed: /^SEARCH e USING (COVERING )?INDEX events_community_id_start_at_index \(community_id=\? AND start_at>\?\)$/,
      attending: /^SEARCH r USING COVERING INDEX event_rsvps_user_start_index \(user_id=\? AND event_start_at>\?\)$/,
      detail: /^SEARCH e USING INTEGER PRIMARY KEY \(rowid=\?\)$/,
    };
    const labelled = Object.entries(endpoints).flatMap(([endpoint, statements]) => statements.map((statement) => ({ endpoint: endpoint as keyof typeof endpoints, statement })));
    // One statement per list page; the event and its replies for the detail.
    expect(labelled.map(({ endpoint }) => endpoint)).toEqual(['community', 'managed', 'attending', 'detail', 'detail']);
    const plans = await plansUnderEveryStatistics(labelled.map(({ statement }) => statement));
    expect(plans).toHaveLength(labelled.length * 3);
    plans.forEach((plan, i) => {
      const { endpoint } = labelled[i % labelled.length] as (typeof labelled)[number];
      const statistics = ['none', 'ANALYZE', 'large'][Math.floor(i / labelled.length)];
      const where = `${endpoint}, statistics ${statistics}: ${plan.join(' | ')}`;
      expect(unbounded(plan), where).toEqual([]);
      // The viewer's invitation: two seeks per event, each on the event and one address.
      expect(invitationSteps(plan).filter((step) => !/^SEARCH (i|vi) USING INDEX event_invitations_event_id_invited_(user_id|email)_index \(event_id=\? AND invited_(user_id|email)=\?\)$/.test(step)), where).toEqual([]);
    });
    // Each endpoint's main statement reads its page by its index, and the viewer's invitations by seeks.
    for (const [endpoint, page] of Object.entries(pages)) {
      const mains = plans.filter((plan, i) => labelled[i % labelled.length]?.endpoint === endpoint && invitationSteps(plan).length > 0);
      expect(mains.length, endpoint).toBe(3);
      for (const plan of mains) {
        expect(plan.some((step) => page.test(step)), `${endpoint}: ${plan.join(' | ')}`).toBe(true);
      }
    }
  });
});
