import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import type { PushSender } from '../../server/integrations/push';
import { startServer } from '../../server/main';
import { captureLog } from '../support/log-capture';

let parent: string;
beforeAll(() => {
  parent = fs.mkdtempSync(path.join(os.tmpdir(), 'gather-files-'));
});
afterAll(() => {
  fs.rmSync(parent, { recursive: true, force: true });
});

const noPush: PushSender = { send: () => Promise.resolve({ ok: true }) };
const modeOf = (file: string) => fs.statSync(file).mode & 0o777;

describe('the data folder', () => {
  it('keeps the database, its WAL and the mail files readable by the server only, and logs no reset link in production', async () => {
    const dataDir = path.join(parent, 'data');
    const log = captureLog();
    const running = await startServer(loadConfig({ NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir }), { pushSender: noPush, logger: log.logger });
    try {
      const api = supertest(running.server);
      await api.post('/api/auth/register').send({ email: 'reset@example.com', password: 'long-enough-1' }).expect(201);
      await api.post('/api/auth/forgot-password').send({ email: 'reset@example.com' }).expect(200);
      const mailDir = path.join(dataDir, 'mail');
      // Two mails: the confirmation link of the sign-up, and the reset link.
      await expect.poll(() => (fs.existsSync(mailDir) ? fs.readdirSync(mailDir).length : 0), { timeout: 10_000 }).toBe(2);

      expect(modeOf(dataDir)).toBe(0o700);
      expect(modeOf(path.join(dataDir, 'gather.sqlite'))).toBe(0o600);
      expect(modeOf(path.join(dataDir, 'gather.sqlite-wal'))).toBe(0o600);
      expect(modeOf(mailDir)).toBe(0o700);
      const files = fs.readdirSync(mailDir);
      for (const file of files) {
        expect(modeOf(path.join(mailDir, file))).toBe(0o600);
      }
      expect(files.some((file) => fs.readFileSync(path.join(mailDir, file), 'utf8').includes('reset-password?token='))).toBe(true);
      expect(log.messages().join('\n')).toContain('wrote "Reset your Gather password"');
      expect(log.messages().join('\n')).not.toContain('reset-password?token=');
      expect(log.messages().join('\n')).not.toContain('verify-email?token=');
    } finally {
      await running.close();
    }
  });

  it('narrows an existing database file that others could read', async () => {
    const dataDir = path.join(parent, 'existing');
    fs.mkdirSync(dataDir, { mode: 0o755 });
    fs.writeFileSync(path.join(dataDir, 'gather.sqlite'), '', { mode: 0o644 });
    fs.chmodSync(path.join(dataDir, 'gather.sqlite'), 0o644);
    const running = await startServer(loadConfig({ NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir }), { workers: false });
    await running.close();
    expect(modeOf(path.join(dataDir, 'gather.sqlite'))).toBe(0o600);
  });
});
