import type { Clock } from './clock';
import type { AppConfig } from './config';
import type { Db } from './db';
import type { LimitStoreFactory } from './http/limit-store';
import type { Lifecycle } from './lifecycle';
import type { Logger } from 'pino';
import type { Mailer } from './integrations/mail';
import type { Outbound } from './integrations/outbound';
import type { VapidKeys } from './integrations/push';

/** Everything a request handler may reach outside itself; tests build their own. */
export interface AppDeps {
  config: AppConfig;
  db: Db;
  mailer: Mailer;
  clock: Clock;
  /** Every request to another server goes through it (refuses non-public addresses; see integrations/outbound). */
  outbound: Outbound;
  /** The server's VAPID keys (push subscriptions are made against the public one). */
  vapid: VapidKeys;
  /** Where rate limits count: Redis shared by every instance when REDIS_URL is set; memory without. */
  limitStores?: LimitStoreFactory;
  /** Whether this instance is shutting down (readiness fails while it drains); running by default. */
  lifecycle?: Lifecycle;
  /** One JSON line per request (pino); tests leave it out and log nothing. */
  logger?: Logger;
  /** Wakes background workers after work was queued in the database. */
  jobs: { kickPush(): void; kickMail(): void; kickAccountPurge(): void };
  // A feature adds what only it uses by declaration merging, beside its definition, so this file
  // imports no feature: `calendar` (features/calendar/calendar-keys.ts), `readPool`
  // (features/parse/read-pool.ts).
}
