import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';
import { AUTH_MESSAGES } from '@contracts/auth/schemas';
import type { Invitation } from '@contracts/invitations/schemas';
import { CONFIRM_SUBJECT, confirmEmail, createCommunity, createEvent, invite, signUp } from '../../support/factories';
import type { SignedInUser } from '../../support/factories';
import { createTestApp, relaxedRateLimits } from '../../support/test-app';
import type { TestApp } from '../../support/test-app';

/**
 * Finding 4 of the security review: registering someone@example.com showed the invitations sent to
 * that address (codes, private messages) and opened their private events, and the first to register
 * an ADMIN_EMAILS address became a site admin. An address counts only once its mail was received.
 */
const defaults = loadConfig({ NODE_ENV: 'test' });
let t: TestApp;
let host: SignedInUser;
let communityId: number;

beforeAll(async () => {
  t = await createTestApp({ rateLimits: { ...relaxedRateLimits(defaults.rateLimits), verificationMailsPerMember: defaults.rateLimits.verificationMailsPerMember } });
  host = await signUp(t);
  communityId = (await createCommunity(t, host, { name: 'Quiet club' })).id;
});
afterAll(async () => {
  await t.close();
});

async function tokenMailedTo(email: string): Promise<string> {
  await t.drainMail();
  const mail = await t.mailer.waitForMailTo(email, 2000, CONFIRM_SUBJECT);
  expect(mail.text).toContain(mail.links?.[0]);
  expect(mail.links?.[0]).toMatch(/^http:\/\/gather\.test\/verify-email\?token=/);
  return new URL(mail.links?.[0] ?? '').searchParams.get('token') ?? '';
}

describe('an invitation addressed to an e-mail', () => {
  it('stays hidden from whoever registers the address, with its private event, until the mailed link is followed', async () => {
    const eventId = (await createEvent(t, host, { community_id: communityId, title: 'Private dinner', start_datetime: '2031-01-01T19:00:00Z', is_private: true })).id;
    await invite(t, host, { event_id: eventId, invited_email: 'target@example.com', message: 'Door code 4711' });

    const squatter = await signUp(t, { email: 'target@example.com' });
    expect(squatter.user.email_verified).toBe(false);
    const listed = await t.request().get('/api/event-invites/my-invites').set(squatter.auth).expect(200);
    expect(JSON.stringify(listed.body)).not.toContain('4711');
    expect(listed.body).toEqual([]);
    await t.request().get(`/api/events/${eventId}`).set(squatter.auth).expect(404);
    expect(((await t.request().get('/api/events/invited').set(squatter.auth).expect(200)).body as unknown[]).length).toBe(0);

    // The owner of the mailbox follows the link: now the invitation is theirs.
    const token = await tokenMailedTo('target@example.com');
    const confirmed = await t.request().post('/api/auth/verify-email').send({ token }).expect(200);
    expect(confirmed.body).toEqual({ message: AUTH_MESSAGES.emailVerified });
    const mine = (await t.request().get('/api/event-invites/my-invites').set(squatter.auth).expect(200)).body as Invitation[];
    expect(mine.map((i) => i.message)).toEqual(['Door code 4711']);
    await t.request().post('/api/event-invites/join').set(squatter.auth).send({ invite_code: mine[0]?.invite_code }).expect(200);
    await t.request().get(`/api/events/${eventId}`).set(squatter.auth).expect(200);
    expect(((await t.request().get('/api/auth/me').set(squatter.auth).expect(200)).body as { email_verified: boolean }).email_verified).toBe(true);
  });
});

describe('the confirmation link', () => {
  it('works once', async () => {
    const member = await signUp(t);
    const token = await tokenMailedTo(member.email);
    await t.request().post('/api/auth/verify-email').send({ token }).expect(200);
    const again = await t.request().post('/api/auth/verify-email').send({ token }).expect(400);
    expect(again.body).toMatchObject({ detail: AUTH_MESSAGES.invalidVerificationToken, code: 'invalid_verification_token' });
  });

  it('expires after 24 hours', async () => {
    const member = await signUp(t);
    const token = await tokenMailedTo(member.email);
    t.advanceClock(24 * 60 * 60 * 1000 + 1000);
    await t.request().post('/api/auth/verify-email').send({ token }).expect(400);
    expect(((await t.request().get('/api/auth/me').set(member.auth).expect(200)).body as { email_verified: boolean }).email_verified).toBe(false);
  });

  it('keeps no usable token in the database or the sent mail queue', async () => {
    const member = await signUp(t);
    const token = await tokenMailedTo(member.email);
    const stored = JSON.stringify(await t.deps.db('email_verifications').select('*')) + JSON.stringify(await t.deps.db('mail_jobs').where({ recipient: member.email }).select('*'));
    expect(stored).not.toContain(token);
  });
});

describe('asking for a new link', () => {
  it('mails a new working link, three times an hour, and says so when the address is already confirmed', async () => {
    const member = await signUp(t);
    for (let i = 0; i < 3; i += 1) {
      const res = await t.request().post('/api/auth/verify-email/resend').set(member.auth).expect(200);
      expect(res.body).toEqual({ message: AUTH_MESSAGES.verificationSent });
    }
    const limited = await t.request().post('/api/auth/verify-email/resend').set(member.auth).expect(429);
    expect(limited.body).toMatchObject({ code: 'rate_limited' });
    await confirmEmail(t, member);

    const other = await signUp(t);
    await confirmEmail(t, other);
    const done = await t.request().post('/api/auth/verify-email/resend').set(other.auth).expect(409);
    expect(done.body).toMatchObject({ detail: AUTH_MESSAGES.alreadyVerified, code: 'already_verified' });
    await t.request().post('/api/auth/verify-email/resend').expect(401);
  });
});
