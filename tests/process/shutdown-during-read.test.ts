import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHUTDOWN_GRACE_MS } from '../../server/main';
import { startEventSite } from '../support/event-site';
import type { EventSite } from '../support/event-site';
import { listeningAddress } from '../support/listening-address';

/**
 * Issue 28, finding 1: while the assistant read 300,000 nested <div>s the process ignored SIGTERM
 * for minutes (its event loop was busy, so the signal's handler never ran). The real server, as
 * `npm start` runs it, with two such readings in flight: SIGTERM starts the graceful shutdown at
 * once (readiness answers 503 straight away), the readings in flight are answered, and the process
 * exits within the shutdown's grace period (the port stays open 2 s after the signal, as a balancer needs).
 */

const PAGES = {
  '/divs': `<html><body>${'<div>'.repeat(300_000)}Quiz night, Friday 8pm`,
  '/dates': `<html><body><p>${'12/12 '.repeat(50_000)}</p></body></html>`,
};

let site: EventSite;
let server: ChildProcess;
let base: string;
let dataDir: string;
let output = '';
let exit: Promise<number | null>;

beforeAll(async () => {
  site = await startEventSite(Object.fromEntries(Object.entries(PAGES).map(([p, body]) => [p, { body }])));
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gather-read-shutdown-'));
  server = spawn(process.execPath, ['--import', 'tsx', 'server/serve.ts'], {
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'info', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, STATIC_DIR: dataDir, OUTBOUND_ALLOWED_HOSTS: site.host, SHUTDOWN_UNREADY_MS: '2000' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  exit = new Promise((resolve) => server.once('exit', (code) => resolve(code)));
  base = await listeningAddress(server, (text) => {
    output += text;
  });
}, 30_000);

afterAll(async () => {
  server.kill('SIGKILL');
  await site.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function api(pathname: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${base}/api${pathname}`, { ...init, headers: { 'Content-Type': 'application/json', ...(init.headers ?? {}) } });
}

describe('SIGTERM while the assistant reads', () => {
  it('shuts down gracefully at once: readiness fails, the readings in flight are answered, the process exits in time', async () => {
    await api('/auth/register', { method: 'POST', body: JSON.stringify({ email: 'reader@example.com', password: 'long-enough-1' }) });
    const login = await api('/auth/login', { method: 'POST', body: JSON.stringify({ email: 'reader@example.com', password: 'long-enough-1' }) });
    const auth = { Authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}` };
    const community = (await (await api('/communities/', { method: 'POST', headers: auth, body: JSON.stringify({ name: 'Readers' }) })).json()) as { id: number };

    const readings = Object.keys(PAGES).map((page) =>
      api('/events/parse-from-url', { method: 'POST', headers: auth, body: JSON.stringify({ community_id: community.id, url: site.url(page) }) }).then(
        async (res) => ({ status: res.status, body: (await res.json()) as { success: boolean; message: string } }),
        (err: unknown) => ({ status: 0, body: { success: false, message: String(err) } }),
      ),
    );
    // Both pages fetched and being read.
    while (site.requests.length < 2) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await new Promise((resolve) => setTimeout(resolve, 200));

    const signalled = Date.now();
    server.kill('SIGTERM');
    // The signal reaches the process's handler through its event loop: asked every 20 ms, readiness fails within a second.
    let ready = 200;
    while (ready !== 503 && Date.now() - signalled < 5000) {
      ready = (await api('/ready')).status;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(ready).toBe(503);
    expect(Date.now() - signalled).toBeLessThan(1000);

    for (const reading of await Promise.all(readings)) {
      expect(reading.status, reading.body.message).toBe(200);
    }
    expect(await exit).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(SHUTDOWN_GRACE_MS);
    expect(output).toContain('SIGTERM received, shutting down');
  }, 60_000);
});
