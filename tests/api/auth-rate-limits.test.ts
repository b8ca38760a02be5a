import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../server/contracts/auth';
import { signUp } from '../support/factories';
import { createTestApp } from '../support/test-app';
import type { TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ authRateLimit: { max: 4, windowMs: 60_000 } });
});
afterAll(async () => {
  await t.close();
});

describe('rate limits on the account routes', () => {
  it('limits failed logins with a clear 429, while successful logins do not count', async () => {
    const { email, password } = await signUp(t);
    for (let i = 0; i < 6; i += 1) {
      await t.request().post('/api/auth/login').send({ email, password }).expect(200);
    }
    for (let i = 0; i < 4; i += 1) {
      await t.request().post('/api/auth/login').send({ email, password: 'wrong' }).expect(401);
    }
    const limited = await t.request().post('/api/auth/login').send({ email, password: 'wrong' }).expect(429);
    expect(limited.body).toEqual({ detail: AUTH_MESSAGES.tooManyAttempts, code: 'rate_limited' });
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('limits registrations', async () => {
    // signUp above registered once; three more fill the window of four.
    for (let i = 0; i < 3; i += 1) {
      await t.request().post('/api/auth/register').send({ email: `burst${i}@example.com`, password: 'long-enough' }).expect(201);
    }
    const limited = await t.request().post('/api/auth/register').send({ email: 'burst9@example.com', password: 'long-enough' }).expect(429);
    expect(limited.body).toMatchObject({ detail: AUTH_MESSAGES.tooManyAttempts });
  });

  it('limits forgot-password requests more tightly', async () => {
    for (let i = 0; i < 2; i += 1) {
      await t.request().post('/api/auth/forgot-password').send({ email: 'x@example.com' }).expect(200);
    }
    await t.request().post('/api/auth/forgot-password').send({ email: 'x@example.com' }).expect(429);
  });
});
