/**
 * Seats at scale (issue 31): one event with a capacity of 5,000, all taken, and 5,000 members on
 * its waitlist (bulk-inserted rows), among 100 other events of 100 answers each; on SQLite and on
 * PostgreSQL (a schema of its own, dropped afterwards). Timed through the real code path, each call
 * its own transaction as a request's is, sequential (latency, not throughput): median, p95, budget.
 * - a cancellation: a member going withdraws (withdrawAnswer), and the first waiting is seated,
 *   told by push and e-mail (rows queued) in the same transaction;
 * - going to the full event: a new answer joins the end of the waitlist (placeAnswer).
 * Beside them, the floor: a transaction that writes one row, whose commit waits for the disk as
 * every write's does. Then each read statement of one cancellation with its plan (EXPLAIN).
 *
 * Usage: npm run bench:capacity             (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test)
 *        npm run bench:capacity -- --runs=50 --databases=sqlite
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { systemClock } from '../server/clock';
import { dbClientName, migrateToLatest } from '../server/db';
import type { Db } from '../server/db';
import type { AppDeps } from '../server/deps';
import { placeAnswer, withdrawAnswer } from '../server/features/events/seats/seats';
import { ensureVapidKeys } from '../server/features/push/vapid';
import { createMailer } from '../server/integrations/mail';
import { outboundFromConfig } from '../server/integrations/outbound/from-config';
import { arg } from './bench/args';
import { postgresBenchTarget, sqliteBenchTarget } from './bench/db-targets';
import type { BenchTarget } from './bench/db-targets';
import { timeCalls, printTimings } from './bench/measure';
import type { Timing } from './bench/measure';
import { postgresPlanOf } from './bench/pg-plan';
import { captureQueries, fullScans, sqlitePlan } from './bench/query-plan';
import { insertInBatches, seedUsers } from './bench/seed';

const RUNS = Number(arg('runs', '30'));
const DATABASES = arg('databases', 'sqlite,postgres').split(',');
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SEATS = 5_000;
const WAITING = 5_000;
const OTHER_EVENTS = 100;
const OTHER_ANSWERS = 100;
const BUDGET_MS = 20;
/** timeCalls warms up with 5 calls before the timed ones. */
const CALLS = RUNS + 5;

interface Seed {
  eventId: number;
  /** Members going, in the order they are made to withdraw. */
  going: number[];
  /** Members with no answer yet, who answer going to the full event. */
  newcomers: number[];
}

/** The full event and its waitlist, and the other events' answers, as rows (no request made them). */
async function seed(db: Db): Promise<Seed> {
  const now = new Date().toISOString();
  const users = await seedUsers(db, SEATS + WAITING + CALLS, 'cap');
  // Proven addresses: each member seated is mailed, as in production.
  await db('users').update({ email_verified_at: now });
  const host = users[0]!;
  const [community] = await db('communities').insert({ name: 'Bench choir', invite_code: randomBytes(6).toString('hex'), owner_id: host, member_count: 1, created_at: now }).returning<{ id: number }[]>('id');
  const start = new Date(Date.now() + 30 * 86_400_000).toISOString();
  const eventRow = (title: string, capacity: number | null) => ({ community_id: community!.id, creator_id: host, title, start_at: start, time_zone: 'UTC', capacity, created_at: now, updated_at: now });
  const [event] = await db('events').insert(eventRow('Concert', SEATS)).returning<{ id: number }[]>('id');
  const others = await db('events')
    .insert(Array.from({ length: OTHER_EVENTS }, (_, i) => eventRow(`Rehearsal ${i}`, null)))
    .returning<{ id: number }[]>('id');
  const answer = (eventId: number, userId: number, status: string, seq: number | null) => ({ event_id: eventId, user_id: userId, status, guests: 0, waitlist_seq: seq, created_at: now, updated_at: now });
  const going = users.slice(0, SEATS);
  await insertInBatches(db, 'event_rsvps', [
    ...going.map((userId) => answer(event!.id, userId, 'going', null)),
    ...users.slice(SEATS, SEATS + WAITING).map((userId, i) => answer(event!.id, userId, 'waitlisted', i + 1)),
    ...others.flatMap((other, e) => users.slice(e * OTHER_ANSWERS, (e + 1) * OTHER_ANSWERS).map((userId) => answer(other.id, userId, 'going', null))),
  ]);
  if (dbClientName(db) === 'postgres') {
    // As autovacuum leaves a table after a bulk load: statistics, and pages marked all-visible (which
    // an index-only scan needs).
    await db.raw('vacuum analyze');
  }
  // The host stays: each cancellation is by a member going, from the last seated back.
  return { eventId: event!.id, going: going.slice(1).reverse(), newcomers: users.slice(SEATS + WAITING) };
}

function depsFor(target: BenchTarget, vapid: AppDeps['vapid']): AppDeps {
  const mailer = createMailer({ smtpUrl: null, from: target.config.mailFrom, dataDir: target.config.dataDir, log: () => undefined });
  const idle = () => undefined;
  return { config: target.config, db: target.db, mailer, clock: systemClock, outbound: outboundFromConfig(target.config), vapid, jobs: { kickPush: idle, kickMail: idle, kickAccountPurge: idle } };
}

async function printPlans(db: Db, work: () => Promise<unknown>): Promise<void> {
  const reads = (await captureQueries(db, work)).filter((query) => /^\s*select/i.test(query.sql));
  console.log('  plans of the reads of one cancellation:');
  for (const query of reads) {
    const sql = query.sql.length > 110 ? `${query.sql.slice(0, 107)}...` : query.sql;
    if (dbClientName(db) === 'sqlite') {
      const plan = await sqlitePlan(db, query);
      const scans = fullScans(plan);
      console.log(`    ${sql}\n      ${plan.join(' | ')}${scans.length > 0 ? `   <-- FULL SCAN ${scans.join(', ')}` : ''}`);
      continue;
    }
    const { custom } = await postgresPlanOf(db, query, 5);
    console.log(`    ${sql}\n      ${custom.executionMs.toFixed(2)} ms: ${custom.steps.join(' | ')}`);
  }
}

/** Times `call` as timeCalls does, with the CPU time (ms) this process spent per call: on a loaded machine the median grows with the queue for the cores, the CPU time does not. */
async function timed(label: string, call: () => Promise<unknown>): Promise<Timing> {
  const before = process.cpuUsage();
  const timing = await timeCalls(label, async () => void (await call()), RUNS);
  const used = process.cpuUsage(before);
  return { ...timing, label: `${label} (${((used.user + used.system) / 1000 / CALLS).toFixed(1)} ms CPU)` };
}

async function bench(target: BenchTarget): Promise<Timing[]> {
  console.log(`\n${target.label}: seeding ${SEATS.toLocaleString('en-US')} going, ${WAITING.toLocaleString('en-US')} waiting, ${OTHER_EVENTS} other events of ${OTHER_ANSWERS}...`);
  await migrateToLatest(target.db);
  const { eventId, going, newcomers } = await seed(target.db);
  const deps = depsFor(target, await ensureVapidKeys(target.db, target.config.vapid));
  const nowIso = () => new Date().toISOString();
  await target.db.schema.createTable('bench_commit_floor', (t) => t.integer('n'));
  let floorRuns = 0;
  const floor = await timed('floor: a transaction writing one row', () => target.db.transaction((trx) => trx('bench_commit_floor').insert({ n: (floorRuns += 1) })));
  let cancelled = 0;
  const cancellation = await timed('a cancellation seats the first waiting', () => target.db.transaction((trx) => withdrawAnswer(deps, trx, eventId, going[(cancelled += 1)]!, nowIso())));
  let joined = 0;
  const joining = await timed('going to the full event joins the waitlist', () => target.db.transaction((trx) => placeAnswer(deps, trx, eventId, newcomers[joined++]!, { status: 'going' }, nowIso())));
  // What the calls did: every cancellation seated one member waiting, and every new answer waits.
  const counts = await target.db('event_rsvps').where({ event_id: eventId }).select('status').count<{ status: string; n: number | string }[]>({ n: '*' }).groupBy('status');
  const count = (status: string) => Number(counts.find((row) => row.status === status)?.n ?? 0);
  const mailed = await target.db('mail_jobs').where({ kind: 'seat_opened' }).count<{ n: number | string }[]>({ n: '*' });
  console.log(`  after: ${count('going')} going, ${count('waitlisted')} waiting (${cancelled} seated, ${joined} joined), ${Number(mailed[0]?.n)} seat e-mails queued`);
  if (count('going') !== SEATS || count('waitlisted') !== WAITING - cancelled + joined) {
    throw new Error('The seats are not as the calls should have left them');
  }
  await printPlans(target.db, () => target.db.transaction((trx) => withdrawAnswer(deps, trx, eventId, going[(cancelled += 1)]!, nowIso())));
  return [floor, cancellation, joining];
}

const results: [string, Timing[]][] = [];
for (const name of DATABASES) {
  const target = name === 'postgres' ? await postgresBenchTarget('capacity', PG_URL) : sqliteBenchTarget('capacity');
  try {
    results.push([target.label, await bench(target)]);
  } finally {
    await target.drop();
  }
}
console.log(`\nSeats: an event of ${SEATS.toLocaleString('en-US')} going and ${WAITING.toLocaleString('en-US')} waiting, one transaction a call, ${RUNS} runs; load average ${os.loadavg()[0]?.toFixed(1)} on ${os.cpus().length} cores`);
for (const [label, timings] of results) {
  const [floor, ...measured] = timings;
  console.log(label);
  if (floor) {
    console.log(`  ${floor.label.padEnd(52)} median ${floor.median.toFixed(1).padStart(6)} ms   p95 ${floor.p95.toFixed(1).padStart(6)} ms   (the commit every write waits for)`);
  }
  printTimings(measured, BUDGET_MS);
}
