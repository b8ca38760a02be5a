import { MemoryStore } from 'express-rate-limit';
import type { ClientRateLimitInfo, IncrementResponse, Options, Store } from 'express-rate-limit';
import { RedisStore } from 'rate-limit-redis';
import type { RedisReply } from 'rate-limit-redis';
import type { RedisClient } from '../integrations/redis';

/** Makes the store of one limit (express-rate-limit needs one store per limiter). */
export type LimitStoreFactory = (name: string) => Store | undefined;

/** How long a limit keeps counting in memory after Redis failed before it tries Redis again. */
const RETRY_REDIS_MS = 5000;

/**
 * A limit's counts in Redis, shared by every instance; while Redis cannot be reached, in this
 * instance's memory, so limits still hold (per instance) and a request never waits on or fails
 * for Redis. Never fails open: a sign-in limit stays a limit during an outage.
 */
class SharedOrLocalStore implements Store {
  private redis: RedisStore | null = null;
  private readonly memory = new MemoryStore();
  private options: Options | null = null;
  private retryAt = 0;
  readonly prefix: string;

  constructor(
    private readonly client: RedisClient,
    prefix: string,
    private readonly log: (line: string) => void,
  ) {
    this.prefix = prefix;
  }

  init(options: Options): void {
    this.options = options;
    this.memory.init(options);
    // Load the scripts whenever the connection becomes ready (at start and after an outage).
    this.client.on('ready', () => this.connectInBackground());
    if (this.client.status === 'ready') {
      this.connectInBackground();
    }
  }

  /** connect() for an event handler, which has nowhere to send a failure but the log. */
  private connectInBackground(): void {
    this.connect().catch((err: unknown) => this.log(`[limits] could not load the Redis scripts: ${err instanceof Error ? err.message : String(err)}`));
  }

  /** A fresh RedisStore (its scripts loaded), or null while Redis does not answer. */
  private async connect(): Promise<void> {
    if (!this.options) {
      return;
    }
    try {
      const store = new RedisStore({
        prefix: this.prefix,
        sendCommand: (...command: string[]) => this.client.call(command[0] ?? '', ...command.slice(1)) as Promise<RedisReply>,
      });
      await store.init(this.options);
      this.redis = store;
    } catch {
      this.redis = null;
      this.retryAt = Date.now() + RETRY_REDIS_MS;
    }
  }

  private async shared<T>(work: (store: RedisStore) => Promise<T>, local: () => Promise<T> | T): Promise<T> {
    if (!this.redis && this.client.status === 'ready' && Date.now() >= this.retryAt) {
      this.retryAt = Date.now() + RETRY_REDIS_MS;
      await this.connect();
    }
    if (this.redis) {
      try {
        return await work(this.redis);
      } catch (err) {
        this.redis = null;
        this.retryAt = Date.now() + RETRY_REDIS_MS;
        this.log(`[limits] Redis failed (${err instanceof Error ? err.message : String(err)}): counting in this instance's memory for now`);
      }
    }
    return local();
  }

  increment(key: string): Promise<IncrementResponse> {
    return this.shared(
      (store) => store.increment(key),
      () => this.memory.increment(key),
    );
  }

  decrement(key: string): Promise<void> {
    return this.shared(
      (store) => store.decrement(key),
      () => this.memory.decrement(key),
    );
  }

  resetKey(key: string): Promise<void> {
    return this.shared(
      (store) => store.resetKey(key),
      () => this.memory.resetKey(key),
    );
  }

  get(key: string): Promise<ClientRateLimitInfo | undefined> {
    return this.shared(
      (store) => store.get(key),
      () => this.memory.get(key),
    );
  }

  shutdown(): void {
    this.memory.shutdown();
  }
}

/**
 * Limit stores: shared through Redis when REDIS_URL is set (so N instances enforce one limit),
 * otherwise express-rate-limit's memory store (one process: SQLite's default).
 */
export function limitStores(client: RedisClient | null, keyPrefix: string, log: (line: string) => void = console.error): LimitStoreFactory {
  if (!client) {
    return () => undefined;
  }
  // The limit's keys already carry its name (see rate-limits.ts), so one prefix serves all.
  return () => new SharedOrLocalStore(client, `${keyPrefix}rl:`, log);
}
