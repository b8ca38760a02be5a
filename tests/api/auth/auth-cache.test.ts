import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../../../server/db';
import type { Db } from '../../../server/db';
import { changesCredentials } from '../../../server/http/auth-cache';
import { signUp } from '../../support/factories';
import type { SignedInUser } from '../../support/factories';
import { createTestApp } from '../../support/test-app';
import type { TestApp } from '../../support/test-app';

/**
 * The short auth cache (issue 19): a busy member's requests cost no session lookup, and yet a
 * sign-out, a password reset or an account change is honoured at once on the instance that made it,
 * and within AUTH_CACHE_SECONDS (5 s) on every other instance.
 */
let t: TestApp;
/** Another instance on the same database: its writes are not seen by this instance's process. */
let elsewhere: Db;

beforeAll(async () => {
  t = await createTestApp();
  elsewhere = createDb(t.database.config);
});
afterAll(async () => {
  await elsewhere.destroy();
  await t.close();
});

const me = (who: SignedInUser) => t.request().get('/api/auth/me').set(who.auth);

/** Statements the database ran while answering `who`'s /auth/me. */
async function statementsFor(who: SignedInUser): Promise<string[]> {
  const seen: string[] = [];
  const listener = (query: { sql: string }) => seen.push(query.sql);
  t.deps.db.on('query', listener);
  try {
    await me(who).expect(200);
  } finally {
    t.deps.db.off('query', listener);
  }
  return seen;
}

describe('the auth cache', () => {
  it('answers a member’s repeated requests without looking their session up again', async () => {
    const member = await signUp(t);
    expect((await statementsFor(member)).some((sql) => /sessions/.test(sql))).toBe(true);
    expect((await statementsFor(member)).filter((sql) => /sessions|users/.test(sql))).toEqual([]);
  });

  it('honours a sign-out on this instance at once', async () => {
    const member = await signUp(t);
    await me(member).expect(200);
    await t.request().post('/api/auth/logout').set(member.auth).expect(204);
    await me(member).expect(401);
  });

  it('honours a password reset (every session signed out) on this instance at once', async () => {
    const member = await signUp(t);
    const other = await t.request().post('/api/auth/login').send({ email: member.email, password: member.password }).expect(200);
    const otherAuth = { Authorization: `Bearer ${(other.body as { access_token: string }).access_token}` };
    await me(member).expect(200);
    await t.request().get('/api/auth/me').set(otherAuth).expect(200);
    await t.request().post('/api/auth/forgot-password').send({ email: member.email }).expect(200);
    const mail = await t.mailer.waitForMailTo(member.email, 2000, 'Reset your Gather password');
    const token = new URL(mail.links?.[0] ?? '').searchParams.get('token') ?? '';
    await t.request().post('/api/auth/reset-password').send({ token, new_password: 'a-brand-new-one' }).expect(200);
    await me(member).expect(401);
    await t.request().get('/api/auth/me').set(otherAuth).expect(401);
  });

  it('shows an account change made on this instance in the very next answer', async () => {
    const member = await signUp(t, { full_name: 'Before Name' });
    expect((await me(member).expect(200)).body).toMatchObject({ full_name: 'Before Name' });
    await t.deps.db('users').where({ id: member.user.id }).update({ full_name: 'After Name' });
    expect((await me(member).expect(200)).body).toMatchObject({ full_name: 'After Name' });
  });

  // On PostgreSQL a lookup runs on a connection of its own: between a write and its commit it reads
  // the row as last committed. On SQLite the lookup waits for the writer (one connection).
  it('honours a sign-out committed after a request read the session in between', async () => {
    const member = await signUp(t);
    await t.deps.db.transaction(async (trx) => {
      await trx('sessions').where({ user_id: member.user.id }).update({ revoked_at: new Date().toISOString() });
      if (process.env.TEST_DATABASE_URL) {
        // Not committed yet: the session is still valid for everyone else.
        await me(member).expect(200);
      }
    });
    await me(member).expect(401);
  });

  it('honours a sign-out made by another instance within 5 seconds', async () => {
    const member = await signUp(t);
    await me(member).expect(200);
    await elsewhere('sessions').where({ user_id: member.user.id }).update({ revoked_at: new Date().toISOString() });
    // This instance may still answer from memory for a moment...
    t.advanceClock(5_000);
    // ...but not once the cache's time is up.
    await me(member).expect(401);
  });

  it('honours a deactivation made by another instance within 5 seconds', async () => {
    const member = await signUp(t);
    await me(member).expect(200);
    await elsewhere('users').where({ id: member.user.id }).update({ is_active: false });
    t.advanceClock(5_000);
    await me(member).expect(401);
  });

  it('keeps nothing that was refused: a session made valid again is seen at once', async () => {
    const member = await signUp(t);
    await elsewhere('sessions').where({ user_id: member.user.id }).update({ revoked_at: new Date().toISOString() });
    await me(member).expect(401);
    await elsewhere('sessions').where({ user_id: member.user.id }).update({ revoked_at: null });
    await me(member).expect(200);
  });
});

describe('which writes clear it', () => {
  it.each([
    ['update `sessions` set `revoked_at` = ? where `token_hash` = ? and `revoked_at` is null', true],
    ['update "users" set "is_active" = $1 where "id" = $2', true],
    ['update `users` set `full_name` = ? where `id` = ?', true],
    ['insert into `sessions` (`created_at`, `expires_at`, `token_hash`, `user_id`) values (?, ?, ?, ?)', true],
    ['delete from "api_tokens" where "id" = $1', true],
    ['update `api_tokens` set `revoked_at` = ? where `id` = ?', true],
    ['update `users` set `last_seen_at` = ? where `id` = ? and (`last_seen_at` is null or `last_seen_at` < ?)', false],
    ['update "users" set "last_login_at" = $1, "last_seen_at" = $2 where "id" = $3', false],
    ['update `users` set `last_seen_at` = ?, `is_admin` = ? where `id` = ?', true],
    ['select `users`.* from `sessions` inner join `users` on `users`.`id` = `sessions`.`user_id`', false],
    ['insert into `event_rsvps` (`event_id`) values (?)', false],
  ])('%s: %s', (sql, clears) => {
    expect(changesCredentials(sql)).toBe(clears);
  });
});
