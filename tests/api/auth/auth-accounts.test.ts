import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@contracts/auth/schemas';
import { UserSchema } from '@contracts/users/schemas';
import { confirmEmail, signUp } from '../../support/factories';
import { createTestApp } from '../../support/test-app';
import type { TestApp } from '../../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ adminEmails: new Set(['boss@example.com']) });
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/auth/register', () => {
  it('creates the account and answers the user in the contract shape, without any password field', async () => {
    const res = await t
      .request()
      .post('/api/auth/register')
      .send({ email: 'Grace.Hopper@Example.com', username: 'Grace.Hopper', password: 'cobol-forever', full_name: 'Grace Hopper' })
      .expect(201);
    expect(UserSchema.parse(res.body)).toMatchObject({
      email: 'grace.hopper@example.com',
      username: 'grace.hopper',
      full_name: 'Grace Hopper',
      is_admin: false,
      is_pro: false,
      is_active: true,
      google_calendar_global_auto_sync: false,
    });
    expect(JSON.stringify(res.body)).not.toMatch(/password/i);
  });

  it('derives the username from the e-mail local part and makes it unique', async () => {
    const first = await t.request().post('/api/auth/register').send({ email: 'sam@one.example', password: 'password-1' });
    const second = await t.request().post('/api/auth/register').send({ email: 'sam@two.example', password: 'password-2' });
    const third = await t.request().post('/api/auth/register').send({ email: 'Sam+x@three.example', password: 'password-3' });
    expect(first.body).toMatchObject({ username: 'sam', full_name: null });
    expect(second.body).toMatchObject({ username: 'sam2' });
    expect(third.body).toMatchObject({ username: 'samx' });
  });

  it('refuses a second account for the same e-mail, whatever its case', async () => {
    await signUp(t, { email: 'dup@example.com' });
    const res = await t.request().post('/api/auth/register').send({ email: 'DUP@example.com', password: 'another-pass' }).expect(409);
    expect(res.body).toEqual({ detail: AUTH_MESSAGES.emailTaken, code: 'email_taken' });
  });

  it('stores the password as an argon2id hash, never as given', async () => {
    const { email, password } = await signUp(t);
    const row = await t.deps.db('users').where({ email }).first<{ password_hash: string }>('password_hash');
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.password_hash).not.toContain(password);
  });

  it('makes the configured admin e-mails site admins once the address is confirmed, not before', async () => {
    const boss = await signUp(t, { email: 'boss@example.com' });
    // Whoever registers the address first gets nothing until they prove they receive its mail.
    expect(boss.user.is_admin).toBe(false);
    expect(boss.user.email_verified).toBe(false);
    const before = (await t.request().get('/api/auth/me').set(boss.auth).expect(200)).body as { is_admin: boolean };
    expect(before.is_admin).toBe(false);
    await confirmEmail(t, boss);
    const after = (await t.request().get('/api/auth/me').set(boss.auth).expect(200)).body as { is_admin: boolean; email_verified: boolean };
    expect(after).toMatchObject({ is_admin: true, email_verified: true });
  });
});

describe('POST /api/auth/login', () => {
  it('answers an opaque token of at least 128 random bits that the database keeps only as a hash', async () => {
    const { email, password } = await signUp(t);
    const res = await t.request().post('/api/auth/login').send({ email: email.toUpperCase(), password }).expect(200);
    const token = (res.body as { access_token: string }).access_token;
    expect(res.body).toMatchObject({ token_type: 'bearer' });
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    const sessions = await t.deps.db('sessions').select<{ token_hash: string }[]>('token_hash');
    expect(sessions.some((s) => s.token_hash === token)).toBe(false);
    expect(sessions.every((s) => /^[0-9a-f]{64}$/.test(s.token_hash))).toBe(true);
  });

  it('answers the same 401 for a wrong password and for an unknown e-mail', async () => {
    const { email } = await signUp(t);
    const wrong = await t.request().post('/api/auth/login').send({ email, password: 'not-it' }).expect(401);
    const unknown = await t.request().post('/api/auth/login').send({ email: 'nobody@example.com', password: 'not-it' }).expect(401);
    expect(wrong.body).toEqual({ detail: AUTH_MESSAGES.invalidCredentials, code: 'invalid_credentials' });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('records the time of the last login', async () => {
    const { auth } = await signUp(t);
    const me = await t.request().get('/api/auth/me').set(auth).expect(200);
    expect((me.body as { last_login_at: string | null }).last_login_at).not.toBeNull();
  });

  it('refuses a deactivated account', async () => {
    const { email, password, user } = await signUp(t);
    await t.deps.db('users').where({ id: user.id }).update({ is_active: false });
    const res = await t.request().post('/api/auth/login').send({ email, password }).expect(403);
    expect(res.body).toMatchObject({ detail: AUTH_MESSAGES.accountInactive });
  });
});

describe('GET /api/auth/me', () => {
  it('answers 401 without a token and with an unknown one', async () => {
    const none = await t.request().get('/api/auth/me').expect(401);
    expect(none.body).toEqual({ detail: 'Not authenticated', code: 'not_authenticated' });
    await t.request().get('/api/auth/me').set('Authorization', 'Bearer not-a-real-token').expect(401);
    await t.request().get('/api/auth/me').set('Authorization', 'Basic abc').expect(401);
  });

  it('answers the signed-in user', async () => {
    const { auth, user } = await signUp(t, { full_name: 'Ada Lovelace' });
    const res = await t.request().get('/api/auth/me').set(auth).expect(200);
    expect(res.body).toMatchObject({ id: user.id, email: user.email, full_name: 'Ada Lovelace' });
  });

  it('stops accepting a session once it has expired', async () => {
    const { auth } = await signUp(t);
    t.advanceClock(31 * 24 * 60 * 60 * 1000);
    try {
      await t.request().get('/api/auth/me').set(auth).expect(401);
    } finally {
      t.advanceClock(-31 * 24 * 60 * 60 * 1000);
    }
  });
});

describe('PUT /api/auth/me/settings', () => {
  it('turns global auto-sync on and off and keeps it', async () => {
    const { auth } = await signUp(t);
    const on = await t.request().put('/api/auth/me/settings').set(auth).send({ google_calendar_global_auto_sync: true }).expect(200);
    expect(on.body).toMatchObject({ google_calendar_global_auto_sync: true });
    const me = await t.request().get('/api/auth/me').set(auth).expect(200);
    expect(me.body).toMatchObject({ google_calendar_global_auto_sync: true });
    const off = await t.request().put('/api/auth/me/settings').set(auth).send({ google_calendar_global_auto_sync: false }).expect(200);
    expect(off.body).toMatchObject({ google_calendar_global_auto_sync: false });
  });

  it('needs a session', async () => {
    await t.request().put('/api/auth/me/settings').send({ google_calendar_global_auto_sync: true }).expect(401);
  });

  it('names the field when the value is not a boolean', async () => {
    const { auth } = await signUp(t);
    const res = await t.request().put('/api/auth/me/settings').set(auth).send({ google_calendar_global_auto_sync: 'yes' }).expect(400);
    expect(res.body).toMatchObject({ code: 'validation_error', detail: expect.stringContaining('google_calendar_global_auto_sync') as string });
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the token on the server', async () => {
    const { auth } = await signUp(t);
    await t.request().post('/api/auth/logout').set(auth).expect(204);
    await t.request().get('/api/auth/me').set(auth).expect(401);
  });

  it('leaves the user’s other sessions signed in', async () => {
    const { auth, email, password } = await signUp(t);
    const second = await t.request().post('/api/auth/login').send({ email, password }).expect(200);
    await t.request().post('/api/auth/logout').set(auth).expect(204);
    await t
      .request()
      .get('/api/auth/me')
      .set('Authorization', `Bearer ${(second.body as { access_token: string }).access_token}`)
      .expect(200);
  });

  it('needs a session', async () => {
    await t.request().post('/api/auth/logout').expect(401);
  });
});

describe('GET /api/auth/google', () => {
  it('says plainly that Google sign-in is not configured', async () => {
    const res = await t.request().get('/api/auth/google').query({ client_state: '0123456789abcdef0123' }).expect(503);
    expect(res.body).toMatchObject({ detail: 'Google sign-in is not configured on this server' });
  });
});
