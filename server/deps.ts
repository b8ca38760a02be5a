import type { Clock } from './clock';
import type { AppConfig } from './config';
import type { Db } from './db';
import type { LimitStoreFactory } from './http/limit-store';
import type { Mailer } from './integrations/mail';
import type { VapidKeys } from './integrations/push';

/** Everything a request handler may reach outside itself; tests build their own. */
export interface AppDeps {
  config: AppConfig;
  db: Db;
  mailer: Mailer;
  clock: Clock;
  /** The server's VAPID keys (push subscriptions are made against the public one). */
  vapid: VapidKeys;
  /** Where rate limits count: Redis shared by every instance when REDIS_URL is set; memory without. */
  limitStores?: LimitStoreFactory;
  /** Wakes background workers after work was queued in the database. */
  jobs: { kickPush(): void; kickMail(): void };
}
