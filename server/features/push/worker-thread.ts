/**
 * The push worker on a thread of its own: encrypting and signing thousands of messages is CPU
 * work, and here it never holds up the HTTP server's event loop. It opens its own database
 * connection and takes 'kick', 'drain' and 'stop' messages from the main thread.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { systemClock } from '../../clock';
import type { DatabaseConfig } from '../../config';
import { createDb } from '../../db';
import { outboundFromConfig } from '../../integrations/outbound/from-config';
import { createPushSender } from '../../integrations/push';
import type { VapidKeys } from '../../integrations/push';
import { startPushWorker } from './worker';
import { createLogger, lineLog } from '../../logger';
import { jobOutcomeLog } from '../../queue/job-outcome';

export interface PushThreadData {
  database: DatabaseConfig;
  vapid: VapidKeys;
  /** OUTBOUND_ALLOWED_HOSTS and PUBLIC_URL: the thread's pushes go through the outbound module like every request. */
  outboundAllowedHosts: readonly string[];
  publicUrl: string;
  /** Trust this certificate: only for a test's local push service (whose host the allowed hosts name). */
  testCaPem?: string;
  /** Deliveries in flight at once (default 16). */
  concurrency?: number;
  /** Most deliveries started per second (default 250). */
  maxPerSecond?: number;
  /** The server's LOG_LEVEL: the thread logs JSON lines like the main thread. */
  logLevel?: string;
  /** The process's instance id (queue/instance-heartbeat.ts): the main thread beats for both. */
  claimant?: string;
}

const data = workerData as PushThreadData;
const db = createDb(data.database);
const agent = outboundFromConfig({ outboundAllowedHosts: data.outboundAllowedHosts, publicUrl: data.publicUrl }).agents({
  keepAlive: true,
  maxSockets: 64,
  ...(data.testCaPem ? { ca: data.testCaPem } : {}),
}).https;
const logger = createLogger(data.logLevel ?? 'info');
const worker = startPushWorker({
  db,
  sender: createPushSender(data.vapid, agent),
  clock: systemClock,
  concurrency: data.concurrency ?? 16,
  maxPerSecond: data.maxPerSecond ?? 250,
  log: lineLog(logger),
  logJob: jobOutcomeLog(logger),
  claimant: data.claimant ?? null,
});

/** Drains the queue, then tells the parent (also when the pass failed: the failure is logged). */
async function drainAndReport(): Promise<void> {
  try {
    await worker.drain();
  } catch (err) {
    logger.error({ err }, '[push] draining the worker thread failed');
  }
  parentPort?.postMessage('drained');
}

/** Stops the worker and closes the database, then tells the parent, even when closing failed: it is shutting down either way. */
async function stopAndReport(): Promise<void> {
  try {
    await worker.stop();
    await db.destroy();
  } catch (err) {
    logger.error({ err }, '[push] closing the worker thread failed');
  }
  parentPort?.postMessage('stopped');
}

const reportFailure = (err: unknown) => logger.error({ err }, '[push] answering the parent failed');

parentPort?.on('message', (message: 'kick' | 'drain' | 'stop') => {
  if (message === 'kick') {
    worker.kick();
  } else if (message === 'drain') {
    drainAndReport().catch(reportFailure);
  } else {
    stopAndReport().catch(reportFailure);
  }
});
