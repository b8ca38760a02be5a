/**
 * Discussions at scale (issue 5): one event with 2,000 comments (1,000 top-level, 1,000 replies)
 * and 20,000 likes, among 20 other events' discussions. Prints how many queries loading the discussion takes (one per level, never
 * one per comment), their plans, and the latency of GET /events/:id/comments through the server.
 * Usage: npm run bench:comments
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { REPLIES_PER_COMMENT } from '@contracts/comments/schemas';
import { loadConfig } from '../server/config';
import { createDb, migrateToLatest } from '../server/db';
import * as commentRepo from '../server/features/comments/repo';
import { printTimings, timeCalls } from './bench/measure';
import { captureQueries, fullScans, sqlitePlan } from './bench/query-plan';
import { sessionFor } from './bench/seed';
import { serveForBench } from './bench/serve';

const USERS = 200;
const TOP_LEVEL = 1000;
const REPLIES = 1000;
const LIKES = 20_000;
const OTHER_EVENTS = 20;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gather-bench-comments-'));
const config = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production' });
const setupDb = createDb(config.database);
await migrateToLatest(setupDb);
await setupDb.destroy();

console.log(`Seeding one event with ${TOP_LEVEL + REPLIES} comments and ${LIKES} likes from ${USERS} members ...`);
{
  const sqlite = new Database(path.join(dataDir, 'gather.sqlite'));
  const now = Date.now();
  const at = (i: number) => new Date(now - (10_000 - i) * 60_000).toISOString();
  sqlite.transaction(() => {
    const addUser = sqlite.prepare('insert into users (uuid, email, username, full_name, created_at) values (?, ?, ?, ?, ?)');
    for (let u = 1; u <= USERS; u += 1) {
      addUser.run(`uuid-${u}`, `u${u}@bench.example`, `u${u}`, `User ${u}`, at(0));
    }
    sqlite.prepare("insert into communities (name, invite_code, owner_id, member_count, created_at) values ('Talkers', 'TALK000001', 1, ?, ?)").run(USERS, at(0));
    const addMember = sqlite.prepare('insert into community_members (community_id, user_id, is_admin, joined_at) values (1, ?, 0, ?)');
    for (let u = 1; u <= USERS; u += 1) {
      addMember.run(u, at(0));
    }
    sqlite
      .prepare("insert into events (community_id, creator_id, title, start_at, time_zone, is_private, created_at, updated_at) values (1, 1, 'Debate', ?, 'UTC', 0, ?, ?)")
      .run(at(9000), at(0), at(0));
    const addComment = sqlite.prepare('insert into comments (event_id, author_id, parent_id, content, likes_count, created_at) values (1, ?, ?, ?, 0, ?)');
    for (let i = 1; i <= TOP_LEVEL; i += 1) {
      addComment.run((i % USERS) + 1, null, `Comment ${i}: what do you all think about the opening?`, at(i));
    }
    for (let i = 1; i <= REPLIES; i += 1) {
      addComment.run(((i * 7) % USERS) + 1, ((i * 13) % TOP_LEVEL) + 1, `Reply ${i}: I agree with this.`, at(TOP_LEVEL + i));
    }
    // Other events' discussions, so the table is not just this one event's (as in a real database).
    const addOther = sqlite.prepare("insert into events (community_id, creator_id, title, start_at, time_zone, is_private, created_at, updated_at) values (1, 1, 'Other', ?, 'UTC', 0, ?, ?)");
    const addOtherComment = sqlite.prepare('insert into comments (event_id, author_id, parent_id, content, likes_count, created_at) values (?, ?, ?, ?, 0, ?)');
    for (let e = 2; e <= OTHER_EVENTS + 1; e += 1) {
      addOther.run(at(9000), at(0), at(0));
      for (let i = 1; i <= TOP_LEVEL + REPLIES; i += 1) {
        addOtherComment.run(e, (i % USERS) + 1, null, `Elsewhere ${i}`, at(i));
      }
    }
    const addLike = sqlite.prepare('insert into comment_likes (comment_id, user_id, created_at) values (?, ?, ?)');
    const total = TOP_LEVEL + REPLIES;
    for (let i = 0; i < LIKES; i += 1) {
      addLike.run((i % total) + 1, (Math.floor(i / total) % USERS) + 1, at(0));
    }
    sqlite.exec('update comments set likes_count = (select count(*) from comment_likes l where l.comment_id = comments.id)');
  })();
  sqlite.pragma('optimize');
  sqlite.close();
}

const db = createDb(config.database);
const viewer = 3;
const queries = await captureQueries(db, async () => {
  await commentRepo.listDiscussionPage(db, 1, viewer, { order: 'newest', limit: 21, after: null, repliesEach: REPLIES_PER_COMMENT });
  await commentRepo.countLiveComments(db, 1);
});
console.log(`\nLoading a page of the discussion takes ${queries.length} queries (a page of top level with their replies, the count):`);
let scans = 0;
for (const query of queries) {
  const plan = await sqlitePlan(db, query);
  scans += fullScans(plan).length;
  console.log(`  ${plan.join(' | ')}`);
}
console.log(`Full table scans: ${scans}`);

const { base, server } = await serveForBench(config, db);
const token = await sessionFor(db, viewer);
console.log('\nLatency through the HTTP server (sequential requests):');
const timing = await timeCalls('GET /events/:id/comments, first page (2,000 comments)', async () => {
  const res = await fetch(`${base}/events/1/comments`, { headers: { Authorization: `Bearer ${token}` } });
  if (!res.ok) {
    throw new Error(`answered ${res.status}`);
  }
  await res.arrayBuffer();
});
printTimings([timing], 50);
server.close();
await db.destroy();
fs.rmSync(dataDir, { recursive: true, force: true });
