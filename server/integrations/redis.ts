import { Redis } from 'ioredis';

export type RedisClient = Redis;

/**
 * The Redis client behind the shared rate limits (REDIS_URL). Commands fail at once while the
 * connection is down (no offline queue) and after 250 ms when Redis hangs, so a Redis outage never
 * holds up a request: callers fall back to their own memory. Reconnects by itself with backoff.
 */
export function createRedis(url: string, log: (line: string) => void = console.error): RedisClient {
  const client = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: 250,
    connectTimeout: 2000,
    retryStrategy: (times) => Math.min(times * 200, 5000),
    lazyConnect: false,
  });
  // Every rate limit's store listens for 'ready' to load its scripts again after an outage: a dozen
  // listeners is the design, not a leak (Node warns past 10).
  client.setMaxListeners(50);
  let reported = false;
  client.on('error', (err: Error) => {
    if (!reported) {
      reported = true;
      log(`[redis] ${err.message}: rate limits count in each instance's memory until Redis answers again`);
    }
  });
  client.on('ready', () => {
    if (reported) {
      log('[redis] connected again');
    }
    reported = false;
  });
  return client;
}
