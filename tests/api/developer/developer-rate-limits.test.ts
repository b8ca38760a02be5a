import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';
import type { Rate } from '../../../server/config';
import type { DeveloperDocs } from '@contracts/developer/schemas';
import { limitStores } from '../../../server/http/limit-store';
import { createRedis } from '../../../server/integrations/redis';
import type { RedisClient } from '../../../server/integrations/redis';
import { newApiToken } from '../../../server/features/developer/token-format';
import { issueApiToken, storeApiToken } from '../../support/api-tokens';
import { signUp } from '../../support/factories';
import { createTestApp, relaxedRateLimits } from '../../support/test-app';
import type { TestApp } from '../../support/test-app';

/** The per-token limit, with a small rate so a test can reach it; every other limit relaxed as usual. */
const defaults = loadConfig({ NODE_ENV: 'test' });
const apps: TestApp[] = [];
const clients: RedisClient[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((a) => a.close()));
  clients.splice(0).forEach((c) => c.disconnect());
});

async function appWith(rate: Rate, limitStoresOption?: ReturnType<typeof limitStores>): Promise<TestApp> {
  const t = await createTestApp(
    { rateLimits: { ...relaxedRateLimits(defaults.rateLimits), apiTokenRequests: rate } },
    limitStoresOption ? { limitStores: limitStoresOption } : {},
  );
  apps.push(t);
  return t;
}

const FIVE_A_MINUTE: Rate = { limit: 5, windowMs: 60_000 };
const policy = (res: { headers: Record<string, string | undefined> }) => res.headers['ratelimit-policy'] ?? '';
const remaining = (res: { headers: Record<string, string | undefined> }) => Number(/r=(\d+)/.exec(res.headers.ratelimit ?? '')?.[1]);

describe('the per-token rate limit', () => {
  it('states itself on every answer to a token (200, 403, 404), then answers 429 with Retry-After and the API\'s error shape', async () => {
    const t = await appWith(FIVE_A_MINUTE);
    const member = await signUp(t);
    const readOnly = await issueApiToken(t, member.user.id, 'read_only');
    const answers = [
      await t.request().get('/api/events/attending').set(readOnly),
      await t.request().post('/api/communities/').set(readOnly).send({ name: 'No' }),
      await t.request().get('/api/events/999999').set(readOnly),
      await t.request().get('/api/developer/tokens').set(readOnly),
      await t.request().get('/api/auth/me').set(readOnly),
    ];
    expect(answers.map((res) => res.status)).toEqual([200, 403, 404, 403, 200]);
    answers.forEach((res, i) => {
      expect(policy(res)).toMatch(/^"api-token"; q=5; w=60; pk=:[A-Za-z0-9+/=]+:$/);
      expect(res.headers.ratelimit).toMatch(/^"api-token"; r=\d+; t=\d+$/);
      expect(remaining(res)).toBe(4 - i);
    });
    const limited = await t.request().get('/api/events/attending').set(readOnly).expect(429);
    expect(limited.body).toEqual({ detail: 'Too many requests with this API token (5 a minute). Please wait 1 minute and try again.', code: 'rate_limited' });
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(remaining(limited)).toBe(0);
  });

  it('counts each token on its own; sessions and public calls carry no token limit', async () => {
    const t = await appWith(FIVE_A_MINUTE);
    const member = await signUp(t);
    const busy = await issueApiToken(t, member.user.id);
    const other = await issueApiToken(t, member.user.id);
    for (let i = 0; i < 5; i += 1) {
      await t.request().get('/api/auth/me').set(busy).expect(200);
    }
    await t.request().get('/api/auth/me').set(busy).expect(429);
    expect(remaining(await t.request().get('/api/auth/me').set(other).expect(200))).toBe(4);
    const session = await t.request().get('/api/auth/me').set(member.auth).expect(200);
    expect(session.headers['ratelimit-policy']).toBeUndefined();
    expect((await t.request().get('/api/health').expect(200)).headers['ratelimit-policy']).toBeUndefined();
  });

  it('gives a Pro member\'s tokens ten times the limit', async () => {
    const t = await appWith(FIVE_A_MINUTE);
    const pro = await signUp(t);
    await t.deps.db('users').where({ id: pro.user.id }).update({ is_pro: true });
    const token = await issueApiToken(t, pro.user.id);
    const first = await t.request().get('/api/auth/me').set(token).expect(200);
    expect(policy(first)).toMatch(/^"api-token"; q=50; w=60;/);
    for (let i = 0; i < 49; i += 1) {
      await t.request().get('/api/auth/me').set(token).expect(200);
    }
    const limited = await t.request().get('/api/auth/me').set(token).expect(429);
    expect((limited.body as { detail: string }).detail).toContain('(50 a minute)');
  });

  it('counts a write with an Idempotency-Key once, although it is authenticated twice', async () => {
    const t = await appWith(FIVE_A_MINUTE);
    const member = await signUp(t);
    const token = await issueApiToken(t, member.user.id);
    const res = await t.request().post('/api/communities/').set(token).set('Idempotency-Key', randomUUID()).send({ name: 'Once' }).expect(201);
    expect(remaining(res)).toBe(4);
    expect(remaining(await t.request().get('/api/auth/me').set(token).expect(200))).toBe(3);
  });

  it('opens again when the window ends', async () => {
    const t = await appWith({ limit: 2, windowMs: 1000 });
    const member = await signUp(t);
    const token = await issueApiToken(t, member.user.id);
    await t.request().get('/api/auth/me').set(token).expect(200);
    await t.request().get('/api/auth/me').set(token).expect(200);
    await t.request().get('/api/auth/me').set(token).expect(429);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await t.request().get('/api/auth/me').set(token).expect(200);
  });

  it('is the figure the docs state, taken from the same setting', async () => {
    const t = await appWith({ limit: 120, windowMs: 60_000 });
    const docs = (await t.request().get('/api/developer/docs').expect(200)).body as DeveloperDocs;
    expect(docs.rate_limits.default).toBe('120 requests a minute per token');
    expect(docs.rate_limits.description).toContain('(Pro members\' tokens: 1,200)');
    const fallback = await appWith(defaults.rateLimits.apiTokenRequests);
    expect(((await fallback.request().get('/api/developer/docs').expect(200)).body as DeveloperDocs).rate_limits.default).toBe(
      '600 requests a minute per token',
    );
  });
});

describe('every answer to a gthr_ token: public routes and refused tokens too', () => {
  it('counts a token on public routes (health, OpenAPI, docs, an unknown path) and states it there', async () => {
    const t = await appWith(FIVE_A_MINUTE);
    const member = await signUp(t);
    const token = await issueApiToken(t, member.user.id, 'read_only');
    const answers = [
      await t.request().get('/api/health').set(token),
      await t.request().get('/api/openapi.json').set(token),
      await t.request().get('/api/developer/docs').set(token),
      await t.request().get('/api/no-such-route').set(token),
      await t.request().get('/api/events/attending').set(token),
    ];
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 404, 200]);
    answers.forEach((res, i) => {
      expect(policy(res)).toMatch(/^"api-token"; q=5; w=60; pk=:[A-Za-z0-9+/=]+:$/);
      expect(remaining(res)).toBe(4 - i);
    });
    const limited = await t.request().get('/api/health').set(token).expect(429);
    expect(limited.body).toMatchObject({ code: 'rate_limited' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('gives a Pro member\'s token its quota on a public route too', async () => {
    const t = await appWith(FIVE_A_MINUTE);
    const pro = await signUp(t);
    await t.deps.db('users').where({ id: pro.user.id }).update({ is_pro: true });
    const token = await issueApiToken(t, pro.user.id);
    expect(policy(await t.request().get('/api/health').set(token).expect(200))).toMatch(/^"api-token"; q=50; w=60;/);
  });

  it('states the limit on a refused token\'s 401s, counted by that token, then answers 429', async () => {
    const t = await appWith(FIVE_A_MINUTE);
    const member = await signUp(t);
    const expired = await issueApiToken(t, member.user.id, 'read_write', { expires_at: '2020-01-01T00:00:00.000Z' });
    for (let i = 0; i < 5; i += 1) {
      const res = await t.request().get('/api/auth/me').set(expired).expect(401);
      expect(res.body).toMatchObject({ code: 'api_token_expired' });
      expect(res.headers.ratelimit).toMatch(/"api-token"; r=\d+; t=\d+/);
      expect(remaining(res)).toBe(4 - i);
    }
    expect((await t.request().get('/api/auth/me').set(expired).expect(429)).body).toMatchObject({ code: 'rate_limited' });
    // The member's other token and their session are not held back by it.
    const working = await issueApiToken(t, member.user.id);
    await t.request().get('/api/auth/me').set(working).expect(200);
    await t.request().get('/api/auth/me').set(member.auth).expect(200);
  });

  it('limits a flood of made-up tokens per address, without holding back a working token from there', async () => {
    const t = await appWith(FIVE_A_MINUTE);
    const member = await signUp(t);
    const madeUp = () => ({ Authorization: `Bearer ${newApiToken().raw}` });
    await t.request().get('/api/auth/me').set({ Authorization: 'Bearer gthr_typo' }).expect(401);
    for (let i = 0; i < 4; i += 1) {
      const res = await t.request().get('/api/auth/me').set(madeUp()).expect(401);
      expect(res.body).toMatchObject({ code: 'invalid_api_token' });
    }
    const flood = await t.request().get('/api/auth/me').set(madeUp()).expect(429);
    expect(flood.body).toMatchObject({ code: 'rate_limited' });
    // A public route does not let the flood go on either.
    await t.request().get('/api/health').set(madeUp()).expect(429);
    const working = await issueApiToken(t, member.user.id);
    expect(remaining(await t.request().get('/api/auth/me').set(working).expect(200))).toBe(4);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)('the per-token limit shared through Redis', () => {
  it('two instances count one token together: exactly 5 pass, then 429', async () => {
    const prefix = `gather-test:${randomUUID()}:`;
    const pair: TestApp[] = [];
    const { raw } = newApiToken();
    for (let i = 0; i < 2; i += 1) {
      const client = createRedis(redisUrl as string, () => undefined);
      clients.push(client);
      const t = await appWith(FIVE_A_MINUTE, limitStores(client, prefix, () => undefined));
      // The same member and token on each instance's database (the same ids in fresh databases), as two instances of one database see them.
      const member = await signUp(t, { email: 'script-owner@example.com' });
      await storeApiToken(t, member.user.id, raw);
      pair.push(t);
    }
    await Promise.all(clients.map((c) => new Promise<void>((resolve) => (c.status === 'ready' ? resolve() : c.once('ready', () => resolve())))));
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      statuses.push((await (pair[i % 2] as TestApp).request().get('/api/auth/me').set('Authorization', `Bearer ${raw}`)).status);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
  });
});
