import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@contracts/auth/schemas';
import { signUp } from '../../support/factories';
import { createTestApp } from '../../support/test-app';
import type { TestApp } from '../../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const RESET_SUBJECT = 'Reset your Gather password';
const resetMails = () => t.mailer.sent.filter((mail) => mail.subject === RESET_SUBJECT);

async function requestResetToken(email: string): Promise<string> {
  const before = resetMails().length;
  await t.request().post('/api/auth/forgot-password').send({ email }).expect(200);
  const mail = await t.mailer.waitForMailTo(email, 2000, RESET_SUBJECT);
  expect(resetMails().length).toBe(before + 1);
  const link = mail.links?.[0] ?? '';
  expect(link).toMatch(/^http:\/\/gather\.test\/reset-password\?token=/);
  expect(mail.text).toContain(link);
  return new URL(link).searchParams.get('token') ?? '';
}

describe('POST /api/auth/forgot-password', () => {
  it('answers the same message whether or not the e-mail exists, and mails only real accounts', async () => {
    const { email } = await signUp(t);
    const known = await t.request().post('/api/auth/forgot-password').send({ email }).expect(200);
    const unknown = await t.request().post('/api/auth/forgot-password').send({ email: 'ghost@example.com' }).expect(200);
    expect(known.body).toEqual({ message: AUTH_MESSAGES.forgotPasswordSent });
    expect(unknown.body).toEqual(known.body);
    await t.mailer.waitForMailTo(email, 2000, RESET_SUBJECT);
    expect(t.mailer.sent.some((mail) => mail.to === 'ghost@example.com')).toBe(false);
  });

  it('keeps only a hash of the reset token', async () => {
    const { email } = await signUp(t);
    const token = await requestResetToken(email);
    const rows = await t.deps.db('password_resets').select<{ token_hash: string }[]>('token_hash');
    expect(rows.some((row) => row.token_hash === token)).toBe(false);
    // The mail went through the mail queue, which forgets its body (and so the token) once sent.
    await t.drainMail();
    const jobs = await t.deps.db('mail_jobs').where({ recipient: email, kind: 'password_reset' }).select<Record<string, unknown>[]>('*');
    expect(jobs).toEqual([expect.objectContaining({ kind: 'password_reset', sender_id: null, sent_at: expect.any(String) as unknown, links: null, html: null })]);
    expect(JSON.stringify(jobs)).not.toContain(token);
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password, signs the user out everywhere, and works only once', async () => {
    const { email, password, auth } = await signUp(t);
    const token = await requestResetToken(email);
    const res = await t.request().post('/api/auth/reset-password').send({ token, new_password: 'a-brand-new-one' }).expect(200);
    expect(res.body).toEqual({ message: AUTH_MESSAGES.passwordReset });

    await t.request().get('/api/auth/me').set(auth).expect(401);
    await t.request().post('/api/auth/login').send({ email, password }).expect(401);
    await t.request().post('/api/auth/login').send({ email, password: 'a-brand-new-one' }).expect(200);

    const again = await t.request().post('/api/auth/reset-password').send({ token, new_password: 'third-password' }).expect(400);
    expect(again.body).toEqual({ detail: AUTH_MESSAGES.invalidResetToken, code: 'invalid_reset_token' });
  });

  it('refuses a token older than one hour', async () => {
    const { email } = await signUp(t);
    const token = await requestResetToken(email);
    t.advanceClock(61 * 60 * 1000);
    try {
      await t.request().post('/api/auth/reset-password').send({ token, new_password: 'too-late-now' }).expect(400);
    } finally {
      t.advanceClock(-61 * 60 * 1000);
    }
  });

  it('accepts a token within its hour', async () => {
    const { email } = await signUp(t);
    const token = await requestResetToken(email);
    t.advanceClock(59 * 60 * 1000);
    try {
      await t.request().post('/api/auth/reset-password').send({ token, new_password: 'just-in-time' }).expect(200);
    } finally {
      t.advanceClock(-59 * 60 * 1000);
    }
  });

  it('lets only one of two concurrent uses succeed', async () => {
    const { email } = await signUp(t);
    const token = await requestResetToken(email);
    const results = await Promise.all([
      t.request().post('/api/auth/reset-password').send({ token, new_password: 'racer-number-1' }),
      t.request().post('/api/auth/reset-password').send({ token, new_password: 'racer-number-2' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
  });

  it('refuses an unknown token and a password under 8 characters', async () => {
    await t.request().post('/api/auth/reset-password').send({ token: 'made-up', new_password: 'long-enough' }).expect(400);
    const short = await t.request().post('/api/auth/reset-password').send({ token: 'made-up', new_password: 'short' }).expect(400);
    expect(short.body).toMatchObject({ detail: 'new_password: Password must be at least 8 characters long' });
  });
});
