import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { limitStores } from '../../server/http/limit-store';
import { createRedis } from '../../server/integrations/redis';
import type { RedisClient } from '../../server/integrations/redis';
import { createTestApp } from '../support/test-app';
import type { TestApp } from '../support/test-app';

/**
 * Rate limits when several instances serve one community behind a proxy: with REDIS_URL they
 * share one count, and while Redis cannot be reached each instance still limits on its own and
 * keeps serving. The shared case needs a Redis (TEST_REDIS_URL, set by .ci/run when one answers).
 */
const defaults = loadConfig({ NODE_ENV: 'test' });
const apps: TestApp[] = [];
const clients: RedisClient[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((a) => a.close()));
  clients.splice(0).forEach((c) => c.disconnect());
});

async function instances(count: number, redisUrl: string, prefix: string, log: (line: string) => void = () => undefined): Promise<TestApp[]> {
  for (let i = 0; i < count; i += 1) {
    const client = createRedis(redisUrl, log);
    clients.push(client);
    apps.push(await createTestApp({ rateLimits: defaults.rateLimits, trustProxy: 1 }, { limitStores: limitStores(client, prefix, log) }));
  }
  return apps;
}

/** Wrong-password sign-ins from one address, spread round-robin over the instances. */
async function failedLogins(over: TestApp[], attempts: number, address: string): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < attempts; i += 1) {
    const app = over[i % over.length] as TestApp;
    const res = await app.request().post('/api/auth/login').set('X-Forwarded-For', address).send({ email: `guess${i}@example.com`, password: 'wrong' });
    statuses.push(res.status);
  }
  return statuses;
}

/** A local port nothing listens on: Redis "down". */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)('rate limits shared through Redis', () => {
  it('three instances enforce one limit: exactly 6 failed sign-ins a minute from an address pass in total, the rest are 429', async () => {
    const prefix = `gather-test:${randomUUID()}:`;
    const three = await instances(3, redisUrl as string, prefix);
    await Promise.all(clients.map((c) => new Promise<void>((resolve) => (c.status === 'ready' ? resolve() : c.once('ready', () => resolve())))));
    const statuses = await failedLogins(three, 18, '198.51.100.20');
    expect(statuses.filter((s) => s === 401)).toHaveLength(6);
    expect(statuses.filter((s) => s === 429)).toHaveLength(12);
    // Another address is not affected by the first one's count.
    expect(await failedLogins(three, 1, '198.51.100.21')).toEqual([401]);
  });
});

describe('rate limits while Redis cannot be reached', () => {
  it('each instance keeps serving and keeps its own limit (never fails open), and the log says why', async () => {
    const lines: string[] = [];
    const port = await closedPort();
    const three = await instances(3, `redis://127.0.0.1:${port}`, `gather-test:${randomUUID()}:`, (line) => lines.push(line));
    const started = Date.now();
    const statuses = await failedLogins(three, 21, '198.51.100.30');
    // Counted per instance: 6 per instance pass, then 429; nothing is a 5xx and nothing waits on Redis.
    expect(statuses.filter((s) => s === 401)).toHaveLength(18);
    expect(statuses.filter((s) => s === 429)).toHaveLength(3);
    expect(Date.now() - started).toBeLessThan(10_000);
    await (three[0] as TestApp).request().get('/api/health').expect(200);
    expect(lines.some((line) => line.includes('[redis]') && line.includes("each instance's memory"))).toBe(true);
  });
});
