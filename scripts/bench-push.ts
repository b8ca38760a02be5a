/**
 * Push fan-out (issue 8): one event change to 5,000 subscribed members, sent through web-push to a
 * local HTTPS push service that checks VAPID and decrypts every message. The server sends from its
 * push worker thread, as in production. Prints the time to deliver
 * all of them and the API's latency (GET /events/:id) at idle and during the fan-out.
 * The push service runs in a process of its own; on this 2-core machine it still competes for the
 * same cores, so the figures are conservative.  Usage: npm run bench:push
 */
import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { loadConfig } from '../server/config';
import { createDb, migrateToLatest } from '../server/db';
import { ensureVapidKeys } from '../server/features/push/vapid';
import { startPushThread } from '../server/features/push/worker-thread-client';
import { createApp } from '../server/app';
import { systemClock } from '../server/clock';
import { createMailer } from '../server/integrations/mail';
import { outboundFromConfig } from '../server/integrations/outbound/from-config';
import { fork } from 'node:child_process';
import { sessionFor } from './bench/seed';
import { timeCalls } from './bench/measure';
import type { AddressInfo } from 'node:net';

const MEMBERS = 5000;
const BUDGET_S = 30;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gather-bench-push-'));
const config = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production', PUSH_MAX_PER_SECOND: process.env.PUSH_MAX_PER_SECOND });
const db = createDb(config.database);
await migrateToLatest(db);
const vapid = await ensureVapidKeys(db, config.vapid);
await db.destroy();

interface PushServiceMessage {
  ready?: boolean;
  origin?: string;
  subscriptions?: { endpoint: string; p256dh: string; auth: string }[];
  received?: number;
  rejected?: number;
}
const child = fork(path.join(import.meta.dirname, 'bench', 'push-service-process.ts'), { execArgv: ['--import', 'tsx'] });
const ask = (message: object) =>
  new Promise<PushServiceMessage>((resolve) => {
    child.once('message', (reply: PushServiceMessage) => resolve(reply));
    child.send(message);
  });
await new Promise<void>((resolve) => child.once('message', () => resolve()));
const { subscriptions = [] } = await ask({ subscribe: MEMBERS });
const counts = () => ask({ count: true });
console.log(`Seeding ${MEMBERS} members going to one event, each with a browser subscription ...`);
{
  const sqlite = new Database(path.join(dataDir, 'gather.sqlite'));
  const now = new Date().toISOString();
  sqlite.transaction(() => {
    const addUser = sqlite.prepare('insert into users (uuid, email, username, created_at) values (?, ?, ?, ?)');
    for (let u = 1; u <= MEMBERS + 1; u += 1) {
      addUser.run(`uuid-${u}`, `u${u}@bench.example`, `u${u}`, now);
    }
    sqlite.prepare("insert into communities (name, invite_code, owner_id, member_count, created_at) values ('Crowd', 'CROWD00001', 1, ?, ?)").run(MEMBERS + 1, now);
    sqlite.prepare("insert into events (community_id, creator_id, title, start_at, time_zone, is_private, created_at, updated_at) values (1, 1, 'Festival', '2031-07-01T18:00:00.000Z', 'Europe/London', 0, ?, ?)").run(now, now);
    const addMember = sqlite.prepare('insert into community_members (community_id, user_id, is_admin, joined_at) values (1, ?, 0, ?)');
    const addRsvp = sqlite.prepare("insert into event_rsvps (event_id, user_id, status, created_at, updated_at) values (1, ?, 'going', ?, ?)");
    const addSub = sqlite.prepare('insert into push_subscriptions (user_id, endpoint, p256dh, auth, created_at) values (?, ?, ?, ?, ?)');
    for (let u = 1; u <= MEMBERS + 1; u += 1) {
      addMember.run(u, now);
      if (u > 1) {
        addRsvp.run(u, now, now);
        const sub = subscriptions[u - 2];
        addSub.run(u, sub?.endpoint, sub?.p256dh, sub?.auth, now);
      }
    }
  })();
  sqlite.close();
}

const appDb = createDb(config.database);
// The local push service is allowed like an intranet host would be (OUTBOUND_ALLOWED_HOSTS), and its certificate trusted.
const pushServiceHost = new URL(subscriptions[0]?.endpoint ?? 'https://127.0.0.1').host;
const worker = startPushThread({
  database: config.database,
  vapid,
  concurrency: Number(process.env.PUSH_CONCURRENCY ?? 16),
  maxPerSecond: config.pushMaxPerSecond,
  outboundAllowedHosts: [pushServiceHost],
  publicUrl: config.publicUrl,
  testCaPem: fs.readFileSync(path.join('tests', 'support', 'certs', 'push-service.crt'), 'utf8'),
});
const mailer = createMailer({ smtpUrl: null, from: config.mailFrom, dataDir, log: () => undefined });
const listener = createApp({ config, db: appDb, mailer, clock: systemClock, outbound: outboundFromConfig(config), vapid, jobs: { kickPush: () => worker.kick(), kickMail: () => undefined, kickAccountPurge: () => undefined } });
const server = http.createServer(listener).listen(0, '127.0.0.1');
await new Promise((resolve) => server.once('listening', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
const hostToken = await sessionFor(appDb, 1);
const memberToken = await sessionFor(appDb, 2);

const readEvent = async () => {
  const res = await fetch(`${base}/events/1`, { headers: { Authorization: `Bearer ${memberToken}` } });
  await res.arrayBuffer();
};
const idle = await timeCalls('GET /events/:id at idle', readEvent, 100);

const started = performance.now();
const update = await fetch(`${base}/events/1`, {
  method: 'PUT',
  headers: { Authorization: `Bearer ${hostToken}`, 'Content-Type': 'application/json' },
  body: JSON.stringify({ start_datetime: '2031-07-01T19:00:00.000Z' }),
});
const updateMs = performance.now() - started;
if (!update.ok) {
  throw new Error(`update answered ${update.status}`);
}

const busyTimes: number[] = [];
let delivered = 0;
let rejected = 0;
while (delivered < MEMBERS && performance.now() - started < 120_000) {
  const t0 = performance.now();
  await readEvent();
  busyTimes.push(performance.now() - t0);
  await new Promise((resolve) => setTimeout(resolve, 20));
  ({ received: delivered = 0, rejected = 0 } = await counts());
}
const fanOutS = (performance.now() - started) / 1000;
busyTimes.sort((a, b) => a - b);
const busyMedian = busyTimes[Math.floor(busyTimes.length / 2)] ?? NaN;

console.log(`\nThe PUT that queued the change answered in ${updateMs.toFixed(0)} ms`);
console.log(`Delivered ${delivered} of ${MEMBERS} notifications in ${fanOutS.toFixed(1)} s (${(delivered / fanOutS).toFixed(0)}/s); rejected by the push service: ${rejected}`);
console.log(`Budget ${BUDGET_S} s: ${delivered === MEMBERS && fanOutS <= BUDGET_S ? 'PASS' : 'OVER'}`);
console.log(`API latency GET /events/:id: idle median ${idle.median.toFixed(1)} ms, during fan-out median ${busyMedian.toFixed(1)} ms over ${busyTimes.length} requests (${(busyMedian / idle.median).toFixed(2)}x; budget 2x: ${busyMedian <= 2 * idle.median ? 'PASS' : 'OVER'})`);

await worker.stop();
server.close();
await appDb.destroy();
child.send({ close: true });
fs.rmSync(dataDir, { recursive: true, force: true });
