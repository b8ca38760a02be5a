import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listeningAddress } from '../support/listening-address';

/**
 * The real server in its own process, as `npm start` runs it: a request that used to make Node exit
 * (a rejection nobody handled) must leave it serving everyone else. process-guards.ts keeps the
 * server up and logs such a rejection, so staying up alone would hide one: its log line must never
 * appear either.
 */
let server: ChildProcess;
let base: string;
let dataDir: string;
let exited: number | null | undefined;
/** Everything the server wrote, stdout and stderr. */
let output = '';
/** What process-guards.ts logs for a rejection nobody handled. */
const UNHANDLED_LINE = 'a promise rejection was not handled';

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gather-hostile-'));
  server = spawn(process.execPath, ['--import', 'tsx', 'server/serve.ts'], {
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'info', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, STATIC_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.on('exit', (code) => {
    exited = code;
  });
  base = await listeningAddress(server, (text) => {
    output += text;
  });
}, 30_000);

afterAll(() => {
  server.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function api(pathname: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${base}/api${pathname}`, { ...init, headers: { 'Content-Type': 'application/json', ...(init.headers ?? {}) } });
}

describe('the running server', () => {
  it('keeps serving after a signed-in member sends 8 KB of JSON nested 4,100 deep with an Idempotency-Key', async () => {
    await api('/auth/register', { method: 'POST', body: JSON.stringify({ email: 'deep@example.com', password: 'long-enough-1' }) });
    const login = await api('/auth/login', { method: 'POST', body: JSON.stringify({ email: 'deep@example.com', password: 'long-enough-1' }) });
    const { access_token: token } = (await login.json()) as { access_token: string };
    const deep = `${'['.repeat(4100)}${']'.repeat(4100)}`;
    for (const route of ['/communities/', '/comments/', '/events/1/rsvp']) {
      const res = await api(route, { method: 'POST', body: deep, headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': `deep${route}` } });
      expect(res.status).toBe(400);
    }
    const gzipLie = await api('/auth/login', { method: 'POST', body: '{"email":"x"}', headers: { 'Content-Encoding': 'gzip' } });
    expect(gzipLie.status).toBe(400);
    // In UTF-16 a '∀' is the bytes 00 22, which a scan of the raw bytes takes for a quote.
    const utf16 = Buffer.from(`{"a":"\u2200","b":${'['.repeat(20_000)}${']'.repeat(20_000)}}`, 'utf16le');
    const charset = await api('/communities/', {
      method: 'POST',
      body: utf16,
      headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': 'utf16', 'Content-Type': 'application/json; charset=utf-16le' },
    });
    expect(charset.status).toBe(415);
    const health = await api('/health');
    expect(health.status).toBe(200);
    // Signed-in requests still go through authentication and idempotency as usual.
    const me = await api('/auth/me', { headers: { Authorization: `Bearer ${token}` } });
    expect(me.status).toBe(200);
    const created = await api('/communities/', { method: 'POST', body: '{"name":"Still here"}', headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': 'shallow' } });
    expect(created.status).toBe(201);
    expect(exited).toBeUndefined();
  });

  it('has logged no rejection that nothing handled, and no 500', async () => {
    // The request lines are written when each response ends: one more request flushes those before it.
    await api('/health');
    await expect.poll(() => output).toContain('"/api/health"');
    expect(output).not.toContain(UNHANDLED_LINE);
    expect(output).not.toMatch(/"status":5\d\d/);
  });
});
