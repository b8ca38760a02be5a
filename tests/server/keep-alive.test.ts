import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { startServer } from '../../server/main';
import type { RunningServer } from '../../server/main';

let running: RunningServer;
let dataDir: string;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gather-keep-alive-'));
  running = await startServer(loadConfig({ NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), { workers: false });
});
afterAll(async () => {
  await running.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** GET through `agent`: the status, and whether it went on a connection kept from before. */
function get(agent: http.Agent, urlPath: string): Promise<{ status: number; reused: boolean }> {
  return new Promise((resolve, reject) => {
    const req = http.get(new URL(urlPath, running.url.replace('localhost', '127.0.0.1')), { agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, reused: req.reusedSocket }));
    });
    req.on('error', reject);
  });
}

describe('a kept-alive connection', () => {
  // Node's default closed it after 5 s idle: a client sending its next request on it just then got ECONNRESET.
  it('still answers a request sent on it after 6 s idle', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      expect(await get(agent, '/api/health')).toEqual({ status: 200, reused: false });
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      expect(await get(agent, '/api/health')).toEqual({ status: 200, reused: true });
    } finally {
      agent.destroy();
    }
  }, 20_000);
});
