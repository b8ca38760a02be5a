import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { createApp } from './app';
import { systemClock } from './clock';
import type { AppConfig } from './config';
import { createDb, migrateToLatest } from './db';
import type { Db } from './db';
import { createMailer } from './integrations/mail';
import type { PushSender, VapidKeys } from './integrations/push';
import { ensureVapidKeys } from './features/push/vapid';
import { outboundFromConfig } from './integrations/outbound/from-config';
import { startPushThread } from './features/push/worker-thread-client';
import { startPushWorker } from './features/push/worker';
import type { PushWorker } from './features/push/worker';
import { purgeFinishedBefore } from './queue/mail-repo';
import { startMailWorker } from './queue/mail-worker';
import { startAccountPurgeWorker } from './features/account/purge-worker';
import { startSeriesWorker } from './features/events/series/series-worker';
import { startReminderWorker } from './features/events/reminders/reminder-worker';
import { startCalendarSyncWorker } from './features/calendar/sync-worker';
import { createRatePacer } from './queue/rate-pacer';
import { startInstanceHeartbeat } from './queue/instance-heartbeat';
import type { InstanceHeartbeat } from './queue/instance-heartbeat';
import type { JobLoop } from './queue/job-loop';
import { ensureCalendarKeys } from './features/calendar/calendar-keys';
import { purgeTombstonesBefore, TOMBSTONE_KEPT_MS } from './features/calendar/tombstone-repo';
import { purgeFlowsBefore } from './features/auth/oauth-flow-repo';
import type { AppDeps } from './deps';
import { IDEMPOTENCY_WINDOW_MS } from './http/idempotency';
import { purgeKeysBefore } from './http/idempotency-repo';
import { purgeEventsBefore } from './features/payments/repo';
import { cancelBillingFor } from './features/payments/account-closing';
import { limitStores } from './http/limit-store';
import { createRedis } from './integrations/redis';
import { createLifecycle } from './lifecycle';
import { createReadPool } from './features/parse/read-pool';
import { createLogger, lineLog } from './logger';
import { jobOutcomeLog } from './queue/job-outcome';
import type { Logger } from 'pino';

/** How long a stopping server waits for in-flight requests and jobs before it closes what is left. */
export const SHUTDOWN_GRACE_MS = 10_000;

/** How long the mail_jobs table remembers a mail that was sent or given up. */
const MAIL_KEPT_MS = 7 * 24 * 60 * 60 * 1000;
/** How long a processed Stripe event id is remembered: Stripe retries a delivery for up to 3 days. */
const STRIPE_EVENTS_KEPT_MS = 30 * 24 * 60 * 60 * 1000;
/** How long an idle kept-alive connection stays open: longer than the 60 s balancers keep theirs. */
const KEEP_ALIVE_MS = 65_000;
/** While draining, how often connections that went idle are closed. */
const DRAIN_IDLE_CHECK_MS = 100;
/**
 * Readings of the event assistant still running this long before the grace period ends are ended
 * (they answer busy), so their requests get that answer instead of a closed connection.
 */
const READINGS_ANSWERED_BEFORE_END_MS = 1_000;

export interface RunningServer {
  server: Server;
  db: Db;
  url: string;
  close(): Promise<void>;
}

/** How startServer runs: test and benchmark hooks; `npm start` passes none. */
export interface StartOptions {
  /** Send pushes in this thread through this sender; by default a worker thread sends through web-push. */
  pushSender?: PushSender;
  /** Run background workers (default true); false leaves queued work in the database. */
  workers?: boolean;
  /** Where the server logs (default: JSON lines on stdout at LOG_LEVEL); tests capture it. */
  logger?: Logger;
  /** Job leases and polling in ms, shorter than production's for tests that kill instances. */
  jobTiming?: { leaseMs: number; pollMs: number };
  /** How often this instance beats and how long a silent one is taken for stopped (queue/instance-heartbeat.ts). */
  heartbeat?: { beatMs: number; staleMs: number };
}

/** The push worker: on its own thread, or in this one with a given sender (tests). */
function startPush(config: AppConfig, db: Db, vapid: VapidKeys, options: StartOptions, logger: Logger, claimant: string): PushWorker {
  const sender = options.pushSender;
  return sender
    ? startPushWorker({ db, sender, clock: systemClock, log: lineLog(logger), logJob: jobOutcomeLog(logger), claimant, ...options.jobTiming })
    : startPushThread({
        database: config.database,
        vapid,
        maxPerSecond: config.pushMaxPerSecond,
        logLevel: config.logLevel,
        outboundAllowedHosts: config.outboundAllowedHosts,
        publicUrl: config.publicUrl,
        claimant,
      });
}

/**
 * This instance's heartbeat, before any worker claims: its claims name it, and when another
 * instance stops beating this one frees what it held and wakes the workers to take it.
 */
async function startHeartbeat(db: Db, options: StartOptions, logger: Logger, workers: readonly JobLoop[]): Promise<InstanceHeartbeat | null> {
  if (options.workers === false) {
    return null;
  }
  return startInstanceHeartbeat({
    db,
    clock: systemClock,
    log: lineLog(logger, 'warn'),
    onFreed: () => workers.forEach((worker) => worker.kick()),
    ...options.heartbeat,
  });
}

/** Resolves with true when `work` settles within `ms`, false when the time ran out first. */
async function within(ms: number, work: Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([work.then(() => true), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Opens the database, migrates it, and serves the app. Started by server/serve.ts (`npm start`), the e2e tests and the benchmarks. */
export async function startServer(config: AppConfig, options: StartOptions = {}): Promise<RunningServer> {
  const logger = options.logger ?? createLogger(config.logLevel);
  const lifecycle = createLifecycle();
  const db = createDb(config.database);
  await migrateToLatest(db);
  // Without SMTP, mail is written to files; their links (a reset link is a password) are printed only in development.
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, logLinks: config.env === 'development', log: lineLog(logger, 'info') });
  const vapid = await ensureVapidKeys(db, config.vapid);
  const workers: JobLoop[] = [];
  const heartbeat = await startHeartbeat(db, options, logger, workers);
  const claimant = heartbeat?.id ?? '';
  const pushWorker = heartbeat ? startPush(config, db, vapid, options, logger, claimant) : null;
  // Mail waits on the network, not the CPU: its worker runs on this thread, beside the requests.
  const mailWorker = heartbeat ? startMailWorker({ db, mailer, clock: systemClock, log: lineLog(logger), logJob: jobOutcomeLog(logger), claimant, ...options.jobTiming }) : null;
  const outbound = outboundFromConfig(config);
  // A deleted account's subscription is cancelled at Stripe before its data goes (retried until Stripe answers).
  const beforePurge = (userId: number) => cancelBillingFor({ config, db, outbound, logger }, userId);
  const purgeWorker = heartbeat ? startAccountPurgeWorker({ db, clock: systemClock, log: lineLog(logger), logJob: jobOutcomeLog(logger), beforePurge, claimant, ...options.jobTiming }) : null;
  // Recurring events' dates are made about 26 weeks ahead; this keeps them so as time passes.
  const seriesWorker = heartbeat ? startSeriesWorker({ db, clock: systemClock, log: lineLog(logger) }) : null;
  const jobs = { kickPush: () => pushWorker?.kick(), kickMail: () => mailWorker?.kick(), kickAccountPurge: () => purgeWorker?.kick() };
  const redis = config.redis ? createRedis(config.redis.url, lineLog(logger)) : null;
  const stores = limitStores(redis, config.redis?.keyPrefix ?? '', lineLog(logger));
  const calendarKeys = await ensureCalendarKeys(db, config.tokenEncryptionKey);
  let calendarWorker: ReturnType<typeof startCalendarSyncWorker> | null = null;
  // The event assistant reads on threads of its own, each reading within a time budget.
  const readPool = createReadPool({ log: (line, err) => logger.error({ err }, line) });
  const deps: AppDeps = {
    config,
    db,
    mailer,
    clock: systemClock,
    outbound,
    vapid,
    jobs,
    limitStores: stores,
    lifecycle,
    logger,
    calendar: { keys: calendarKeys, kick: () => calendarWorker?.kick() },
    readPool,
  };
  // Reminders before events: found by start every 20 s, sent to who is going then.
  const reminderWorker = heartbeat ? startReminderWorker(deps, { log: lineLog(logger) }) : null;
  // Calendar sync waits on Google, not the CPU: like mail, it runs on this thread, paced.
  if (heartbeat) {
    const pacer = createRatePacer(config.googleApiRate);
    calendarWorker = startCalendarSyncWorker({
      deps,
      pacer,
      log: lineLog(logger),
      logJob: jobOutcomeLog(logger),
      claimant,
      ...(options.jobTiming ? { leaseMs: options.jobTiming.leaseMs, pollMs: options.jobTiming.pollMs } : {}),
    });
  }
  workers.push(...[pushWorker, mailWorker, purgeWorker, seriesWorker, reminderWorker, calendarWorker].filter((worker): worker is JobLoop => worker !== null));
  const app = createApp(deps);
  const server = await new Promise<Server>((resolve, reject) => {
    const s = createServer(app).listen(config.port, config.host, () => resolve(s));
    s.once('error', reject);
  });
  // A kept-alive connection stays open longer than a balancer or client keeps one idle (often 60 s):
  // with Node's 5 s, the server closed it just as a client sent its next request on it, which then
  // failed (ECONNRESET). Headers get longer still, as Node asks. Shutdown closes idle ones at once.
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  // Idempotency keys are kept for a day, sent and given-up mail for a week, Stripe event ids for 30
  // days: forget older ones every hour.
  const purge = setInterval(() => {
    purgeKeysBefore(db, new Date(Date.now() - IDEMPOTENCY_WINDOW_MS).toISOString()).catch((err: unknown) => {
      logger.error({ err }, '[idempotency] purge failed');
    });
    purgeFinishedBefore(db, new Date(Date.now() - MAIL_KEPT_MS).toISOString()).catch((err: unknown) => {
      logger.error({ err }, '[mail] purge failed');
    });
    purgeEventsBefore(db, new Date(Date.now() - STRIPE_EVENTS_KEPT_MS).toISOString()).catch((err: unknown) => {
      logger.error({ err }, '[payments] purge of processed events failed');
    });
    // Feeds say CANCELLED for 30 days; unfinished sign-ins and connections are forgotten once expired.
    Promise.all([purgeTombstonesBefore(db, new Date(Date.now() - TOMBSTONE_KEPT_MS).toISOString()), purgeFlowsBefore(db, new Date().toISOString())]).catch((err: unknown) => {
      logger.error({ err }, '[calendar] purge failed');
    });
  }, 60 * 60 * 1000);
  purge.unref();
  readPool.warm();
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  return {
    server,
    db,
    url: `http://localhost:${port}`,
    /**
     * Shuts down gracefully: readiness fails at once and no new job is taken; the port stays open for
     * `shutdownUnreadyMs` (the balancer sees the 503 and stops sending; what still comes is served,
     * each answer closing its connection), then takes no new connection. Requests and jobs in flight
     * get until SHUTDOWN_GRACE_MS after the signal to finish, claimed jobs not started are handed
     * back for another instance; whatever still runs then is cut off (its leases expire).
     */
    async close() {
      const started = Date.now();
      lifecycle.startDraining();
      clearInterval(purge);
      const workersDone = Promise.all([pushWorker?.stop(), mailWorker?.stop(), purgeWorker?.stop(), seriesWorker?.stop(), calendarWorker?.stop()]);
      if (config.shutdownUnreadyMs > 0) {
        await new Promise((resolve) => setTimeout(resolve, config.shutdownUnreadyMs));
      }
      // Answers begun before draining keep their connection alive (those since say close): each is
      // closed as soon as its answer is sent, not after the keep-alive time, or close() would wait on it.
      const closeIdle = setInterval(() => server.closeIdleConnections(), DRAIN_IDLE_CHECK_MS).unref();
      const requestsDone = new Promise<void>((resolve) =>
        server.close(() => {
          clearInterval(closeIdle);
          resolve();
        }),
      );
      server.closeIdleConnections();
      const allDone = Promise.all([requestsDone, workersDone]);
      const left = () => Math.max(0, started + SHUTDOWN_GRACE_MS - Date.now());
      let done = await within(Math.max(0, left() - READINGS_ANSWERED_BEFORE_END_MS), allDone);
      if (!done) {
        // A reading can run for its budget after waiting for a thread, longer than the grace period
        // left: ended now, its request is answered (busy) while there is time to send the answer.
        await readPool.close();
        done = await within(left(), allDone);
      }
      if (!done) {
        logger.warn(`shutdown: work still running after ${SHUTDOWN_GRACE_MS / 1000} s was cut off`);
        server.closeAllConnections();
      }
      // What is still claimed was cut off: freed now for the other instances, as after a crash but at once.
      await heartbeat?.stop().catch((err: unknown) => logger.error({ err }, '[jobs] freeing this instance\'s claims failed'));
      // A reading still running now (within its budget) is ended with its thread.
      await readPool.close();
      redis?.disconnect();
      await db.destroy();
    },
  };
}
