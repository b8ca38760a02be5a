/**
 * The hot reads against their physical limit (issue 19). For 10,000 and 100,000 events (1,000,000
 * RSVPs at the larger size), each hot endpoint (a community's upcoming 50, the attending list, an
 * event's detail, a page of its discussion) is measured through HTTP against the real server in a
 * process of its own at 1, 10 and 100 connections, interleaved with the same endpoint's statements
 * plus JSON.stringify of its answer in a loop without HTTP (the limit); repeated, medians printed
 * with the ratio HTTP/limit. Also: EXPLAIN QUERY PLAN and the time of every statement before and
 * after ANALYZE, answer sizes (raw and gzipped), the time of a revalidation (If-None-Match) with
 * nothing written since (the stamp's way: no statement) and after a write elsewhere (the hash's
 * way: the statements run), what a bare node:http server answering the same bytes reaches (the
 * floor HTTP itself sets here) and, each round, what a bare node:http server running the endpoint's
 * statements and JSON.stringify for every request reaches (the ceiling of any Node endpoint doing
 * that work here, measured: HTTP costs more than its floor once the statements run between requests).
 *
 * The load sends no Accept-Encoding (autocannon's default), so the HTTP runs answer uncompressed,
 * like the limit loop, which does not compress: like is compared with like. Each endpoint is also
 * measured at 10 connections asking for compression as browsers do, to show what that costs.
 *
 * Usage: npm run bench:api                       (both sizes, 3 rounds of 3 s per point)
 *        npm run bench:api -- --sizes=10000 --rounds=1 --seconds=2
 *        npm run bench:api -- --profile           (a CPU profile of each endpoint under load instead)
 *        npm run bench:api -- --compare=/tmp/base  (another checkout's server on the same data, measured right
 *                                                   after this one at every point of every round: new/old ratios)
 * For --compare, unpack the other commit beside this one: mkdir /tmp/base && git archive <commit> | tar -x -C /tmp/base
 * (it runs with this checkout's node_modules when it has none: ln -s "$PWD/node_modules" /tmp/base/).
 * The machine is shared: quote the medians and ratios, and check `uptime` before trusting absolutes.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import Database from 'better-sqlite3';
import { loadConfig } from '../server/config';
import { createDb, migrateToLatest } from '../server/db';
import { hotReadPaths, seedApiData } from './bench/api-seed';
import { arg } from './bench/args';
import type { SeededData } from './bench/api-seed';
import { startServerProcess } from './bench/api-server';
import { startBareServer, startStatementServer } from './bench/bare-http';
import type { ServerProcess } from './bench/api-server';
import { printProfile, summarizeProfile } from './bench/cpu-profile';
import { httpLoad } from './bench/http-load';
import type { HttpLoad } from './bench/http-load';
import { printPlans, planReport } from './bench/plan-report';
import { sessionFor } from './bench/seed';
import { serveForBench } from './bench/serve';
import { loopRate, prepareTrace, traceEndpoint } from './bench/statement-loop';
import { printBudgets, printComparison, printSize } from './bench/api-report';
import { median } from './bench/median';
import type { Point, SizeResult } from './bench/api-report';
import type { EndpointTrace } from './bench/statement-loop';

const SIZES = arg('sizes', '10000,100000').split(',').map(Number);
const ROUNDS = Number(arg('rounds', '3'));
const SECONDS = Number(arg('seconds', '3'));
const CONNECTIONS = arg('connections', '1,10,100').split(',').map(Number);
const PROFILE = process.argv.includes('--profile');
const COMPARE = arg('compare', '');

async function seedSize(size: number): Promise<{ dataDir: string; file: string; seeded: SeededData }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `gather-bench-api-${size}-`));
  const config = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production' });
  const db = createDb(config.database);
  await migrateToLatest(db);
  await db.destroy();
  const file = path.join(dataDir, 'gather.sqlite');
  const started = performance.now();
  const seeded = seedApiData(file, size);
  const c = seeded.counts;
  console.log(
    `\n== ${size.toLocaleString('en-US')} events: ${c.users.toLocaleString('en-US')} users, ${c.communities.toLocaleString('en-US')} communities, ${c.rsvps.toLocaleString('en-US')} RSVPs, ${c.invitations.toLocaleString('en-US')} invitations, ${c.comments.toLocaleString('en-US')} comments (seeded in ${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
  return { dataDir, file, seeded };
}

/**
 * The seeded database in a data folder of its own for another checkout's server: the same rows, with
 * the migrations that checkout does not have taken off the migrations table (knex refuses to start on
 * a database that ran migrations it cannot find; the tables and columns they added stay, unused).
 */
function copyForCheckout(file: string, checkout: string): string {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gather-bench-api-other-'));
  const copy = path.join(dataDir, path.basename(file));
  const source = new Database(file);
  try {
    source.pragma('wal_checkpoint(TRUNCATE)');
  } finally {
    source.close();
  }
  fs.copyFileSync(file, copy);
  const known = new Set(fs.readdirSync(path.join(checkout, 'migrations')).map((name) => name.replace(/\.ts$/, '')));
  const sqlite = new Database(copy);
  try {
    const ran = sqlite.prepare('select name from knex_migrations').all() as { name: string }[];
    const forget = sqlite.prepare('delete from knex_migrations where name = ?');
    for (const { name } of ran) {
      if (!known.has(name)) {
        forget.run(name);
      }
    }
  } finally {
    sqlite.close();
  }
  return dataDir;
}

/** One GET on a kept-alive connection with node:http (lighter than fetch, whose client costs about a millisecond itself). */
function get(url: string, headers: Record<string, string>, agent: http.Agent): Promise<{ status: number; etag: string | undefined }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers, agent }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, etag: res.headers.etag }));
      })
      .on('error', reject);
  });
}

/**
 * Median time of `runs` sequential revalidations: If-None-Match with the ETag the server gave,
 * answered 304 without a body, each a round trip on one kept-alive connection (`beforeEach` runs
 * untimed before each). Null when the endpoint gives no ETag.
 */
async function revalidationMs(url: string, token: string, runs = 300, beforeEach?: () => void): Promise<number | null> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const first = await get(url, { Authorization: `Bearer ${token}` }, agent);
    const etag = first.etag;
    if (!etag) {
      return null;
    }
    const times: number[] = [];
    // Untimed first, so the server's code is compiled as a busy server has it (the first endpoint measured meets a fresh process).
    for (let i = -50; i < runs; i += 1) {
      beforeEach?.();
      const started = performance.now();
      const res = await get(url, { Authorization: `Bearer ${token}`, 'If-None-Match': etag }, agent);
      if (res.status !== 304) {
        console.log(`  ${url} answered ${res.status} to its own ETag ${etag} (now ${res.etag})`);
        return null;
      }
      if (i >= 0) {
        times.push(performance.now() - started);
      }
    }
    return median(times);
  } finally {
    agent.destroy();
  }
}

async function measureSize(size: number): Promise<SizeResult> {
  const { dataDir, file, seeded } = await seedSize(size);
  const config = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production' });
  const appDb = createDb(config.database);
  const token = await sessionFor(appDb, seeded.viewerId);
  const local = await serveForBench(config, appDb);
  const endpoints = hotReadPaths(seeded);

  // Statements of each endpoint, their plans and times before and after ANALYZE.
  const traces: Record<string, EndpointTrace> = {};
  for (const [label, route] of Object.entries(endpoints)) {
    traces[label] = await traceEndpoint(appDb, `${local.base}${route}`, token);
  }
  const before = planReport(file, traces);
  await appDb.raw('ANALYZE');
  const after = planReport(file, traces);
  printPlans(before, after);

  // The server as production runs it, against the analyzed database (as PRAGMA optimize leaves it),
  // and with --compare another checkout's on the same file.
  const server = await startServerProcess(dataDir);
  const other = COMPARE ? await startServerProcess(copyForCheckout(file, COMPARE), { checkout: COMPARE }) : null;
  try {
    return await measureAgainst(server, other, { size, file, token, endpoints, traces });
  } finally {
    await server.stop();
    await other?.stop();
    local.server.close();
    await appDb.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

interface Measured {
  size: number;
  file: string;
  token: string;
  endpoints: Record<string, string>;
  traces: Record<string, EndpointTrace>;
}

/** A write no hot read shows (a user who is in none of the benchmarked answers renames themself), committed by another connection. */
function writeElsewhere(file: string): void {
  const sqlite = new Database(file);
  try {
    sqlite.prepare("update users set full_name = 'Bench ' || hex(randomblob(4)) where id = (select max(id) from users)").run();
  } finally {
    sqlite.close();
  }
}

async function measureAgainst(server: ServerProcess, other: ServerProcess | null, { size, file, token, endpoints, traces }: Measured): Promise<SizeResult> {
  const revalidation: Record<string, number | null> = {};
  const revalidationAfterWrite: Record<string, number | null> = {};
  for (const [label, route] of Object.entries(endpoints)) {
    const trace = traces[label] as EndpointTrace;
    const gz = gzipSync(JSON.stringify(trace.body)).length;
    console.log(`  ${label.padEnd(22)} ${trace.statements.length} statements, answer ${(trace.bytes / 1024).toFixed(1)} KB (${(gz / 1024).toFixed(1)} KB gzipped)`);
    revalidation[label] = await revalidationMs(`${server.base}${route}`, token);
    revalidationAfterWrite[label] = await revalidationMs(`${server.base}${route}`, token, 300, () => writeElsewhere(file));
  }
  const compressed: Record<string, number[]> = Object.fromEntries(Object.keys(endpoints).map((label) => [label, []]));

  const points: Point[] = Object.keys(endpoints).flatMap((endpoint) => CONNECTIONS.map((connections) => ({ endpoint, connections, http: [], limit: [], other: [] })));
  const prepared = Object.fromEntries(Object.entries(traces).map(([label, trace]) => [label, prepareTrace(file, trace)]));
  const statementServers = Object.fromEntries(await Promise.all(Object.entries(traces).map(async ([label, trace]) => [label, await startStatementServer(file, trace)] as const)));
  const ceiling: Record<string, number[]> = Object.fromEntries(Object.keys(endpoints).map((label) => [label, []]));
  try {
    for (let round = 1; round <= ROUNDS; round += 1) {
      process.stdout.write(`  round ${round}/${ROUNDS}: `);
      for (const point of points) {
        // Interleaved: the limit right before its HTTP run, so a busy machine weighs on both alike.
        point.limit.push(loopRate(() => prepared[point.endpoint]?.run(), Math.min(1.5, SECONDS)));
        point.http.push(await httpLoad(`${server.base}${endpoints[point.endpoint]}`, token, point.connections, SECONDS));
        if (other) {
          point.other.push(await httpLoad(`${other.base}${endpoints[point.endpoint]}`, token, point.connections, SECONDS));
        }
        const statementServer = statementServers[point.endpoint];
        if (point.connections === 10 && statementServer) {
          ceiling[point.endpoint]?.push((await httpLoad(`${statementServer.base}/`, token, 10, SECONDS)).requestsPerSecond);
        }
        process.stdout.write('.');
      }
      for (const [label, route] of Object.entries(endpoints)) {
        compressed[label]?.push((await httpLoad(`${server.base}${route}`, token, 10, SECONDS, { 'Accept-Encoding': 'gzip, deflate, br' })).requestsPerSecond);
      }
      process.stdout.write(`  (load ${os.loadavg()[0]?.toFixed(1)})\n`);
    }
  } finally {
    Object.values(prepared).forEach((p) => p.close());
    Object.values(statementServers).forEach((s) => s.stop());
  }
  const floor: Record<string, number> = {};
  for (const [label, trace] of Object.entries(traces)) {
    const bare = await startBareServer(JSON.stringify(trace.body));
    try {
      floor[label] = (await httpLoad(`${bare.base}/`, token, 10, SECONDS)).requestsPerSecond;
    } finally {
      bare.stop();
    }
  }
  return { size, points, traces, revalidation, revalidationAfterWrite, compressed, floor, ceiling };
}

/** --profile: each endpoint under 10 connections for a while, with the server writing a CPU profile. */
async function profileSize(size: number): Promise<void> {
  const { dataDir, seeded } = await seedSize(size);
  const config = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production' });
  const appDb = createDb(config.database);
  const token = await sessionFor(appDb, seeded.viewerId);
  await appDb.raw('ANALYZE');
  await appDb.destroy();
  for (const [label, route] of Object.entries(hotReadPaths(seeded))) {
    const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gather-cpu-prof-'));
    const server = await startServerProcess(dataDir, { cpuProfileDir: profileDir });
    let load: HttpLoad;
    let during: { fromUs: number; toUs: number };
    const nowUs = () => Number(process.hrtime.bigint() / 1000n);
    try {
      await httpLoad(`${server.base}${route}`, token, 10, 1);
      const fromUs = nowUs();
      load = await httpLoad(`${server.base}${route}`, token, 10, Math.max(SECONDS, 5));
      during = { fromUs, toUs: nowUs() };
    } finally {
      await server.stop();
    }
    const file = fs.readdirSync(profileDir).find((name) => name.endsWith('.cpuprofile'));
    if (file) {
      const kept = path.join(os.tmpdir(), `gather-${size}-${label.replace(/\W+/g, '-')}.cpuprofile`);
      fs.copyFileSync(path.join(profileDir, file), kept);
      printProfile(`${label} at ${size.toLocaleString('en-US')} events, ${load.requestsPerSecond.toFixed(0)} req/s (${kept})`, summarizeProfile(kept, 15, during));
    }
    fs.rmSync(profileDir, { recursive: true, force: true });
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}

console.log(`bench:api on ${os.cpus().length} cores, load ${os.loadavg().map((x) => x.toFixed(1)).join(' ')}; ${ROUNDS} rounds of ${SECONDS} s per point`);
if (PROFILE) {
  for (const size of SIZES) {
    await profileSize(size);
  }
} else {
  const results: SizeResult[] = [];
  for (const size of SIZES) {
    const result = await measureSize(size);
    printSize(result, ROUNDS);
    printComparison(result);
    results.push(result);
  }
  printBudgets(results);
}
