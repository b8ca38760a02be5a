import type { NextFunction, Request, Response } from 'express';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as LastSeen from '../../server/features/auth/last-seen';
import { idempotencyStep } from '../../server/http/idempotency';
import { declaredRoutes } from '@contracts/api/all-routes';
import type { NamedRoute } from '@contracts/api/route';
import { signUp } from '../support/factories';
import type { SignedInUser } from '../support/factories';
import { createTestApp } from '../support/test-app';
import type { TestApp } from '../support/test-app';

/**
 * Every promise in the request path has a handler: when one fails, the request is answered (or the
 * failure logged) instead of hanging with a rejection nobody handles, which process-guards only logs.
 */
const seen = vi.hoisted(() => ({ fail: false }));
vi.mock('../../server/features/auth/last-seen', async (importOriginal) => {
  const original = await importOriginal<typeof LastSeen>();
  return {
    ...original,
    recordSeen: (...args: Parameters<typeof original.recordSeen>) =>
      seen.fail ? Promise.reject(new Error('noting last-seen failed')) : original.recordSeen(...args),
  };
});

const escaped: unknown[] = [];
const onRejection = (reason: unknown) => escaped.push(reason);
let t: TestApp;
let member: SignedInUser;
beforeAll(async () => {
  process.on('unhandledRejection', onRejection);
  t = await createTestApp();
  member = await signUp(t);
});
afterAll(async () => {
  process.off('unhandledRejection', onRejection);
  await t.close();
});
afterEach(() => {
  seen.fail = false;
});

/** Lets any rejection left without a handler surface as the unhandledRejection event. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('a failure inside authentication', () => {
  it('answers the request with a 500 instead of leaving it hanging', async () => {
    seen.fail = true;
    const res = await t.request().get('/api/auth/me').set(member.auth).timeout(5_000);
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ detail: 'Something went wrong on our side. Please try again.', code: 'internal_error' });
    await settle();
    expect(escaped).toEqual([]);
    seen.fail = false;
    await t.request().get('/api/auth/me').set(member.auth).expect(200);
  });
});

describe('a failure after the idempotency key was claimed', () => {
  it('is logged, never left as an unhandled rejection', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // The pipeline runs the step after authentication, once the member is known.
    const middleware = idempotencyStep(t.deps)(declaredRoutes.find((route) => route.id === 'Comments.create') as NamedRoute);
    const req = {
      user: member.user as unknown as Request['user'],
      method: 'POST',
      originalUrl: '/api/comments/',
      rawBody: Buffer.from('{}'),
      get: (name: string) => (name.toLowerCase() === 'idempotency-key' ? 'throwing-next-1' : undefined),
    } as unknown as Request;
    const res = { end: () => res, statusCode: 200, locals: {} } as unknown as Response;
    let calls = 0;
    const next: NextFunction = () => {
      calls += 1;
      throw new Error('the next handler threw');
    };
    middleware(req, res, next);
    await vi.waitFor(() => expect(calls).toBe(1));
    await settle();
    expect(escaped).toEqual([]);
    expect(logged.mock.calls.some((args) => String(args[0]).includes('[idempotency]'))).toBe(true);
    logged.mockRestore();
  });
});
