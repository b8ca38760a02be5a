import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseConfig } from '../../server/config';
import { createDb } from '../../server/db';
import type { Db } from '../../server/db';

/**
 * The promise behind every 2xx: a write the server acknowledged survives the server being killed
 * with -9 at any moment. One instance is killed 20 times while clients post comments and likes;
 * afterwards every acknowledged comment and like is there, nothing is there twice, and each
 * comment's like count equals its like rows. On SQLite, the one-process default; on PostgreSQL,
 * three-instances.test.ts kills instances.
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
  env = { NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: `sqlite:${filename}` };
});

afterAll(() => {
  child?.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function startInstance(): Promise<string> {
  const started = spawn(process.execPath, ['--import', 'tsx', 'tests/support/instance-main.ts'], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  child = started;
  exited = new Promise((resolve) => started.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    let out = '';
    started.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8');
      const match = /READY (\S+)/.exec(out);
      if (match?.[1]) {
        resolve(`${match[1].replace('localhost', '127.0.0.1')}/api`);
      }
    });
    started.once('exit', (code) => reject(new Error(`instance exited with ${String(code)} before it was ready`)));
  });
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
    let api = await startInstance();
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
    const liked = new Set<number>();
    for (let cycle = 0; cycle < CYCLES; cycle += 1) {
      if (cycle > 0) {
        api = await startInstance();
      }
      let next = 0;
      const lane = async () => {
        while (next < WRITES_PER_CYCLE) {
          const i = next;
          next += 1;
          const earlier = [...comments.keys()].at(-1 - (i % 5));
          if (i % 3 === 2 && earlier !== undefined && !liked.has(earlier)) {
            const like = await call(`${api}/comments/${earlier}/like`, { method: 'POST', token });
            if (like && like.status < 300) {
              liked.add(earlier);
            }
          } else {
            const content = `cycle ${cycle} write ${i}`;
            const posted = await call(`${api}/comments/`, { method: 'POST', token, body: JSON.stringify({ content, event_id: eventId }) });
            if (posted?.status === 201) {
              comments.set((posted.body as { id: number }).id, content);
            }
          }
        }
      };
      const lanes = Promise.all(Array.from({ length: IN_FLIGHT }, lane));
      // Killed at a random moment, mid-write.
      await new Promise((resolve) => setTimeout(resolve, 200 + Math.random() * 1000));
      child?.kill('SIGKILL');
      await lanes;
      await exited;
    }
    expect(comments.size).toBeGreaterThan(CYCLES * 10);

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
  }, 300_000);
});
