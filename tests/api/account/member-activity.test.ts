import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationSource } from '../../../migrations';
import { LAST_SEEN_INTERVAL_MS } from '../../../server/features/auth/last-seen';
import { markSeen } from '../../../server/users/repo';
import { signUp } from '../../support/factories';
import { createTestApp } from '../../support/test-app';
import type { TestApp } from '../../support/test-app';

/** What the admin's activity figures rest on: last_login_at at every sign-in, last_seen_at at most every 5 minutes. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const activityOf = async (userId: number) =>
  (await t.deps.db('users').where({ id: userId }).first<{ last_login_at: string | null; last_seen_at: string | null }>('last_login_at', 'last_seen_at'));

/** Counts the UPDATEs of users.last_seen_at the app sends while `work` runs. */
async function lastSeenWrites(work: () => Promise<unknown>): Promise<number> {
  let writes = 0;
  const listener = (query: { sql: string }) => {
    if (/^update .users. set .last_seen_at./i.test(query.sql)) {
      writes += 1;
    }
  };
  t.deps.db.on('query', listener);
  try {
    await work();
  } finally {
    t.deps.db.off('query', listener);
  }
  return writes;
}

describe('last_login_at', () => {
  it('is set, with last_seen_at, at every password sign-in', async () => {
    const member = await signUp(t);
    const first = await activityOf(member.user.id);
    expect(first.last_login_at).not.toBeNull();
    expect(first.last_seen_at).toBe(first.last_login_at);

    t.advanceClock(60_000);
    try {
      const before = t.deps.clock().getTime();
      await t.request().post('/api/auth/login').send({ email: member.email, password: member.password }).expect(200);
      const second = await activityOf(member.user.id);
      expect(Date.parse(second.last_login_at ?? '')).toBeGreaterThanOrEqual(before);
      expect(second.last_seen_at).toBe(second.last_login_at);
    } finally {
      t.advanceClock(-60_000);
    }
  });

  it('is not touched by a wrong password', async () => {
    const member = await signUp(t);
    const before = await activityOf(member.user.id);
    t.advanceClock(60_000);
    try {
      await t.request().post('/api/auth/login').send({ email: member.email, password: 'not-the-password' }).expect(401);
      expect(await activityOf(member.user.id)).toEqual(before);
    } finally {
      t.advanceClock(-60_000);
    }
  });

  it('is set by a password reset, which proves the mailbox', async () => {
    const member = await signUp(t);
    await t.deps.db('users').where({ id: member.user.id }).update({ last_login_at: null, last_seen_at: null });
    await t.request().post('/api/auth/forgot-password').send({ email: member.email }).expect(200);
    const mail = await t.mailer.waitForMailTo(member.email, 2000, 'Reset your Gather password');
    const token = new URL(mail.links?.[0] ?? 'http://invalid/').searchParams.get('token');
    await t.request().post('/api/auth/reset-password').send({ token, new_password: 'a-new-password' }).expect(200);
    const after = await activityOf(member.user.id);
    expect(after.last_login_at).not.toBeNull();
    expect(after.last_seen_at).toBe(after.last_login_at);
  });
});

describe('last_seen_at', () => {
  it('moves at most once every 5 minutes however many requests a member makes', async () => {
    const member = await signUp(t);
    const signedIn = await activityOf(member.user.id);

    // Twenty requests within the 5 minutes after signing in: not one write.
    const quiet = await lastSeenWrites(async () => {
      for (let i = 0; i < 20; i += 1) {
        await t.request().get('/api/auth/me').set(member.auth).expect(200);
      }
    });
    expect(quiet).toBe(0);
    expect(await activityOf(member.user.id)).toEqual(signedIn);

    // Five minutes on, the next request writes once, and the ones right after it do not.
    t.advanceClock(LAST_SEEN_INTERVAL_MS + 1);
    try {
      const writes = await lastSeenWrites(async () => {
        await Promise.all(Array.from({ length: 5 }, () => t.request().get('/api/communities/').set(member.auth).expect(200)));
        await t.request().get('/api/auth/me').set(member.auth).expect(200);
      });
      expect(writes).toBe(1);
      const seen = await activityOf(member.user.id);
      expect(Date.parse(seen.last_seen_at ?? '')).toBeGreaterThan(Date.parse(signedIn.last_seen_at ?? ''));
      expect(seen.last_login_at).toBe(signedIn.last_login_at);
    } finally {
      t.advanceClock(-(LAST_SEEN_INTERVAL_MS + 1));
    }
  });

  it('is written by one instance only when several see the member at once (the update is conditional)', async () => {
    const member = await signUp(t);
    const now = t.deps.clock().getTime() + 2 * LAST_SEEN_INTERVAL_MS;
    const staleBefore = new Date(now - LAST_SEEN_INTERVAL_MS).toISOString();
    const results = await Promise.all([1, 2, 3].map(() => markSeen(t.deps.db, member.user.id, new Date(now).toISOString(), staleBefore)));
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('is not written for a request without a valid session', async () => {
    const writes = await lastSeenWrites(async () => {
      await t.request().get('/api/auth/me').set({ Authorization: 'Bearer not-a-token' }).expect(401);
      await t.request().get('/api/health').expect(200);
    });
    expect(writes).toBe(0);
  });
});

describe('the member-activity migration', () => {
  it('backfills last_login_at from the newest session and last_seen_at from the last sign-in', async () => {
    const db = t.deps.db;
    // The tallies' later triggers first: they write to site_tallies, which an earlier one makes.
    const later = ['20261130110002-tallies-count-series-once', '20261125150005-member-directory', '20261125150004-site-tallies-and-totals', '20261125150003-site-counters', '20261125150002-admin-stats-indexes', '20261125150001-member-activity'];
    for (const name of later) {
      await db.migrate.down({ migrationSource, name });
    }
    try {
      const now = '2026-01-02T10:00:00.000Z';
      const [neverSeen] = await db('users').insert({ uuid: 'backfill-1', email: 'backfill-1@example.org', username: 'backfill1', created_at: now }).returning<{ id: number }[]>('id');
      const [hadSessions] = await db('users').insert({ uuid: 'backfill-2', email: 'backfill-2@example.org', username: 'backfill2', created_at: now }).returning<{ id: number }[]>('id');
      const [knownLogin] = await db('users')
        .insert({ uuid: 'backfill-3', email: 'backfill-3@example.org', username: 'backfill3', created_at: now, last_login_at: '2026-01-05T08:00:00.000Z' })
        .returning<{ id: number }[]>('id');
      const session = (userId: number, createdAt: string, token: string) => ({ user_id: userId, token_hash: token, created_at: createdAt, expires_at: '2027-01-01T00:00:00.000Z' });
      await db('sessions').insert([session(hadSessions!.id, '2026-01-03T09:00:00.000Z', 'a'.repeat(64)), session(hadSessions!.id, '2026-01-04T09:00:00.000Z', 'b'.repeat(64))]);
      await db.migrate.latest({ migrationSource });

      const rows = await db('users').whereIn('id', [neverSeen!.id, hadSessions!.id, knownLogin!.id]).orderBy('id').select('last_login_at', 'last_seen_at');
      expect(rows).toEqual([
        { last_login_at: null, last_seen_at: null },
        { last_login_at: '2026-01-04T09:00:00.000Z', last_seen_at: '2026-01-04T09:00:00.000Z' },
        { last_login_at: '2026-01-05T08:00:00.000Z', last_seen_at: '2026-01-05T08:00:00.000Z' },
      ]);
    } finally {
      await db.migrate.latest({ migrationSource });
    }
  });
});
