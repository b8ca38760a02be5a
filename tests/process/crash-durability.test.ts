import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseConfig } from '../../server/config';
import { createDb } from '../../server/db';
import type { Db } from '../../server/db';
import { startInstanceProcess } from '../support/instance-process';

/**
 * The promise behind every 2xx: a write the server acknowledged survives the server being killed
 * with -9 at any moment. One instance is killed 20 times while clients post comments and likes,
 * once in each run of 1,000 writes, at a random write; the clients wait for the restart instead of
 * writing to a dead port, so each run makes its 1,000 writes and only those in flight at the kill
 * go unanswered. Afterwards every acknowledged comment and like is there, nothing is there twice,
 * and each comment's like count equals its like rows. On SQLite, the one-process default; on
 * PostgreSQL, three-instances.test.ts and fault-run.test.ts kill instances.
 */
const CYCLES = 20;
const WRITES_PER_CYCLE = 1000;
const IN_FLIGHT = 8;

let dataDir: string;
let database: { config: DatabaseConfig };
let env: NodeJS.ProcessEnv;
let child: ChildProcess | null = null;
let exited: Promise<void> = Promise.resolve();

beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gather-crash-'));
  const filename = path.join(dataDir, 'gather.sqlite');
  database = { config: { client: 'sqlite', filename } };
  // Comments are limited per member per minute (20 by default): this member writes thousands.
  env = { NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: `sqlite:${filename}`, COMMENTS_PER_MEMBER_PER_MINUTE: '1000000' };
});

afterAll(() => {
  child?.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Starts the instance; resolves to its API's address once it is ready. */
async function startInstance(): Promise<string> {
  const started = await startInstanceProcess(env);
  child = started.child;
  exited = started.exited;
  return `http://127.0.0.1:${started.port}/api`;
}

async function call(url: string, init: RequestInit & { token?: string; body?: string }): Promise<{ status: number; body: unknown } | null> {
  try {
    const res = await fetch(url, { ...init, headers: { 'Content-Type': 'application/json', ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}) } });
    return { status: res.status, body: res.status === 204 ? null : ((await res.json()) as unknown) };
  } catch {
    return null; // the instance died: not acknowledged
  }
}

describe('writes acknowledged before a kill -9', () => {
  it(`are all there after ${CYCLES} kills during ${WRITES_PER_CYCLE} writes each, none twice, counts equal to rows`, async () => {
    const started = Date.now();
    const api = await startInstance();
    const account = { email: 'crash@example.com', password: 'long-enough-1' };
    await call(`${api}/auth/register`, { method: 'POST', body: JSON.stringify(account) });
    const login = await call(`${api}/auth/login`, { method: 'POST', body: JSON.stringify(account) });
    const token = (login?.body as { access_token: string }).access_token;
    const community = await call(`${api}/communities/`, { method: 'POST', token, body: JSON.stringify({ name: 'Crash test' }) });
    const event = await call(`${api}/events/`, {
      method: 'POST',
      token,
      body: JSON.stringify({ community_id: (community?.body as { id: number }).id, title: 'Stress', start_datetime: '2031-01-01T20:00:00Z' }),
    });
    const eventId = (event?.body as { id: number }).id;

    const comments = new Map<number, string>();
    /** Acknowledged comments in order, the newest last: the likes go to recent ones. */
    const commentIds: number[] = [];
    const liked = new Set<number>();
    const acknowledged = Array.from({ length: CYCLES }, () => 0);
    // Each run is killed once it has this many acknowledged writes: anywhere from 5% to 95% through.
    const killAfter = Array.from({ length: CYCLES }, () => Math.floor(WRITES_PER_CYCLE * (0.05 + 0.9 * Math.random())));
    // The instance the lanes write to: while it restarts, a promise of the next one.
    let live: Promise<string> = Promise.resolve(api);
    let restarts = Promise.resolve();
    let restartMs = 0;
    const kill = () => {
      child?.kill('SIGKILL');
      const killedAt = Date.now();
      const dead = exited;
      live = dead.then(() => startInstance());
      restarts = live.then(() => {
        restartMs += Date.now() - killedAt;
      });
    };

    let next = 0;
    const write = async (i: number, base: string): Promise<boolean> => {
      const earlier = commentIds.at(-1 - (i % 5));
      if (i % 3 === 2 && earlier !== undefined && !liked.has(earlier)) {
        const like = await call(`${base}/comments/${earlier}/like`, { method: 'POST', token });
        if (like && like.status >= 300) {
          throw new Error(`like answered ${like.status}`);
        }
        if (like) {
          liked.add(earlier);
        }
        return like !== null;
      }
      const content = `write ${i}`;
      const posted = await call(`${base}/comments/`, { method: 'POST', token, body: JSON.stringify({ content, event_id: eventId }) });
      if (posted && posted.status !== 201) {
        throw new Error(`comment answered ${posted.status}`);
      }
      if (posted) {
        const { id } = posted.body as { id: number };
        comments.set(id, content);
        commentIds.push(id);
      }
      return posted !== null;
    };
    const lane = async () => {
      while (next < CYCLES * WRITES_PER_CYCLE) {
        const i = next;
        next += 1;
        const cycle = Math.floor(i / WRITES_PER_CYCLE);
        // A write goes to the instance that is up (waiting while it restarts), never to a dead port.
        if (await write(i, await live)) {
          acknowledged[cycle] = (acknowledged[cycle] ?? 0) + 1;
          if (acknowledged[cycle] === killAfter[cycle]) {
            // Killed at once, mid-write: the other lanes' writes are in flight.
            kill();
          }
        }
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, lane));
    await restarts;
    const writesMs = Date.now() - started;

    console.log(
      `[crash-durability] ${CYCLES} kills in ${(writesMs / 1000).toFixed(1)} s (restarts ${(restartMs / 1000).toFixed(1)} s of it); writes acknowledged per run of ${WRITES_PER_CYCLE}: ${acknowledged.join(', ')}`,
    );
    // Only the writes in flight at each kill (one per other lane at most) went unanswered.
    for (const count of acknowledged) {
      expect(count).toBeGreaterThanOrEqual(WRITES_PER_CYCLE - (IN_FLIGHT - 1));
    }

    const db: Db = createDb(database.config);
    try {
      const rows = await db('comments').where({ event_id: eventId }).select<{ id: number; content: string; likes_count: number }[]>('id', 'content', 'likes_count');
      const byId = new Map(rows.map((r) => [r.id, r]));
      for (const [id, content] of comments) {
        expect(byId.get(id)?.content).toBe(content);
      }
      expect(new Set(rows.map((r) => r.content)).size).toBe(rows.length);
      const likes = await db('comment_likes').select<{ comment_id: number }[]>('comment_id');
      const likeRows = new Map<number, number>();
      for (const like of likes) {
        likeRows.set(like.comment_id, (likeRows.get(like.comment_id) ?? 0) + 1);
      }
      for (const id of liked) {
        expect(likeRows.get(id)).toBe(1);
      }
      for (const row of rows) {
        expect(row.likes_count).toBe(likeRows.get(row.id) ?? 0);
      }
    } finally {
      await db.destroy();
    }
  }, 600_000);
});
