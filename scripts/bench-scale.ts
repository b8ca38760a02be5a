/**
 * Scale-out budgets (issue 18), on the PostgreSQL and Redis of this machine:
 *   1. job claiming: 4 mail workers, each with its own connections, drain 5,000 jobs (>= 500 jobs/s, 0 duplicates);
 *   2. the events listing served by one instance, then by two (>= 1.5x, or the figures say where the ceiling is);
 *   3. what counting rate limits in Redis adds to a request's p95 (< 2 ms), against memory.
 * Usage: npm run bench:scale   (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test;
 * BENCH_REDIS_URL, default redis://127.0.0.1:6379). Uses a schema and a key prefix of its own, dropped after.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import knexFactory from 'knex';
import { loadConfig } from '../server/config';
import type { AppConfig } from '../server/config';
import { createDb, migrateToLatest } from '../server/db';
import { limitStores } from '../server/http/limit-store';
import { createRedis } from '../server/integrations/redis';
import type { Mailer } from '../server/integrations/mail';
import { startMailWorker } from '../server/queue/mail-worker';
import { loadTest, printLoad } from './bench/load';
import type { LoadResult } from './bench/load';
import { timeCalls } from './bench/measure';
import { insertInBatches, seedUsers, sessionFor } from './bench/seed';
import { serveForBench } from './bench/serve';

const pgUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const schema = `bench_scale_${randomBytes(4).toString('hex')}`;
const admin = knexFactory({ client: 'pg', connection: pgUrl });
await admin.raw('create schema ??', [schema]);
const database = { client: 'postgres' as const, connectionString: pgUrl, searchPath: schema };
const db = createDb(database);
await migrateToLatest(db);
const children: ChildProcess[] = [];

try {
  await claimBenchmark();
  await instancesBenchmark();
  await redisLimitBenchmark();
} finally {
  for (const child of children) {
    child.kill('SIGKILL');
  }
  await db.destroy();
  await admin.raw('drop schema ?? cascade', [schema]);
  await admin.destroy();
}

async function claimBenchmark(): Promise<void> {
  const JOBS = 5000;
  const nowIso = new Date().toISOString();
  const rows = Array.from({ length: JOBS }, (_, i) => ({
    kind: 'invitation',
    recipient: `guest${i}@bench.example`,
    subject: 'Invitation',
    text: 'Come along',
    attempts: 0,
    next_attempt_at: nowIso,
    created_at: nowIso,
    message_key: `bench-${i}`,
  }));
  await insertInBatches(db, 'mail_jobs', rows);
  const sends = new Map<string, number>();
  const mailer: Mailer = {
    mode: 'smtp',
    send: (mail) => {
      sends.set(mail.to, (sends.get(mail.to) ?? 0) + 1);
      return Promise.resolve();
    },
  };
  const dbs = [db, createDb(database), createDb(database), createDb(database)];
  const workers = dbs.map((workerDb) => startMailWorker({ db: workerDb, mailer, clock: () => new Date(), pollMs: 3_600_000, log: () => undefined }));
  const started = performance.now();
  await Promise.all(workers.map((w) => w.drain()));
  const seconds = (performance.now() - started) / 1000;
  await Promise.all(workers.map((w) => w.stop()));
  await Promise.all(dbs.slice(1).map((d) => d.destroy()));
  const duplicates = [...sends.values()].reduce((sum, n) => sum + n - 1, 0);
  console.log('\n1. Job claiming, 4 workers on PostgreSQL (FOR UPDATE SKIP LOCKED):');
  console.log(`  ${JOBS} mail jobs in ${seconds.toFixed(2)} s: ${(JOBS / seconds).toFixed(0)} jobs/s (budget >= 500), ${sends.size} distinct sent, ${duplicates} duplicates (budget 0)`);
}

function startInstance(env: NodeJS.ProcessEnv): Promise<string> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/serve.ts'], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8');
      const match = /listening on (http:\/\/\S+?)[ "]/.exec(out);
      if (match?.[1]) {
        resolve(`${match[1].replace('localhost', '127.0.0.1')}/api`);
        // From here on its stdout is the request log (production's default level): read and dropped.
        child.stdout?.removeAllListeners('data');
        child.stdout?.resume();
      }
    });
    child.once('exit', (code) => reject(new Error(`instance exited with ${String(code)}`)));
  });
}

async function instancesBenchmark(): Promise<void> {
  const [owner, viewer] = await seedUsers(db, 2, 'scale');
  const nowIso = new Date().toISOString();
  const [community] = await db('communities').insert({ name: 'Bench', invite_code: 'BENCHSCALE', owner_id: owner, member_count: 2, created_at: nowIso }).returning<{ id: number }[]>('id');
  const communityId = community?.id ?? 0;
  await db('community_members').insert([
    { community_id: communityId, user_id: owner, is_admin: true, joined_at: nowIso },
    { community_id: communityId, user_id: viewer, is_admin: false, joined_at: nowIso },
  ]);
  const events = Array.from({ length: 100 }, (_, i) => ({
    community_id: communityId,
    creator_id: owner,
    title: `Event ${i}`,
    description: 'About this event',
    start_at: new Date(Date.now() + (i + 1) * 86_400_000).toISOString(),
    time_zone: 'Europe/London',
    is_private: false,
    created_at: nowIso,
    updated_at: nowIso,
  }));
  await insertInBatches(db, 'events', events);
  const token = await sessionFor(db, viewer ?? 0);
  const env = {
    NODE_ENV: 'production',
    LOG_LEVEL: 'info',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: `/tmp/${schema}`,
    DATABASE_URL: `${pgUrl}?options=${encodeURIComponent(`-c search_path=${schema}`)}`,
  };
  const bases = await Promise.all([startInstance(env), startInstance(env)]);
  const path = `/events/community/${communityId}?when=upcoming`;
  const one = await loadTest('one instance, 50 clients', `${bases[0]}${path}`, token, 50, 5);
  const halves = await Promise.all(bases.map((base, i) => loadTest(`instance ${i + 1} of two, 25 clients`, `${base}${path}`, token, 25, 5)));
  const two: LoadResult = {
    label: 'two instances together',
    requestsPerSecond: halves.reduce((sum, r) => sum + r.requestsPerSecond, 0),
    p50: Math.max(...halves.map((r) => r.p50)),
    p99: Math.max(...halves.map((r) => r.p99)),
    errors: halves.reduce((sum, r) => sum + r.errors, 0),
  };
  console.log('\n2. GET /events/community/:id?when=upcoming (100 events) on PostgreSQL, autocannon 5 s:');
  printLoad([one, ...halves, two]);
  console.log(`  two / one: ${(two.requestsPerSecond / one.requestsPerSecond).toFixed(2)}x (budget >= 1.5x; this machine has 2 cores shared by PostgreSQL, the instances and autocannon)`);
}

async function redisLimitBenchmark(): Promise<void> {
  const base = loadConfig({ NODE_ENV: 'production', DATA_DIR: `/tmp/${schema}` });
  // Limits far above what the benchmark sends: every request is counted, none is refused.
  const rateLimits = Object.fromEntries(
    Object.entries(base.rateLimits).map(([name, rate]) => [name, Array.isArray(rate) ? rate.map((r: { windowMs: number }) => ({ ...r, limit: 1e9 })) : { ...(rate as object), limit: 1e9 }]),
  ) as unknown as AppConfig['rateLimits'];
  const config: AppConfig = { ...base, database, rateLimits };
  const redis = createRedis(redisUrl, () => undefined);
  await new Promise<void>((resolve) => (redis.status === 'ready' ? resolve() : redis.once('ready', () => resolve())));
  const prefix = `gather-bench:${schema}:`;
  const memory = await serveForBench(config, db);
  const shared = await serveForBench(config, db, limitStores(redis, prefix));
  const lookup = (apiBase: string) => async () => {
    const res = await fetch(`${apiBase}/communities/invite/NOSUCHCODE`);
    await res.arrayBuffer();
  };
  const runs = 2000;
  const inMemory = await timeCalls('limits in memory', lookup(memory.base), runs);
  const inRedis = await timeCalls('limits in Redis', lookup(shared.base), runs);
  console.log('\n3. Rate limits counted in Redis vs memory, GET /communities/invite/:code (a miss: two limits counted), sequential:');
  for (const t of [inMemory, inRedis]) {
    console.log(`  ${t.label.padEnd(20)} median ${t.median.toFixed(2)} ms   p95 ${t.p95.toFixed(2)} ms   (${t.runs} runs)`);
  }
  console.log(`  Redis adds ${(inRedis.p95 - inMemory.p95).toFixed(2)} ms at p95, ${(inRedis.median - inMemory.median).toFixed(2)} ms at the median (budget < 2 ms p95)`);
  memory.server.close();
  shared.server.close();
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) {
    await redis.del(...keys);
  }
  redis.disconnect();
}
