import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationSource } from '../../../migrations';
import { confirmEmail, createCommunity, createEvent, signUp } from '../../support/factories';
import type { SignedInUser } from '../../support/factories';
import { createTestApp } from '../../support/test-app';
import type { TestApp } from '../../support/test-app';

/** The data clean-ups of 27 November 2026, run over rows older code left. */
const LISTED_UNPROVEN = 'first-to-register@example.com';
const LISTED_PROVEN = 'real-admin@example.com';
const ADMIN_EMAILS = `${LISTED_UNPROVEN.toUpperCase()}, ${LISTED_PROVEN}`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ adminEmails: new Set([LISTED_UNPROVEN, LISTED_PROVEN]) });
});
afterAll(async () => {
  await t.close();
});

/** Runs `name` again (its down first), as an upgraded server would on data left by older code. */
async function rerun(name: string, env: Record<string, string> = {}): Promise<void> {
  const saved = Object.fromEntries(Object.keys(env).map((key) => [key, process.env[key]]));
  Object.assign(process.env, env);
  try {
    await t.deps.db.migrate.down({ migrationSource, name });
    await t.deps.db.migrate.latest({ migrationSource });
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) {
        delete process.env[key];
      } else {
        process.env[key] = value;
      }
    }
  }
}

describe('the private-tombstones migration', () => {
  it('counts tombstones kept before it as private: their cancellation no longer reaches the whole community', async () => {
    const db = t.deps.db;
    const name = '20261127060001-private-tombstones';
    await db.migrate.down({ migrationSource, name: '20261127060002-unproven-email-rights' });
    await db.migrate.down({ migrationSource, name });
    const owner = await signUp(t);
    const community = await createCommunity(t, owner, { name: 'Old tombstones' });
    await db('event_tombstones').insert({
      event_id: 987654,
      community_id: community.id,
      title: 'Deleted before the upgrade',
      start_at: '2030-01-01T10:00:00.000Z',
      time_zone: 'UTC',
      sequence: 1,
      deleted_at: t.deps.clock().toISOString(),
    });
    await db.migrate.latest({ migrationSource });
    const kept = await db('event_tombstones').where({ event_id: 987654 }).first<{ is_private: boolean | number; creator_id: number | null }>('is_private', 'creator_id');
    expect({ is_private: Boolean(kept?.is_private), creator_id: kept?.creator_id }).toEqual({ is_private: true, creator_id: null });
  });
});

describe('the unproven-email-rights migration', () => {
  let listedUnproven: SignedInUser;
  let listedProven: SignedInUser;
  let madeByHand: SignedInUser;

  it('takes back ADMIN_EMAILS rights from accounts whose address is unproven, and only those', async () => {
    listedUnproven = await signUp(t, { email: LISTED_UNPROVEN });
    listedProven = await signUp(t, { email: LISTED_PROVEN });
    madeByHand = await signUp(t);
    await confirmEmail(t, listedProven);
    // What older code did: a listed address was an admin at sign-up, proven or not.
    await t.deps.db('users').whereIn('id', [listedUnproven.user.id, listedProven.user.id, madeByHand.user.id]).update({ is_admin: true });
    await t.request().get('/api/admin/stats/overview').set(listedUnproven.auth).expect(200);

    await rerun('20261127060002-unproven-email-rights', { ADMIN_EMAILS });

    await t.request().get('/api/admin/stats/overview').set(listedUnproven.auth).expect(403);
    expect(((await t.request().get('/api/auth/me').set(listedUnproven.auth).expect(200)).body as { is_admin: boolean }).is_admin).toBe(false);
    await t.request().get('/api/admin/stats/overview').set(listedProven.auth).expect(200);
    // Not named by ADMIN_EMAILS: not a right the list gave, so not the migration's to take.
    await t.request().get('/api/admin/stats/overview').set(madeByHand.auth).expect(200);

    // The owner of the address gets the rights back by proving it.
    await confirmEmail(t, listedUnproven);
    await t.request().get('/api/admin/stats/overview').set(listedUnproven.auth).expect(200);
  });

  it('unties pending e-mail invitations from accounts that never proved the address', async () => {
    const host = await signUp(t);
    const squatter = await signUp(t);
    const proven = await signUp(t);
    const linkTaker = await signUp(t);
    await confirmEmail(t, proven);
    const community = await createCommunity(t, host, { name: 'Choir' });
    const event = await createEvent(t, host, { community_id: community.id, title: 'Rehearsal', start_datetime: '2031-02-01T18:00:00Z', is_private: true });
    const invite = async (body: Record<string, unknown>) => (await t.request().post('/api/event-invites/').set(host.auth).send({ event_id: event.id, ...body }).expect(201)).body as { id: number; invite_code: string };
    const toSquatter = await invite({ invited_email: squatter.email, message: 'Private note for the real owner' });
    const toProven = await invite({ invited_email: proven.email });
    const link = await invite({});
    await t.request().post('/api/event-invites/decline').set(linkTaker.auth).send({ invite_code: link.invite_code }).expect(200);
    const answered = await t.deps.db('event_invitations').where({ invited_user_id: linkTaker.user.id }).first<{ id: number }>('id');
    // What older code did: an invitation to an address was tied to whichever account had registered it.
    await t.deps.db('event_invitations').where({ id: toSquatter.id }).update({ invited_user_id: squatter.user.id });
    await t.deps.db('event_invitations').where({ id: answered?.id }).update({ status: 'pending' });
    const myInvites = async (who: SignedInUser) => ((await t.request().get('/api/event-invites/my-invites').set(who.auth).expect(200)).body as { id: number }[]).map((i) => i.id);
    expect(await myInvites(squatter)).toContain(toSquatter.id);

    await rerun('20261127060002-unproven-email-rights', { ADMIN_EMAILS });

    expect(await myInvites(squatter)).not.toContain(toSquatter.id);
    expect(await myInvites(proven)).toContain(toProven.id);
    const tied = async (id: number | undefined) => (await t.deps.db('event_invitations').where({ id }).first<{ invited_user_id: number | null }>('invited_user_id'))?.invited_user_id;
    expect(await tied(toSquatter.id)).toBeNull();
    expect(await tied(toProven.id)).toBe(proven.user.id);
    // A shareable link's answer is the account's own, with no address behind it: left alone.
    expect(await tied(answered?.id)).toBe(linkTaker.user.id);
  });
});
