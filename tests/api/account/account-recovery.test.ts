import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@contracts/auth/schemas';
import { issueApiToken } from '../../support/api-tokens';
import { signUp } from '../../support/factories';
import type { SignedInUser } from '../../support/factories';
import { createTestApp } from '../../support/test-app';
import type { TestApp } from '../../support/test-app';

/**
 * A password change or a reset takes the account back from whoever knew the old password: every
 * credential they could have made stops, not only the sessions (issue 28, finding 4).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const RESET_SUBJECT = 'Reset your Gather password';

async function resetToken(email: string): Promise<string> {
  const before = t.mailer.sent.filter((mail) => mail.to === email && mail.subject === RESET_SUBJECT).length;
  await t.request().post('/api/auth/forgot-password').send({ email }).expect(200);
  await t.drainMail();
  const mails = t.mailer.sent.filter((mail) => mail.to === email && mail.subject === RESET_SUBJECT);
  expect(mails.length).toBe(before + 1);
  return new URL(mails.at(-1)?.links?.[0] ?? '').searchParams.get('token') ?? '';
}

/** What an intruder who knew the password could have left behind: a second session, API tokens, the private feed address. */
async function intruderLeftovers(member: SignedInUser) {
  const login = await t.request().post('/api/auth/login').send({ email: member.email, password: member.password }).expect(200);
  const session = { Authorization: `Bearer ${(login.body as { access_token: string }).access_token}` };
  const readWrite = await issueApiToken(t, member.user.id, 'read_write');
  const readOnly = await issueApiToken(t, member.user.id, 'read_only');
  const feed = await t.request().post('/api/calendar/feed').set(session).send({}).expect(201);
  const feedPath = new URL((feed.body as { https_url: string }).https_url).pathname;
  return { session, readWrite, readOnly, feedPath };
}

async function expectAllStopped(left: Awaited<ReturnType<typeof intruderLeftovers>>) {
  await t.request().get('/api/auth/me').set(left.session).expect(401);
  for (const token of [left.readWrite, left.readOnly]) {
    const res = await t.request().get('/api/auth/me').set(token).expect(401);
    expect((res.body as { code: string }).code).toBe('api_token_deactivated');
  }
  const write = await t.request().post('/api/communities/').set(left.readWrite).send({ name: 'After the change' });
  expect(write.status).toBe(401);
  await t.request().get(left.feedPath).expect(404);
}

describe('POST /api/auth/change-password', () => {
  it('stops every other session, every API token and the feed address, keeps this device signed in, and says so', async () => {
    const member = await signUp(t);
    const left = await intruderLeftovers(member);
    const res = await t
      .request()
      .post('/api/auth/change-password')
      .set(member.auth)
      .send({ current_password: member.password, new_password: 'taken back for good' })
      .expect(200);
    expect((res.body as { message: string }).message).toBe(AUTH_MESSAGES.passwordChanged);
    await expectAllStopped(left);
    expect(AUTH_MESSAGES.passwordChanged).toMatch(/API tokens/);
    await t.request().get('/api/auth/me').set(member.auth).expect(200);
    // The member sees what was stopped (listed as inactive, so a token they did not make stands out), and can start again.
    const list = await t.request().get('/api/developer/tokens').set(member.auth).expect(200);
    expect((list.body as { is_active: boolean }[]).map((token) => token.is_active)).toEqual([false, false]);
    const fresh = await t.request().post('/api/developer/tokens').set(member.auth).send({ name: 'New script' }).expect(201);
    await t.request().get('/api/auth/me').set({ Authorization: `Bearer ${(fresh.body as { raw_token: string }).raw_token}` }).expect(200);
  });

  it('also uses up a reset link asked for before the change', async () => {
    const member = await signUp(t);
    const token = await resetToken(member.email);
    await t.request().post('/api/auth/change-password').set(member.auth).send({ current_password: member.password, new_password: 'chosen just now' }).expect(200);
    await t.request().post('/api/auth/reset-password').send({ token, new_password: 'an older link' }).expect(400);
  });
});

describe('POST /api/auth/reset-password', () => {
  it('stops every session, every API token, the feed address and every other reset link, and says so', async () => {
    const member = await signUp(t);
    const left = await intruderLeftovers(member);
    const older = await resetToken(member.email);
    const token = await resetToken(member.email);
    const res = await t.request().post('/api/auth/reset-password').send({ token, new_password: 'recovered at last' }).expect(200);
    expect(res.body).toEqual({ message: AUTH_MESSAGES.passwordReset });
    await expectAllStopped(left);
    expect(AUTH_MESSAGES.passwordReset).toMatch(/API tokens/);
    await t.request().get('/api/auth/me').set(member.auth).expect(401);
    await t.request().post('/api/auth/reset-password').send({ token: older, new_password: 'the intruder again' }).expect(400);
    await t.request().post('/api/auth/login').send({ email: member.email, password: 'recovered at last' }).expect(200);
  });
});
