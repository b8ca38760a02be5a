/**
 * Reminders (issue 31): 10,000 members going to events that start in the same minute, their
 * day-before reminder due at once; how long until every reminder is queued (push jobs, and e-mail
 * for the half who chose it), on SQLite and on PostgreSQL (a schema of its own, dropped
 * afterwards). Two shapes: one event with 10,000 going, and 100 events with 100 going each. Each
 * shape is run --runs times (the sent records and queued jobs cleared between runs); the median
 * and the slowest are printed beside the budget (10 s). The reminder code is the server's own
 * (events/reminders/send-reminders.ts), called as its worker calls it.
 *
 * Usage: npm run bench:reminders                 (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test)
 *        npm run bench:reminders -- --runs=5 --databases=sqlite
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { migrateToLatest } from '../server/db';
import type { Db } from '../server/db';
import { sendDueReminders } from '../server/features/events/reminders/send-reminders';
import { arg } from './bench/args';
import { postgresBenchTarget, sqliteBenchTarget } from './bench/db-targets';
import type { BenchTarget } from './bench/db-targets';
import { median } from './bench/median';

const RUNS = Number(arg('runs', '3'));
const DATABASES = arg('databases', 'sqlite,postgres').split(',');
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const MEMBERS = 10_000;
const BUDGET_MS = 10_000;
const HOUR = 3_600_000;
const CHUNK = 200;

async function insertChunked(db: Db, table: string, rows: readonly Record<string, unknown>[]): Promise<void> {
  for (let at = 0; at < rows.length; at += CHUNK) {
    await db(table).insert(rows.slice(at, at + CHUNK));
  }
}

/** 10,000 members (half of them want reminders by e-mail, with a proven address) and a community. */
async function seedMembers(db: Db, nowIso: string): Promise<{ userIds: number[]; communityId: number }> {
  const users = Array.from({ length: MEMBERS }, (_, i) => ({
    uuid: randomUUID(),
    email: `member${i}@bench.test`,
    username: `member${i}`,
    created_at: nowIso,
    remind_by_email: i % 2 === 0,
    email_verified_at: nowIso,
  }));
  await insertChunked(db, 'users', users);
  const userIds = (await db('users').orderBy('id').select<{ id: number }[]>('id')).map((row) => row.id);
  const [community] = await db('communities').insert({ name: 'Bench', invite_code: randomBytes(6).toString('hex'), owner_id: userIds[0], created_at: nowIso }).returning<{ id: number }[]>('id');
  return { userIds, communityId: community!.id };
}

/** `events` events starting at `startIso`, the members shared out among them, all going. */
async function seedEvents(db: Db, seed: { userIds: number[]; communityId: number }, events: number, startIso: string, nowIso: string): Promise<void> {
  const rows = Array.from({ length: events }, (_, i) => ({
    community_id: seed.communityId,
    creator_id: seed.userIds[0],
    title: `Gig ${i}`,
    start_at: startIso,
    time_zone: 'Europe/London',
    location: 'Old Inn',
    created_at: nowIso,
    updated_at: nowIso,
  }));
  const ids = (await db('events').insert(rows).returning<{ id: number }[]>('id')).map((row) => row.id);
  const per = seed.userIds.length / events;
  await insertChunked(
    db,
    'event_rsvps',
    seed.userIds.map((userId, i) => ({ event_id: ids[Math.floor(i / per)], user_id: userId, status: 'going', created_at: nowIso, updated_at: nowIso })),
  );
}

async function clearEvents(db: Db): Promise<void> {
  await db('event_reminders_sent').delete();
  await db('push_jobs').delete();
  await db('mail_jobs').delete();
  await db('event_rsvps').delete();
  await db('events').delete();
}

async function measure(target: BenchTarget): Promise<void> {
  await migrateToLatest(target.db);
  const base = Date.now();
  const seed = await seedMembers(target.db, new Date(base).toISOString());
  const start = new Date(base + 48 * HOUR).toISOString();
  // The worker's clock: 10 s after the day-before reminder came due.
  const clock = () => new Date(Date.parse(start) - 24 * HOUR + 10_000);
  const deps = { db: target.db, clock, config: target.config, jobs: { kickPush: () => undefined, kickMail: () => undefined, kickAccountPurge: () => undefined } };
  console.log(`\n${target.label}`);
  for (const events of [1, 100]) {
    const times: number[] = [];
    let reminded = 0;
    for (let run = 0; run < RUNS; run += 1) {
      await clearEvents(target.db);
      await seedEvents(target.db, seed, events, start, new Date(base).toISOString());
      const began = performance.now();
      reminded = await sendDueReminders(deps);
      times.push(performance.now() - began);
    }
    const mails = Number((await target.db('mail_jobs').count<{ n: number | string }[]>({ n: '*' }))[0]?.n ?? 0);
    const slowest = Math.max(...times);
    console.log(
      `  ${events === 1 ? '1 event, 10,000 going' : '100 events, 100 going each'}: ${reminded.toLocaleString('en-US')} members reminded (${mails.toLocaleString('en-US')} e-mails), all queued in median ${median(times).toFixed(0)} ms, slowest ${slowest.toFixed(0)} ms of ${RUNS} runs (budget ${BUDGET_MS.toLocaleString('en-US')} ms: ${slowest < BUDGET_MS ? 'within' : 'OVER'})`,
    );
  }
}

async function main(): Promise<void> {
  for (const name of DATABASES) {
    const target = name === 'postgres' ? await postgresBenchTarget('reminders', PG_URL) : sqliteBenchTarget('reminders');
    try {
      await measure(target);
    } finally {
      await target.drop();
    }
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
