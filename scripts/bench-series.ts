/**
 * Recurring events in the lists (issue 30): one community with 1,000 weekly series (its dates made
 * 26 weeks ahead through POST /api/events with `repeat`, bench/series-seed.ts), on SQLite and on
 * PostgreSQL (a schema of its own, dropped afterwards). With a member's session, against the
 * production server in a process of its own, sequential requests (latency, not throughput), each
 * read in turn (interleaved, so load from elsewhere falls on all alike): median, p95, the CPU time
 * a request costs the server and PostgreSQL's backends (what it would take on an idle machine), and
 * the budget beside each:
 * - the month calendar's request for next month (GET /events/community/:id?from&to&limit=200), and
 *   the Attending list for the same month of a member going to 50 of the series (every date);
 * - the upcoming list: the community page's own call (`when=upcoming`, the default 200) and a page of 50;
 * - far months (past the 26 weeks the dates are made to): the first request, which makes the
 *   month's dates of every series, once for each of three months (and one for Attending), then
 *   the same months read again.
 * Before the requests, each list statement's plan (EXPLAIN) on each database.
 *
 * Usage: npm run bench:series            (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test)
 *        npm run bench:series -- --runs=50 --databases=sqlite
 *        npm run bench:series -- --keep     (keeps the SQLite folder and the PostgreSQL schema, to study)
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import knexFactory from 'knex';
import { loadConfig } from '../server/config';
import type { AppConfig } from '../server/config';
import { createDb, migrateToLatest } from '../server/db';
import type { Db } from '../server/db';
import { HORIZON_MS } from '../server/features/events/series/materialise';
import { startServerProcess } from './bench/api-server';
import type { ServerProcess } from './bench/api-server';
import { arg } from './bench/args';
import { seedSeries, SERIES } from './bench/series-seed';
import type { SeriesSeed } from './bench/series-seed';
import { printSeriesPlans } from './bench/series-plans';
import { serveForBench } from './bench/serve';

const RUNS = Number(arg('runs', '100'));
const DATABASES = arg('databases', 'sqlite,postgres').split(',');
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const CALENDAR_BUDGET_MS = 50;
const UPCOMING_BUDGET_MS = 20;
const FAR_MONTHS = 3;
/** Keeps the database (the SQLite folder, the PostgreSQL schema) to study afterwards. */
const KEEP = process.argv.includes('--keep');

/** The first instant (UTC) of the month `months` after the one of `at`. */
const monthStart = (at: Date, months: number) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + months, 1));
const monthQuery = (from: Date) => `from=${from.toISOString()}&to=${monthStart(from, 1).toISOString()}&limit=200`;
const monthName = (from: Date) => from.toLocaleString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

interface Target {
  label: string;
  config: AppConfig;
  db: Db;
  /** The server process's environment on this database. */
  env: Record<string, string>;
  /** The processes of the database server serving the app's server (PostgreSQL's backends), whose CPU a request also costs. */
  databasePids(): Promise<number[]>;
  drop(): Promise<void>;
}

function sqliteTarget(): Target {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gather-bench-series-'));
  const config = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production' });
  const db = createDb(config.database);
  const drop = () => Promise.resolve(KEEP ? console.log(`  kept ${dataDir}`) : fs.rmSync(dataDir, { recursive: true, force: true }));
  return { label: 'SQLite', config, db, env: {}, databasePids: () => Promise.resolve([]), drop };
}

async function postgresTarget(): Promise<Target> {
  const schema = `bench_series_${randomBytes(4).toString('hex')}`;
  const admin = knexFactory({ client: 'pg', connection: PG_URL });
  await admin.raw('create schema ??', [schema]);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gather-bench-series-pg-'));
  const config: AppConfig = { ...loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production' }), database: { client: 'postgres', connectionString: PG_URL, searchPath: schema } };
  return {
    label: `PostgreSQL (schema ${schema})`,
    config,
    db: createDb(config.database),
    // Named, so that its backends can be found (their CPU time is the request's too).
    env: { DATABASE_URL: `${PG_URL}?application_name=${schema}&options=${encodeURIComponent(`-c search_path=${schema}`)}` },
    async databasePids() {
      const rows = await admin.raw<{ rows: { pid: number }[] }>('select pid from pg_stat_activity where application_name = ?', [schema]);
      return rows.rows.map((row) => row.pid);
    },
    async drop() {
      if (KEEP) {
        console.log(`  kept schema ${schema}: psql ${PG_URL} -c 'drop schema ${schema} cascade' drops it`);
      } else {
        await admin.raw('drop schema ?? cascade', [schema]);
      }
      await admin.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The CPU time (user + system, ms) the processes `pids` have used so far (Linux; NaN elsewhere). */
function cpuMsOf(pids: readonly number[]): number {
  let sum = 0;
  for (const pid of pids) {
    try {
      const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      // utime and stime are fields 14 and 15 of stat, 12 and 13 after the command; in clock ticks (100 a second).
      sum += (Number(fields[11]) + Number(fields[12])) * 10;
    } catch {
      return NaN;
    }
  }
  return sum;
}

interface Read {
  label: string;
  route: string;
  budgetMs: number;
  times: number[];
  cpuMs: number;
  databaseCpuMs: number;
}

const quantile = (sorted: readonly number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

function printRead(read: Read): void {
  const sorted = [...read.times].sort((a, b) => a - b);
  const median = quantile(sorted, 0.5);
  const cpu = (ms: number) => (ms / read.times.length).toFixed(1).padStart(4);
  console.log(
    `  ${read.label.padEnd(62)} median ${median.toFixed(1).padStart(6)} ms  p95 ${quantile(sorted, 0.95).toFixed(1).padStart(6)} ms  CPU: server ${cpu(read.cpuMs)} ms, database ${cpu(read.databaseCpuMs)} ms  budget ${read.budgetMs} ms ${median <= read.budgetMs ? 'PASS' : 'OVER'}`,
  );
}

/**
 * The reads, RUNS times each, interleaved (one request of each in turn, after a warm-up of 5), so
 * that load from elsewhere on a shared machine falls on all alike; with the server's CPU time per
 * request (sampled in clock ticks, summed over the runs).
 */
async function timeReads(reads: Read[], server: ServerProcess, databasePids: readonly number[], get: (route: string) => Promise<void>): Promise<void> {
  for (const read of reads) {
    for (let i = 0; i < 5; i += 1) {
      await get(read.route);
    }
  }
  for (let run = 0; run < RUNS; run += 1) {
    for (const read of reads) {
      const cpuBefore = cpuMsOf([server.pid]);
      const databaseBefore = cpuMsOf(databasePids);
      const started = performance.now();
      await get(read.route);
      read.times.push(performance.now() - started);
      read.cpuMs += cpuMsOf([server.pid]) - cpuBefore;
      read.databaseCpuMs += cpuMsOf(databasePids) - databaseBefore;
    }
  }
}

/** The requests, timed against `server`. */
async function measure(server: ServerProcess, target: Target, seed: SeriesSeed): Promise<void> {
  const headers = { Authorization: `Bearer ${seed.memberToken}` };
  const fetchOk = async (route: string) => {
    const res = await fetch(`${server.base}${route}`, { headers });
    if (!res.ok) {
      throw new Error(`${route} answered ${res.status}`);
    }
    return res;
  };
  const get = async (route: string) => void (await (await fetchOk(route)).arrayBuffer());
  const count = async (route: string) => ((await (await fetchOk(route)).json()) as unknown[]).length;
  const read = async (label: string, route: string, budgetMs: number): Promise<Read> => ({ label: `${label} [${await count(route)}]`, route, budgetMs, times: [], cpuMs: 0, databaseCpuMs: 0 });
  const timed = async (label: string, route: string) => {
    const pids = await target.databasePids();
    const [server0, database0, started] = [cpuMsOf([server.pid]), cpuMsOf(pids), performance.now()];
    await get(route);
    const [wall, serverCpu] = [performance.now() - started, cpuMsOf([server.pid]) - server0];
    console.log(`  ${label.padEnd(62)} ${wall.toFixed(0).padStart(6)} ms  CPU: server ${serverCpu.toFixed(0)} ms, database ${Number.isNaN(cpuMsOf(pids) - database0) ? '? (a backend closed)' : (cpuMsOf(pids) - database0).toFixed(0)} ms`);
  };
  const now = new Date();
  const next = monthStart(now, 1);
  const community = `/events/community/${seed.communityId}`;
  // Far months: the first whose start is past the horizon, and the two after it; then one for Attending.
  let far = monthStart(new Date(now.getTime() + HORIZON_MS), 0);
  if (far.getTime() < now.getTime() + HORIZON_MS) {
    far = monthStart(far, 1);
  }
  const farMonths = Array.from({ length: FAR_MONTHS }, (_, i) => monthStart(far, i));
  const attendingFar = monthStart(far, FAR_MONTHS);
  // Opens the pool's connections, so that their backends are found.
  await Promise.all([0, 1, 2].map(() => get(`${community}?when=upcoming&limit=50`)));
  console.log(`  first requests for months past the ${HORIZON_MS / (7 * 86_400_000)} weeks made ahead (each makes that month's dates):`);
  for (const month of farMonths) {
    await timed(`month calendar, ${monthName(month)} (${SERIES.toLocaleString('en-US')} series)`, `${community}?${monthQuery(month)}`);
  }
  await timed(`Attending, ${monthName(attendingFar)} (50 series)`, `/events/attending?${monthQuery(attendingFar)}`);
  const reads = [
    await read(`month calendar, ${monthName(next)}`, `${community}?${monthQuery(next)}`, CALENDAR_BUDGET_MS),
    await read(`Attending, ${monthName(next)} (going to 50 series)`, `/events/attending?${monthQuery(next)}`, CALENDAR_BUDGET_MS),
    await read('upcoming, the community page\'s call (when=upcoming, 200)', `${community}?when=upcoming`, UPCOMING_BUDGET_MS),
    await read('upcoming, a page of 50 (when=upcoming&limit=50)', `${community}?when=upcoming&limit=50`, UPCOMING_BUDGET_MS),
    ...(await Promise.all(farMonths.map((month) => read(`month calendar, ${monthName(month)}, read again`, `${community}?${monthQuery(month)}`, CALENDAR_BUDGET_MS)))),
    await read(`Attending, ${monthName(attendingFar)}, read again`, `/events/attending?${monthQuery(attendingFar)}`, CALENDAR_BUDGET_MS),
  ];
  // The warm-up of the reads opens the pool's connections before their backends are looked up.
  await Promise.all(reads.map((one) => get(one.route)));
  await timeReads(reads, server, await target.databasePids(), get);
  console.log(`  sequential requests as a member, ${RUNS} runs each, interleaved (load ${os.loadavg()[0]?.toFixed(1)}); [items answered]:`);
  reads.forEach(printRead);
}

async function runOn(target: Target): Promise<void> {
  console.log(`\n== ${target.label}`);
  try {
    await migrateToLatest(target.db);
    // Seeding through the app in this process; measuring against the production server in its own.
    const local = await serveForBench(target.config, target.db);
    let seed: SeriesSeed;
    try {
      seed = await seedSeries(target.db, local.base);
    } finally {
      local.server.close();
    }
    if (target.config.database.client === 'postgres') {
      await target.db.raw('vacuum analyze');
    }
    console.log(`  seeded in ${seed.seconds.toFixed(1)} s: ${SERIES.toLocaleString('en-US')} series, ${seed.events.toLocaleString('en-US')} event rows, ${seed.rsvps.toLocaleString('en-US')} replies`);
    await printSeriesPlans(target.db, seed);
    const server = await startServerProcess(target.config.dataDir, { env: target.env });
    try {
      await measure(server, target, seed);
    } finally {
      await server.stop();
    }
  } finally {
    await target.db.destroy();
    await target.drop();
  }
}

console.log(`bench:series on ${os.cpus().length} cores, load ${os.loadavg().map((x) => x.toFixed(1)).join(' ')}`);
for (const name of DATABASES) {
  await runOn(name === 'postgres' ? await postgresTarget() : sqliteTarget());
}
