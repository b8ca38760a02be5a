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

  it('narrows an existing data folder, database file, mail folder and mails that others could read', async () => {
    const dataDir = path.join(parent, 'existing');
    const mailDir = path.join(dataDir, 'mail');
    // As an older version (or a careless copy) left them: readable by everyone.
    fs.mkdirSync(mailDir, { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'gather.sqlite'), '');
    const oldMail = path.join(mailDir, '2026-11-01T10-00-00-000Z-abcdef.eml');
    fs.writeFileSync(oldMail, 'Subject: Reset your Gather password\n\nhttp://gather.test/reset-password?token=old\n');
    for (const [file, mode] of [[dataDir, 0o755], [mailDir, 0o775], [path.join(dataDir, 'gather.sqlite'), 0o644], [oldMail, 0o664]] as const) {
      fs.chmodSync(file, mode);
    }
    const running = await startServer(loadConfig({ NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir }), { workers: false });
    await running.close();
    expect(modeOf(dataDir)).toBe(0o700);
    expect(modeOf(path.join(dataDir, 'gather.sqlite'))).toBe(0o600);
    expect(modeOf(mailDir)).toBe(0o700);
    expect(modeOf(oldMail)).toBe(0o600);
  });

  it('leaves a shared folder (sticky, as /tmp is) holding the database as it is, and the file private', async () => {
    const shared = path.join(parent, 'shared');
    fs.mkdirSync(shared);
    fs.chmodSync(shared, 0o1777);
    const running = await startServer(loadConfig({ NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', DATA_DIR: path.join(parent, 'own'), DATABASE_URL: `sqlite:${path.join(shared, 'gather.sqlite')}` }), { workers: false });
    await running.close();
    expect(fs.statSync(shared).mode & 0o7777).toBe(0o1777);
    expect(modeOf(path.join(shared, 'gather.sqlite'))).toBe(0o600);
  });
});
