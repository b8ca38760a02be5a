/**
 * The hot reads of issue 19 on PostgreSQL: the same data as `npm run bench:api` (seeded on SQLite by
 * api-seed.ts, then copied table by table into a schema of its own, bench/pg-seed.ts), at 10,000 and
 * 100,000 events (1,000,000 RSVPs at the larger size). For each hot endpoint (a community's upcoming
 * 50, the attending list, an event's detail, a page of its discussion) it prints every statement the
 * app runs, PostgreSQL's plans for it after ANALYZE (each step that reads a table; a sequential scan
 * is flagged, and so is a step under a hashed subplan, which reads all it can match once per
 * statement) with their median execution time inside PostgreSQL (EXPLAIN ANALYZE): planned for its
 * values, and the generic plan of a prepared statement, which the app's named prepared statements
 * may be given after their fifth run (plan_cache_mode auto), then the endpoint's throughput through
 * HTTP at 10 connections against the production server in a process of its own on that schema, the
 * community list against attending (statements that cost about the same), and how 100,000 events
 * compare with 10,000.
 *
 * Usage: npm run bench:api:postgres                     (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test)
 *        npm run bench:api:postgres -- --sizes=10000 --rounds=1
 *        npm run bench:api:postgres -- --sizes=100000 --keep        (keeps the schema: study it in psql, measure it again)
 *        npm run bench:api:postgres -- --reuse=bench_api_1a2b3c4d     (a kept schema, no seeding; --sizes is ignored)
 *        npm run bench:api:postgres -- --compare=/tmp/main            (another checkout's server too, round by round on the same schema)
 *        npm run bench:api:postgres -- --profile                      (a CPU profile of the server per endpoint instead of the rounds)
 * For --compare, unpack the other commit (`mkdir /tmp/main && git archive 7150b83 | tar -x -C /tmp/main`)
 * and link this checkout's node_modules into it; it must know every migration of this one's (its
 * server migrates the schema on start, and knex refuses a schema with migrations it does not know). The schema is dropped
 * at the end unless kept or reused. The machine is shared: quote medians and ratios.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import knexFactory from 'knex';
import type { Knex } from 'knex';
import { loadConfig } from '../server/config';
import type { AppConfig } from '../server/config';
import { createDb } from '../server/db';
import type { Db } from '../server/db';
import { hotReadPaths } from './bench/api-seed';
import type { SeededData } from './bench/api-seed';
import { arg } from './bench/args';
import { compareLine, loadRounds, profileEndpoints } from './bench/pg-http';
import { autoPlanChoice, postgresFullScans, postgresHashedReads, postgresPlanOf } from './bench/pg-plan';
import { schemaExists, seededIn, seedPostgresSchema } from './bench/pg-seed';
import { sessionFor } from './bench/seed';
import { serveForBench } from './bench/serve';
import { traceEndpoint } from './bench/statement-loop';

const SIZES = arg('sizes', '10000,100000').split(',').map(Number);
const ROUNDS = Number(arg('rounds', '3'));
const SECONDS = Number(arg('seconds', '3'));
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const KEEP = process.argv.includes('--keep');
const REUSE = arg('reuse', '');
const COMPARE = arg('compare', '');
const PROFILE = process.argv.includes('--profile');
/** A sequential scan of a table this big (rows, PostgreSQL's estimate) is flagged; of a smaller one it is the planner's right choice. */
const BIG_TABLE_ROWS = 1_000;
/** Runs of each named statement on one connection, past the fifth after which PostgreSQL may settle on its generic plan. */
const AUTO_RUNS = 12;

interface SizeResult {
  size: number;
  rates: Record<string, number>;
  scans: number;
  hashedReads: number;
}

/** Every statement of each endpoint, its plans and their times inside PostgreSQL; counts the flagged steps. */
async function printPlans(config: AppConfig, db: Db, endpoints: Record<string, string>, token: string): Promise<{ scans: number; hashedReads: number }> {
  const rowsOf = new Map(
    (await db.raw<{ rows: { relname: string; reltuples: number }[] }>("select relname, reltuples from pg_class where relnamespace = current_schema()::regnamespace and relkind = 'r'")).rows.map((row) => [row.relname, Number(row.reltuples)]),
  );
  const local = await serveForBench(config, db);
  let scans = 0;
  let hashedReads = 0;
  try {
    for (const [label, route] of Object.entries(endpoints)) {
      const trace = await traceEndpoint(db, `${local.base}${route}`, token);
      console.log(`  ${label}: ${trace.statements.length} statements, answer ${(trace.bytes / 1024).toFixed(1)} KB`);
      for (const statement of trace.statements) {
        const { custom, generic } = await postgresPlanOf(db, statement, 30);
        const chosen = await autoPlanChoice(db, statement, AUTO_RUNS);
        console.log(`    ${statement.sql.replace(/\s+/g, ' ').slice(0, 100)}...`);
        if (chosen) {
          console.log(`      run ${AUTO_RUNS} times as the app runs it (plan_cache_mode auto): ${chosen.custom} planned for the values, ${chosen.generic} generic`);
        }
        for (const [kind, plan] of [['for its values', custom], ['generic (prepared)', generic]] as const) {
          if (plan) {
            // A sequential scan of a table of a few pages (100 communities) is the planner's right choice; of a big one, a fault.
            const full = postgresFullScans(plan.steps).filter((step) => (rowsOf.get(step.replace(/^.* on /, '')) ?? 0) >= BIG_TABLE_ROWS);
            // A hashed subplan reads all it can match (every reply of the viewer's) once per statement, whatever the page.
            const hashed = postgresHashedReads(plan.steps);
            scans += full.length;
            hashedReads += hashed.length;
            const flags = [full.length > 0 ? `SEQUENTIAL SCAN of ${full.join(', ')}` : '', hashed.length > 0 ? `HASHED (read whole): ${hashed.join(', ')}` : ''].filter(Boolean);
            console.log(`      ${kind.padEnd(18)} ${plan.executionMs.toFixed(3).padStart(8)} ms (planned in ${plan.planningMs.toFixed(3)} ms): ${plan.steps.join(' | ')}${flags.length > 0 ? `   <-- ${flags.join('; ')}` : ''}`);
          }
        }
      }
    }
  } finally {
    local.server.close();
  }
  return { scans, hashedReads };
}

/** The schema to measure: a kept one (--reuse), or a new one seeded with `size` events. */
async function openSchema(size: number, admin: Knex): Promise<{ schema: string; seeded: SeededData }> {
  if (REUSE) {
    if (!(await schemaExists(admin, REUSE))) {
      throw new Error(`--reuse=${REUSE}: no such schema`);
    }
    const db = createDb({ client: 'postgres', connectionString: PG_URL, searchPath: REUSE });
    try {
      return { schema: REUSE, seeded: await seededIn(db) };
    } finally {
      await db.destroy();
    }
  }
  const schema = `bench_api_${randomBytes(4).toString('hex')}`;
  await admin.raw('create schema ??', [schema]);
  const db = createDb({ client: 'postgres', connectionString: PG_URL, searchPath: schema });
  try {
    const started = performance.now();
    const seeded = await seedPostgresSchema(db, size);
    console.log(`  (seeded, copied and analyzed in ${((performance.now() - started) / 1000).toFixed(1)} s)`);
    return { schema, seeded };
  } catch (error) {
    await admin.raw('drop schema ?? cascade', [schema]);
    throw error;
  } finally {
    await db.destroy();
  }
}

async function measureSize(size: number, admin: Knex): Promise<SizeResult> {
  const { schema, seeded } = await openSchema(size, admin);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `gather-bench-api-pg-${size}-`));
  const config: AppConfig = { ...loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production' }), database: { client: 'postgres', connectionString: PG_URL, searchPath: schema } };
  const db = createDb(config.database);
  try {
    const c = seeded.counts;
    console.log(
      `\n== ${c.events.toLocaleString('en-US')} events on PostgreSQL (schema ${schema}): ${c.users.toLocaleString('en-US')} users, ${c.rsvps.toLocaleString('en-US')} RSVPs, ${c.invitations.toLocaleString('en-US')} invitations, ${c.comments.toLocaleString('en-US')} comments; viewer ${seeded.viewerId}, community ${seeded.communityId}, event ${seeded.eventId}`,
    );
    const token = await sessionFor(db, seeded.viewerId);
    const endpoints = hotReadPaths(seeded);
    const { scans, hashedReads } = await printPlans(config, db, endpoints, token);

    // Through HTTP: the production server in a process of its own on this schema (and another checkout's, with --compare).
    const target = { dataDir, env: { DATABASE_URL: `${PG_URL}?options=${encodeURIComponent(`-c search_path=${schema}`)}` }, endpoints, token, seconds: SECONDS };
    const checkouts = { '': undefined, ...(COMPARE ? { [` [${path.basename(COMPARE)}]`]: COMPARE } : {}) };
    if (PROFILE) {
      await profileEndpoints(target, checkouts, c.events);
      return { size: c.events, rates: {}, scans, hashedReads };
    }
    const rates = await loadRounds(target, checkouts, ROUNDS);
    console.log(`  through HTTP at 10 connections, medians of ${ROUNDS} rounds of ${SECONDS} s, interleaved (load ${os.loadavg()[0]?.toFixed(1)}):`);
    for (const [label, rate] of Object.entries(rates)) {
      console.log(`    ${label.padEnd(36)} ${rate.toFixed(0).padStart(6)} req/s`);
    }
    for (const suffix of Object.keys(checkouts)) {
      console.log(`  ${compareLine(rates, `community list of 50${suffix}`, `attending${suffix}`)}`);
    }
    if (COMPARE) {
      for (const label of Object.keys(endpoints)) {
        console.log(`  ${compareLine(rates, label, `${label}${Object.keys(checkouts)[1]}`)}`);
      }
    }
    return { size: c.events, rates, scans, hashedReads };
  } finally {
    await db.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (KEEP || REUSE) {
      console.log(`  schema ${schema} kept: --reuse=${schema} measures it again; drop it with: psql ${PG_URL} -c 'drop schema ${schema} cascade'`);
    } else {
      await admin.raw('drop schema ?? cascade', [schema]);
    }
  }
}

console.log(`bench:api:postgres on ${os.cpus().length} cores, load ${os.loadavg().map((x) => x.toFixed(1)).join(' ')}; ${PG_URL.replace(/\/\/[^@/]*@/, '//…@')}`);
const admin = knexFactory({ client: 'pg', connection: PG_URL });
const results: SizeResult[] = [];
try {
  for (const size of REUSE ? [0] : SIZES) {
    results.push(await measureSize(size, admin));
  }
} finally {
  await admin.destroy();
}
console.log('\nOn PostgreSQL:');
for (const r of results) {
  console.log(`  ${r.size.toLocaleString('en-US')} events: ${r.scans === 0 ? `no statement scans a table of ${BIG_TABLE_ROWS.toLocaleString('en-US')} rows or more` : `${r.scans} sequential scans of big tables (see the plans above)`}; ${r.hashedReads === 0 ? 'no hashed subplans' : `${r.hashedReads} steps under hashed subplans (see the plans above)`}`);
}
const [small, large] = results;
if (small && large) {
  for (const [label, rate] of Object.entries(large.rates)) {
    const base = small.rates[label] ?? NaN;
    console.log(`  ${label} at ${large.size.toLocaleString('en-US')} vs ${small.size.toLocaleString('en-US')} events (10 connections): ${((100 * rate) / base).toFixed(0)}%`);
  }
}
