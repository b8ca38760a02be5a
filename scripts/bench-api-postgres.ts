/**
 * The hot reads of issue 19 on PostgreSQL: the same data as `npm run bench:api` (seeded on SQLite by
 * api-seed.ts, then copied table by table into a schema of its own), at 10,000 and 100,000 events
 * (1,000,000 RSVPs at the larger size). For each hot endpoint (a community's upcoming 50, the
 * attending list, an event's detail, a page of its discussion) it prints every statement the app
 * runs, PostgreSQL's plans for it after ANALYZE (each step that reads a table; a sequential scan is
 * flagged, and so is a step under a hashed subplan, which reads all it can match once per
 * statement) with their median execution time inside PostgreSQL (EXPLAIN ANALYZE): planned for its
 * values, and the generic plan of a prepared statement, which the app's named prepared statements
 * may be given after their fifth run (plan_cache_mode auto), then the endpoint's
 * throughput through HTTP at 10 connections against the production server in a process of its own
 * on that schema, and how 100,000 events compare with 10,000.
 *
 * Usage: npm run bench:api:postgres                     (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test)
 *        npm run bench:api:postgres -- --sizes=10000 --rounds=1
 * The schema is dropped at the end. The machine is shared: quote medians and ratios.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import knexFactory from 'knex';
import type { Knex } from 'knex';
import { loadConfig } from '../server/config';
import type { AppConfig } from '../server/config';
import { createDb, migrateToLatest } from '../server/db';
import type { Db } from '../server/db';
import { hotReadPaths, seedApiData } from './bench/api-seed';
import { arg } from './bench/args';
import { startServerProcess } from './bench/api-server';
import { httpLoad } from './bench/http-load';
import { median } from './bench/median';
import { postgresFullScans, postgresHashedReads, postgresPlanOf } from './bench/pg-plan';
import { sessionFor } from './bench/seed';
import { serveForBench } from './bench/serve';
import { traceEndpoint } from './bench/statement-loop';

const SIZES = arg('sizes', '10000,100000').split(',').map(Number);
const ROUNDS = Number(arg('rounds', '3'));
const SECONDS = Number(arg('seconds', '3'));
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/** A sequential scan of a table this big (rows, PostgreSQL's estimate) is flagged; of a smaller one it is the planner's right choice. */
const BIG_TABLE_ROWS = 1_000;

/** The tables api-seed.ts fills, parents first. */
const TABLES = ['users', 'sessions', 'communities', 'community_members', 'events', 'event_rsvps', 'event_invitations', 'comments', 'comment_likes'];

/** Copies the seeded SQLite tables into the migrated PostgreSQL schema, with their ids, then moves each id sequence past them. */
async function copyTables(file: string, db: Db): Promise<void> {
  const sqlite = new Database(file, { readonly: true });
  try {
    for (const table of TABLES) {
      // The table's columns on PostgreSQL that take a value (a generated one, such as users.search_text, does not).
      const columns = await db('information_schema.columns')
        .where({ table_name: table })
        .andWhereRaw('table_schema = current_schema()')
        .andWhereNot('is_generated', 'ALWAYS')
        .select<{ column_name: string; data_type: string }[]>('column_name', 'data_type');
      const booleans = new Set(columns.filter((column) => column.data_type === 'boolean').map((column) => column.column_name));
      const statement = sqlite.prepare(`select ${columns.map((column) => `"${column.column_name}"`).join(', ')} from ${table}`);
      // PostgreSQL takes at most 65,535 parameters a statement.
      const batchSize = Math.floor(60_000 / columns.length);
      let batch: Record<string, unknown>[] = [];
      const flush = async () => {
        if (batch.length > 0) {
          await db(table).insert(batch);
          batch = [];
        }
      };
      for (const row of statement.iterate() as Iterable<Record<string, unknown>>) {
        for (const column of booleans) {
          if (typeof row[column] === 'number') {
            row[column] = row[column] === 1;
          }
        }
        batch.push(row);
        if (batch.length >= batchSize) {
          await flush();
        }
      }
      await flush();
      if (columns.some((column) => column.column_name === 'id')) {
        await db.raw(`select setval(pg_get_serial_sequence(?, 'id'), coalesce((select max(id) from ??), 1))`, [table, table]);
      }
    }
  } finally {
    sqlite.close();
  }
}

interface SizeResult {
  size: number;
  rates: Record<string, number>;
  scans: number;
  hashedReads: number;
}

async function measureSize(size: number, admin: Knex): Promise<SizeResult> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `gather-bench-api-pg-${size}-`));
  const schema = `bench_api_${randomBytes(4).toString('hex')}`;
  await admin.raw('create schema ??', [schema]);
  const config: AppConfig = { ...loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production' }), database: { client: 'postgres', connectionString: PG_URL, searchPath: schema } };
  const db = createDb(config.database);
  let server: Awaited<ReturnType<typeof startServerProcess>> | null = null;
  try {
    // Seeded on SQLite (the same deterministic data as bench:api), copied into PostgreSQL.
    const sqliteConfig = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production' });
    const sqliteDb = createDb(sqliteConfig.database);
    await migrateToLatest(sqliteDb);
    await sqliteDb.destroy();
    const seeded = seedApiData(path.join(dataDir, 'gather.sqlite'), size);
    await migrateToLatest(db);
    const started = performance.now();
    await copyTables(path.join(dataDir, 'gather.sqlite'), db);
    // As a database that has lived looks: statistics, and the visibility map index-only scans need
    // (and no autovacuum of the fresh million rows running under the measurements).
    await db.raw('vacuum analyze');
    const c = seeded.counts;
    console.log(
      `\n== ${size.toLocaleString('en-US')} events on PostgreSQL: ${c.users.toLocaleString('en-US')} users, ${c.rsvps.toLocaleString('en-US')} RSVPs, ${c.invitations.toLocaleString('en-US')} invitations, ${c.comments.toLocaleString('en-US')} comments (copied and analyzed in ${((performance.now() - started) / 1000).toFixed(1)} s)`,
    );
    const token = await sessionFor(db, seeded.viewerId);
    const endpoints = hotReadPaths(seeded);

    // Every statement of each endpoint, its plan and its time inside PostgreSQL.
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
          console.log(`    ${statement.sql.replace(/\s+/g, ' ').slice(0, 100)}...`);
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

    // Through HTTP: the production server in a process of its own on this schema.
    server = await startServerProcess(dataDir, { env: { DATABASE_URL: `${PG_URL}?options=${encodeURIComponent(`-c search_path=${schema}`)}` } });
    const samples: Record<string, number[]> = Object.fromEntries(Object.keys(endpoints).map((label) => [label, []]));
    for (const route of Object.values(endpoints)) {
      await httpLoad(`${server.base}${route}`, token, 10, 1);
    }
    for (let round = 1; round <= ROUNDS; round += 1) {
      for (const [label, route] of Object.entries(endpoints)) {
        const load = await httpLoad(`${server.base}${route}`, token, 10, SECONDS);
        if (load.errors > 0) {
          console.log(`  ${label}: ${load.errors} errors in round ${round}`);
        }
        samples[label]?.push(load.requestsPerSecond);
      }
    }
    const rates = Object.fromEntries(Object.entries(samples).map(([label, xs]) => [label, median(xs)]));
    console.log(`  through HTTP at 10 connections, medians of ${ROUNDS} rounds of ${SECONDS} s (load ${os.loadavg()[0]?.toFixed(1)}):`);
    for (const [label, rate] of Object.entries(rates)) {
      console.log(`    ${label.padEnd(22)} ${rate.toFixed(0).padStart(6)} req/s`);
    }
    return { size, rates, scans, hashedReads };
  } finally {
    await server?.stop();
    await db.destroy();
    await admin.raw('drop schema ?? cascade', [schema]);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(`bench:api:postgres on ${os.cpus().length} cores, load ${os.loadavg().map((x) => x.toFixed(1)).join(' ')}; ${PG_URL.replace(/\/\/[^@/]*@/, '//…@')}`);
const admin = knexFactory({ client: 'pg', connection: PG_URL });
const results: SizeResult[] = [];
try {
  for (const size of SIZES) {
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
