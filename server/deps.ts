import type { Clock } from './clock';
import type { AppConfig } from './config';
import type { Db } from './db';
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
  /** Wakes background workers after work was queued in the database. */
  jobs: { kickPush(): void; kickMail(): void };
}
