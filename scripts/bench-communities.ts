/**
 * Communities at scale (issue 3): one user in 200 communities, one community with 5,000 members,
 * on SQLite through the real HTTP server. Prints each list/detail call's median and p95 latency and
 * the query plans behind them (no full table scans).  Usage: npm run bench:communities
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../server/config';
import { createDb, migrateToLatest } from '../server/db';
import * as repo from '../server/features/communities/repo';
import { printTimings, timeCalls } from './bench/measure';
import { captureQueries, fullScans, sqlitePlan } from './bench/query-plan';
import { insertInBatches, seedUsers, sessionFor } from './bench/seed';
import { serveForBench } from './bench/serve';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gather-bench-communities-'));
const config = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production' });
const db = createDb(config.database);
await migrateToLatest(db);

console.log('Seeding: 5,200 users, 200 communities for one user, 5,000 members in one community ...');
const seedStarted = performance.now();
const now = new Date().toISOString();
const [busyUser = 0, ...others] = await seedUsers(db, 5200, 'u');
const communities = Array.from({ length: 200 }, (_, i) => ({
  name: `Community ${i}`,
  description: `Description ${i}`,
  invite_code: `BENCH${String(i).padStart(5, '0')}`,
  owner_id: others[i % others.length],
  admin_events_only: false,
  invite_code_visible_to_all: true,
  member_count: 1,
  created_at: new Date(Date.now() - i * 60_000).toISOString(),
}));
await insertInBatches(db, 'communities', communities);
const communityIds = (await db('communities').orderBy('id').select<{ id: number }[]>('id')).map((r) => r.id);
await insertInBatches(
  db,
  'community_members',
  communityIds.map((community_id) => ({ community_id, user_id: busyUser, is_admin: false, joined_at: now })),
);
const bigCommunity = communityIds[0] ?? 0;
const bigMembers = others.slice(0, 5000).filter((id) => id !== communities[0]?.owner_id);
await insertInBatches(
  db,
  'community_members',
  [communities[0]?.owner_id ?? 0, ...bigMembers].map((user_id, i) => ({ community_id: bigCommunity, user_id, is_admin: i % 100 === 0, joined_at: now })),
);
await db('communities').where({ id: bigCommunity }).update({ member_count: bigMembers.length + 2 });
console.log(`Seeded in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`);

console.log('\nQuery plans (SQLite EXPLAIN QUERY PLAN):');
let scans = 0;
const planned = {
  'list my communities': () => repo.listCommunitiesOfUser(db, busyUser),
  'community by id': () => repo.findCommunity(db, bigCommunity),
  'membership of a user': () => repo.findMembership(db, bigCommunity, busyUser),
  'members of a 5,000-member community': () => repo.listMembers(db, bigCommunity),
  'community by invite code': () => repo.findCommunityByInviteCode(db, 'BENCH00007'),
};
for (const [label, work] of Object.entries(planned)) {
  for (const query of await captureQueries(db, work)) {
    const plan = await sqlitePlan(db, query);
    const bad = fullScans(plan);
    scans += bad.length;
    console.log(`  ${label}: ${plan.join(' | ')}${bad.length ? '   <-- FULL SCAN' : ''}`);
  }
}

const { base, server } = await serveForBench(config, db);
const busyToken = await sessionFor(db, busyUser);
const bigOwnerToken = await sessionFor(db, communities[0]?.owner_id ?? 0);

const get = (url: string, token: string) => async () => {
  const res = await fetch(`${base}${url}`, { headers: { Authorization: `Bearer ${token}` } });
  if (!res.ok) {
    throw new Error(`${url} answered ${res.status}`);
  }
  await res.arrayBuffer();
};

console.log('\nLatency through the HTTP server (sequential requests):');
const timings = [
  await timeCalls('GET /communities/ (user in 200 communities)', get('/communities/', busyToken)),
  await timeCalls('GET /communities/:id (5,000 members, as owner)', get(`/communities/${bigCommunity}`, bigOwnerToken)),
  await timeCalls('GET /communities/:id/members (5,000 members)', get(`/communities/${bigCommunity}/members`, bigOwnerToken)),
  await timeCalls('GET /communities/:id (as a member of 200)', get(`/communities/${communityIds[150]}`, busyToken)),
];
printTimings(timings, 50);
console.log(`\nFull table scans in these queries: ${scans}`);

server.close();
await db.destroy();
fs.rmSync(dataDir, { recursive: true, force: true });
