import type { Server } from 'node:http';
import { createApp } from './app';
import { systemClock } from './clock';
import { loadConfig } from './config';
import type { AppConfig } from './config';
import { createDb, migrateToLatest } from './db';
import type { Db } from './db';
import { createMailer } from './integrations/mail';
import type { PushSender, VapidKeys } from './integrations/push';
import { ensureVapidKeys } from './features/push/vapid';
import { startPushThread } from './jobs/push-thread-client';
import { startPushWorker } from './jobs/push-worker';
import type { PushWorker } from './jobs/push-worker';
import { purgeFinishedBefore } from './jobs/mail-repo';
import { startMailWorker } from './jobs/mail-worker';
import { IDEMPOTENCY_WINDOW_MS } from './http/idempotency';
import { purgeKeysBefore } from './http/idempotency-repo';
import { installProcessGuards } from './process-guards';
import { limitStores } from './http/limit-store';
import { createRedis } from './integrations/redis';

/** How long the mail_jobs table remembers a mail that was sent or given up. */
const MAIL_KEPT_MS = 7 * 24 * 60 * 60 * 1000;

export interface RunningServer {
  server: Server;
  db: Db;
  url: string;
  close(): Promise<void>;
}

/** Opens the database, migrates it, and serves the app. Used by `npm start` and by the e2e tests. */
export interface StartOptions {
  /** Send pushes in this thread through this sender; by default a worker thread sends through web-push. */
  pushSender?: PushSender;
  /** Run background workers (default true); false leaves queued work in the database. */
  workers?: boolean;
}

/** The push worker: on its own thread, or in this one with a given sender (tests). */
function startPush(config: AppConfig, db: Db, vapid: VapidKeys, sender: PushSender | undefined): PushWorker {
  return sender ? startPushWorker({ db, sender, clock: systemClock }) : startPushThread({ database: config.database, vapid, maxPerSecond: config.pushMaxPerSecond });
}

export async function startServer(config: AppConfig, options: StartOptions = {}): Promise<RunningServer> {
  const db = createDb(config.database);
  await migrateToLatest(db);
  // Without SMTP, mail is written to files; their links (a reset link is a password) are printed only in development.
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, logLinks: config.env === 'development' });
  const vapid = await ensureVapidKeys(db, config.vapid);
  const pushWorker = options.workers === false ? null : startPush(config, db, vapid, options.pushSender);
  // Mail waits on the network, not the CPU: its worker runs on this thread, beside the requests.
  const mailWorker = options.workers === false ? null : startMailWorker({ db, mailer, clock: systemClock });
  const jobs = { kickPush: () => pushWorker?.kick(), kickMail: () => mailWorker?.kick() };
  const redis = config.redis ? createRedis(config.redis.url) : null;
  const app = createApp({ config, db, mailer, clock: systemClock, vapid, jobs, limitStores: limitStores(redis, config.redis?.keyPrefix ?? '') });
  const server = await new Promise<Server>((resolve, reject) => {
    const s = app.listen(config.port, config.host, () => resolve(s));
    s.once('error', reject);
  });
  // Idempotency keys are kept for a day, sent and given-up mail for a week: forget older ones every hour.
  const purge = setInterval(() => {
    purgeKeysBefore(db, new Date(Date.now() - IDEMPOTENCY_WINDOW_MS).toISOString()).catch((err: unknown) => {
      console.error('[idempotency] purge failed:', err);
    });
    purgeFinishedBefore(db, new Date(Date.now() - MAIL_KEPT_MS).toISOString()).catch((err: unknown) => {
      console.error('[mail] purge failed:', err);
    });
  }, 60 * 60 * 1000);
  purge.unref();
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  return {
    server,
    db,
    url: `http://localhost:${port}`,
    async close() {
      clearInterval(purge);
      await pushWorker?.stop();
      await mailWorker?.stop();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      redis?.disconnect();
      await db.destroy();
    },
  };
}

async function main(): Promise<void> {
  installProcessGuards();
  const config = loadConfig();
  const running = await startServer(config);
  const where = config.database.client === 'sqlite' ? `SQLite at ${config.database.filename}` : 'PostgreSQL';
  console.log(`Gather is listening on ${running.url} (database: ${where}; mail: ${config.smtpUrl ? 'SMTP' : `files under ${config.dataDir}/mail`})`);
  if (!config.smtpUrl && config.env === 'production') {
    console.warn('[mail] SMTP_URL is not set: mails (password resets, invitations) are only written to files, readable by this user, and reach nobody.');
  }
  const stop = (signal: string) => {
    console.log(`${signal} received, shutting down`);
    running.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
