/**
 * Events at scale (issue 4): 100,000 events across 1,000 communities and 1,000,000 RSVPs in SQLite.
 * Prints the query plans behind the community list, the attending list and the event detail,
 * their sequential latency (median, p95, p99 of 100 runs) and, with autocannon, requests per
 * second and latency with 50 concurrent clients against the real server.
 * Usage: npm run bench:events
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { loadConfig } from '../server/config';
import { createDb, migrateToLatest } from '../server/db';
import * as eventRepo from '../server/features/events/repo';
import { listEventPage } from '../server/features/events/list-repo';
import { loadTest, printLoad } from './bench/load';
import { printTimings, timeCalls } from './bench/measure';
import { captureQueries, fullScans, sqlitePlan } from './bench/query-plan';
import { sessionFor } from './bench/seed';
import { serveForBench } from './bench/serve';

const COMMUNITIES = 1000;
const EVENTS_PER_COMMUNITY = 100;
const MEMBERS_PER_COMMUNITY = 10;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gather-bench-events-'));
const config = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production' });
const db = createDb(config.database);
await migrateToLatest(db);
await db.destroy();

console.log(`Seeding ${COMMUNITIES * MEMBERS_PER_COMMUNITY} users, ${COMMUNITIES} communities, ${COMMUNITIES * EVENTS_PER_COMMUNITY} events, ${COMMUNITIES * EVENTS_PER_COMMUNITY * MEMBERS_PER_COMMUNITY} RSVPs ...`);
const seedStarted = performance.now();
{
  // Seeding a million rows goes straight through better-sqlite3 in one transaction: knex adds nothing here.
  const sqlite = new Database(path.join(dataDir, 'gather.sqlite'));
  sqlite.pragma('journal_mode = WAL');
  const now = new Date().toISOString();
  const addUser = sqlite.prepare('insert into users (uuid, email, username, full_name, created_at) values (?, ?, ?, ?, ?)');
  const addCommunity = sqlite.prepare(
    'insert into communities (name, invite_code, owner_id, member_count, created_at) values (?, ?, ?, ?, ?)',
  );
  const addMember = sqlite.prepare('insert into community_members (community_id, user_id, is_admin, joined_at) values (?, ?, 0, ?)');
  const addEvent = sqlite.prepare(
    'insert into events (community_id, creator_id, title, description, start_at, time_zone, is_private, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const addRsvp = sqlite.prepare('insert into event_rsvps (event_id, user_id, status, created_at, updated_at) values (?, ?, ?, ?, ?)');
  const statuses = ['going', 'maybe', 'not_going'];
  sqlite.transaction(() => {
    for (let u = 1; u <= COMMUNITIES * MEMBERS_PER_COMMUNITY; u += 1) {
      addUser.run(`uuid-${u}`, `user${u}@bench.example`, `user${u}`, `User ${u}`, now);
    }
    let eventId = 0;
    for (let c = 1; c <= COMMUNITIES; c += 1) {
      const firstUser = (c - 1) * MEMBERS_PER_COMMUNITY + 1;
      addCommunity.run(`Community ${c}`, `CODE${String(c).padStart(6, '0')}`, firstUser, MEMBERS_PER_COMMUNITY, now);
      for (let m = 0; m < MEMBERS_PER_COMMUNITY; m += 1) {
        addMember.run(c, firstUser + m, now);
      }
      for (let e = 0; e < EVENTS_PER_COMMUNITY; e += 1) {
        // Half in the past, half upcoming, one in ten private.
        const start = new Date(Date.now() + (e - EVENTS_PER_COMMUNITY / 2) * 86_400_000).toISOString();
        addEvent.run(c, firstUser + (e % MEMBERS_PER_COMMUNITY), `Event ${c}-${e}`, 'About this event', start, 'Europe/London', e % 10 === 0 ? 1 : 0, now, now);
        eventId += 1;
        for (let m = 0; m < MEMBERS_PER_COMMUNITY; m += 1) {
          addRsvp.run(eventId, firstUser + m, statuses[(e + m) % 3], now, now);
        }
      }
    }
  })();
  sqlite.pragma('optimize');
  sqlite.close();
}
console.log(`Seeded in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`);

const appDb = createDb(config.database);
const COMMUNITY = 500;
const viewer = (COMMUNITY - 1) * MEMBERS_PER_COMMUNITY + 2; // a plain member of community 500
const someEvent = (COMMUNITY - 1) * EVENTS_PER_COMMUNITY + 60;
const nowIso = new Date().toISOString();
const viewerRef = { id: viewer, provenEmail: null };

console.log('\nQuery plans (SQLite EXPLAIN QUERY PLAN):');
let scans = 0;
const planned = {
  'community upcoming events': () =>
    listEventPage(appDb, { kind: 'community', communityId: COMMUNITY, seesAllPrivate: false }, { viewer: viewerRef, when: 'upcoming', nowIso, limit: 200 }),
  'attending list': () => listEventPage(appDb, { kind: 'attending' }, { viewer: viewerRef, when: 'upcoming', nowIso, limit: 200 }),
  'event by id': () => eventRepo.findEvent(appDb, someEvent),
  'attendees of an event': () => eventRepo.listRsvps(appDb, someEvent),
};
for (const [label, work] of Object.entries(planned)) {
  for (const query of await captureQueries(appDb, work)) {
    const plan = await sqlitePlan(appDb, query);
    const bad = fullScans(plan);
    scans += bad.length;
    console.log(`  ${label}: ${plan.join(' | ')}${bad.length ? '   <-- FULL SCAN' : ''}`);
  }
}
console.log(`Full table scans in these queries: ${scans}`);

const { base, server } = await serveForBench(config, appDb);
const token = await sessionFor(appDb, viewer);
const urls = {
  'GET /events/community/:id?when=upcoming (100 events)': `${base}/events/community/${COMMUNITY}?when=upcoming`,
  'GET /events/attending': `${base}/events/attending`,
  'GET /events/:id (10 RSVPs)': `${base}/events/${someEvent}`,
};

console.log('\nLatency, sequential requests:');
const timings = [];
for (const [label, url] of Object.entries(urls)) {
  timings.push(
    await timeCalls(label, async () => {
      const res = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
      if (!res.ok) {
        throw new Error(`${label} answered ${res.status}`);
      }
      await res.arrayBuffer();
    }),
  );
}
printTimings(timings, 50);

console.log('\nThroughput, 50 concurrent clients for 5 s each (autocannon):');
const loads = [];
for (const [label, url] of Object.entries(urls)) {
  loads.push(await loadTest(label, url, token));
}
printLoad(loads);

server.close();
await appDb.destroy();
fs.rmSync(dataDir, { recursive: true, force: true });
