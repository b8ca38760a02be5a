/**
 * What authenticating with a developer API token costs a request (issue 14's budget: under 0.5 ms
 * median more than a session). One run, one server, one database holding 20,000 sessions and 20,000
 * tokens: GET /api/auth/me alternately with a session and with a token (pairs, so load on the machine
 * hits both alike), then the same two lookups in process without HTTP. Also: a token with a wrong
 * checksum, refused before any database work.
 * Usage: npm run bench:tokens
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../server/config';
import { createDb, migrateToLatest } from '../server/db';
import { userForToken } from '../server/features/auth/service';
import { authenticateApiToken } from '../server/features/developer/token-auth';
import { newApiToken } from '../server/features/developer/token-format';
import { newOpaqueToken } from '../server/features/auth/secrets';
import { insertInBatches, seedUsers } from './bench/seed';
import { serveForBench } from './bench/serve';
import { median } from './bench/median';

const MEMBERS = 2_000;
const PER_MEMBER = 10;
const PAIRS = Number(process.env.BENCH_PAIRS ?? 3_000);
const IN_PROCESS = 5_000;
const BUDGET_MS = 0.5;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gather-bench-tokens-'));
// The per-token limit stays on (the limiter's counting is part of the cost) but far above what the run sends.
const config = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production', LOG_LEVEL: 'silent', API_TOKEN_REQUESTS_PER_MINUTE: '100000000' });
const db = createDb(config.database);
await migrateToLatest(db);

console.log(`Seeding ${MEMBERS} members with ${PER_MEMBER} sessions and ${PER_MEMBER} API tokens each ...`);
const userIds = await seedUsers(db, MEMBERS, 'tok');
const now = new Date();
const later = new Date(now.getTime() + 30 * 86_400_000).toISOString();
const sessions: Record<string, unknown>[] = [];
const tokens: Record<string, unknown>[] = [];
for (const userId of userIds) {
  for (let i = 0; i < PER_MEMBER; i += 1) {
    sessions.push({ user_id: userId, token_hash: newOpaqueToken().hash, created_at: now.toISOString(), expires_at: later });
    const token = newApiToken();
    tokens.push({ user_id: userId, name: `Script ${i}`, token_hash: token.hash, token_prefix: token.prefix, access: 'read_write', created_at: now.toISOString(), expires_at: later });
  }
}
await insertInBatches(db, 'sessions', sessions);
await insertInBatches(db, 'api_tokens', tokens);

// The member the run signs in as, somewhere in the middle of the tables.
const member = userIds[Math.floor(MEMBERS / 2)] as number;
const session = newOpaqueToken();
await db('sessions').insert({ user_id: member, token_hash: session.hash, created_at: now.toISOString(), expires_at: later });
const token = newApiToken();
await db('api_tokens').insert({ user_id: member, name: 'Bench', token_hash: token.hash, token_prefix: token.prefix, access: 'read_write', created_at: now.toISOString(), expires_at: later });

const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.95)] ?? NaN;

const { base, server } = await serveForBench(config, db);
async function timedGet(credential: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${base}/auth/me`, { headers: { Authorization: `Bearer ${credential}` } });
  await res.arrayBuffer();
  const took = performance.now() - started;
  if (res.status !== 200) {
    throw new Error(`GET /auth/me answered ${res.status}`);
  }
  return took;
}

for (let i = 0; i < 200; i += 1) {
  await timedGet(session.raw);
  await timedGet(token.raw);
}
console.log(`\nGET /api/auth/me through HTTP, ${PAIRS} pairs (session, then token; the order swaps every pair):`);
const bySession: number[] = [];
const byToken: number[] = [];
const differences: number[] = [];
for (let i = 0; i < PAIRS; i += 1) {
  let s: number;
  let k: number;
  if (i % 2 === 0) {
    s = await timedGet(session.raw);
    k = await timedGet(token.raw);
  } else {
    k = await timedGet(token.raw);
    s = await timedGet(session.raw);
  }
  bySession.push(s);
  byToken.push(k);
  differences.push(k - s);
}
const httpAdded = median(differences);
console.log(`  session  median ${median(bySession).toFixed(3)} ms   p95 ${p95(bySession).toFixed(3)} ms`);
console.log(`  token    median ${median(byToken).toFixed(3)} ms   p95 ${p95(byToken).toFixed(3)} ms`);
console.log(`  token minus session: median of the pairs' differences ${httpAdded.toFixed(3)} ms; difference of medians ${(median(byToken) - median(bySession)).toFixed(3)} ms`);

const badChecksum = `${token.raw.slice(0, -1)}${token.raw.endsWith('A') ? 'B' : 'A'}`;
const refusedTimes: number[] = [];
for (let i = 0; i < 500; i += 1) {
  const started = performance.now();
  const res = await fetch(`${base}/auth/me`, { headers: { Authorization: `Bearer ${badChecksum}` } });
  await res.arrayBuffer();
  refusedTimes.push(performance.now() - started);
}
console.log(`  a wrong checksum (401, no database lookup) median ${median(refusedTimes).toFixed(3)} ms`);
server.close();

console.log(`\nThe lookups alone, in process, ${IN_PROCESS} each (alternating):`);
const deps = { config, db, clock: () => new Date() } as unknown as Parameters<typeof authenticateApiToken>[0];
const sessionLookups: number[] = [];
const tokenLookups: number[] = [];
for (let i = 0; i < IN_PROCESS; i += 1) {
  let started = performance.now();
  await userForToken(deps, session.raw);
  sessionLookups.push(performance.now() - started);
  started = performance.now();
  await authenticateApiToken(deps, token.raw);
  tokenLookups.push(performance.now() - started);
}
console.log(`  session lookup median ${median(sessionLookups).toFixed(3)} ms; token check + lookup median ${median(tokenLookups).toFixed(3)} ms`);

await db.destroy();
fs.rmSync(dataDir, { recursive: true, force: true });
const verdict = httpAdded < BUDGET_MS ? 'PASS' : 'OVER';
console.log(`\nToken authentication adds ${httpAdded.toFixed(3)} ms median to a request (budget ${BUDGET_MS} ms): ${verdict}`);
console.log(`(${os.cpus().length} cores, load average ${os.loadavg()[0]?.toFixed(1)}: on a loaded machine run it twice and compare)`);
process.exitCode = httpAdded < BUDGET_MS ? 0 : 1;
