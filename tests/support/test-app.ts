import http from 'node:http';
import type { Express } from 'express';
import supertest from 'supertest';
import { createApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import type { AppConfig, RateLimits } from '../../server/config';
import type { AppDeps } from '../../server/deps';
import type { Mailer } from '../../server/integrations/mail';
import type { LimitStoreFactory } from '../../server/http/limit-store';
import type { Agent } from 'node:https';
import { createPushSender } from '../../server/integrations/push';
import type { Outbound } from '../../server/integrations/outbound';
import { outboundFromConfig } from '../../server/integrations/outbound/from-config';
import { ensureVapidKeys } from '../../server/features/push/vapid';
import { startMailWorker } from '../../server/queue/mail-worker';
import { startAccountPurgeWorker } from '../../server/features/account/purge-worker';
import { cancelBillingFor } from '../../server/features/payments/account-closing';
import { startPushWorker } from '../../server/features/push/worker';
import { startCalendarSyncWorker } from '../../server/features/calendar/sync-worker';
import { createRatePacer } from '../../server/queue/rate-pacer';
import { ensureCalendarKeys } from '../../server/features/calendar/calendar-keys';
import { captureMailer } from './capture-mailer';
import type { CaptureMailer } from './capture-mailer';
import { createTestDatabase } from './test-db';
import type { TestDatabase } from './test-db';

export interface TestApp {
  /** The Express app (its routes can be listed). */
  app: Express;
  /** What the server runs: the Express app (server/app.ts createApp). */
  listener: http.RequestListener;
  deps: AppDeps;
  mailer: CaptureMailer;
  database: TestDatabase;
  /** Moves the app's clock forward, for expiry rules. */
  advanceClock(ms: number): void;
  request: () => ReturnType<typeof supertest>;
  /** Runs the push worker until nothing is due (only with a pushSender). */
  drainPush(): Promise<void>;
  /** Runs the mail worker until nothing is due (mail already leaves when an invitation kicks it). */
  drainMail(): Promise<void>;
  /** Runs every queued account purge (accounts deleted through POST /api/account/delete). */
  drainAccountPurge(): Promise<void>;
  /** Runs the calendar sync worker until nothing is due now. */
  drainCalendar(): Promise<void>;
  close(): Promise<void>;
}

/** Every limit a thousand times higher: for tests that are not about limits. */
export function relaxedRateLimits(limits: RateLimits): RateLimits {
  const relax = (rate: { limit: number; windowMs: number }) => ({ ...rate, limit: rate.limit * 1000 });
  return Object.fromEntries(
    Object.entries(limits).map(([name, value]) => [name, Array.isArray(value) ? value.map(relax) : relax(value as { limit: number; windowMs: number })]),
  ) as unknown as RateLimits;
}

/** createApp on a fresh database with an in-memory mailer and a movable clock. */
export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  options: {
    mailer?: Mailer;
    outbound?: Outbound;
    pushAgent?: Agent;
    mailLog?: (line: string) => void;
    limitStores?: LimitStoreFactory;
    /** Log lines of the calendar sync worker. */
    calendarLog?: (line: string) => void;
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const base = loadConfig({ NODE_ENV: 'test', DATA_DIR: database.dataDir, PUBLIC_URL: 'http://gather.test' });
  const config: AppConfig = {
    ...base,
    database: database.config,
    // Tests that are not about limits sign up and in far more than a person would.
    rateLimits: relaxedRateLimits(base.rateLimits),
    // The smallest argon2id cost (3 ms a hash against OWASP's 10-30 ms, 300 ms when the 2 cores are
    // busy): these tests check who gets in, not what a guess costs, and the suite signs up and in
    // thousands of times (the fuzz suite alone hashes on most of its 2,000 requests per auth route).
    // Every real server hashes at OWASP's cost: tests/server/password-cost.test.ts pins it.
    passwordCost: { memoryCost: 64, timeCost: 1 },
    ...overrides,
  };
  let offsetMs = 0;
  const mailer = captureMailer();
  const clock = () => new Date(Date.now() + offsetMs);
  const vapid = await ensureVapidKeys(database.db, config.vapid);
  // With a push agent the real sender and worker run (tests drive the worker with drainPush());
  // without one, notifications only queue.
  const pushWorker = options.pushAgent
    ? startPushWorker({ db: database.db, sender: createPushSender(vapid, options.pushAgent), clock, pollMs: 3_600_000, log: () => undefined })
    : null;
  // The mail worker runs as in production (kicked when mail is queued); tests move retries along
  // with advanceClock() and drainMail().
  const mailWorker = startMailWorker({ db: database.db, mailer: options.mailer ?? mailer, clock, pollMs: 3_600_000, log: options.mailLog ?? (() => undefined) });
  // Account purges run when kicked, as in production; tests wait for them with drainAccountPurge().
  const outbound = options.outbound ?? outboundFromConfig(config);
  const beforePurge = (userId: number) => cancelBillingFor({ config, db: database.db, outbound }, userId);
  const purgeWorker = startAccountPurgeWorker({ db: database.db, clock, pollMs: 3_600_000, log: () => undefined, beforePurge });
  const deps: AppDeps = {
    config,
    db: database.db,
    mailer: options.mailer ?? mailer,
    clock,
    outbound,
    vapid,
    jobs: { kickPush: () => undefined, kickMail: () => mailWorker.kick(), kickAccountPurge: () => purgeWorker.kick() },
    ...(options.limitStores ? { limitStores: options.limitStores } : {}),
  };
  // The calendar sync worker runs as in production, kicked after each change; tests drain it.
  let calendarKick = () => undefined as void;
  deps.calendar = { keys: await ensureCalendarKeys(database.db, config.tokenEncryptionKey), kick: () => calendarKick() };
  const calendarWorker = startCalendarSyncWorker({
    deps,
    pacer: createRatePacer(config.googleApiRate),
    pollMs: 3_600_000,
    log: options.calendarLog ?? (() => undefined),
  });
  calendarKick = () => calendarWorker.kick();
  const app = createApp(deps);
  const listener: http.RequestListener = app;
  // One server for the file's requests: supertest given the app itself starts and stops a server for
  // every request (a listen and a close each, about a tenth of a short request's time).
  const server = http.createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    app,
    listener,
    deps,
    mailer,
    database,
    advanceClock(ms) {
      offsetMs += ms;
    },
    request: () => supertest(server),
    drainPush: async () => {
      await pushWorker?.drain();
    },
    drainMail: () => mailWorker.drain(),
    drainAccountPurge: () => purgeWorker.drain(),
    drainCalendar: () => calendarWorker.drain(),
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await calendarWorker.stop();
      await pushWorker?.stop();
      await mailWorker.stop();
      await purgeWorker.stop();
      await database.drop();
    },
  };
}
