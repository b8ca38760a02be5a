import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import supertest from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { startServer } from '../../server/main';
import { restoreProblem, restoreSqlite } from '../../server/ops/backup';

/** `npm run backup` while the server runs, then `npm run restore` after it stopped: what members see. */
let dataDir: string;
beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gather-backup-'));
});
afterEach(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const env = () => ({ NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_URL: 'http://gather.test', LOG_LEVEL: 'silent' });
const account = (email: string) => ({ email, password: 'long-enough-1' });
/** The SQLite file of a config (these tests run on SQLite only: PostgreSQL has pg_dump). */
const sqliteFile = (config: ReturnType<typeof loadConfig>) => (config.database.client === 'sqlite' ? config.database.filename : '');

describe('backup and restore (SQLite)', () => {
  it('backs up a running server and brings back exactly what was there at that moment', async () => {
    const config = loadConfig(env());
    const first = await startServer(config, { workers: false });
    const api = supertest(first.server);
    await api.post('/api/auth/register').send(account('before@example.com')).expect(201);

    const output = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/backup.ts'], { env: { ...process.env, ...env() }, encoding: 'utf8' });
    const backups = fs.readdirSync(path.join(dataDir, 'backups'));
    expect(backups).toHaveLength(1);
    const backup = path.join(dataDir, 'backups', backups[0] as string);
    expect(output).toContain(backup);
    expect(fs.statSync(backup).mode & 0o777).toBe(0o600);

    // Written after the backup: gone once the backup is restored.
    await api.post('/api/auth/register').send(account('after@example.com')).expect(201);
    await first.close();

    const restored = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/restore.ts', backup], { env: { ...process.env, ...env() }, encoding: 'utf8' });
    expect(restored).toContain('Restored');
    expect(fs.existsSync(`${sqliteFile(config)}.before-restore`)).toBe(true);

    const second = await startServer(config, { workers: false });
    try {
      const again = supertest(second.server);
      await again.post('/api/auth/login').send(account('before@example.com')).expect(200);
      await again.post('/api/auth/login').send(account('after@example.com')).expect(401);
    } finally {
      await second.close();
    }
  });

  it('refuses a file that is not a Gather database, and leaves the database as it was', async () => {
    const config = loadConfig(env());
    const running = await startServer(config, { workers: false });
    await supertest(running.server).post('/api/auth/register').send(account('kept@example.com')).expect(201);
    await running.close();
    const junk = path.join(dataDir, 'junk.sqlite');
    fs.writeFileSync(junk, 'not a database at all, just some words'.repeat(100));

    expect(restoreProblem(junk)).toMatch(/cannot be read as SQLite|damaged/);
    expect(() => restoreSqlite(junk, sqliteFile(config))).toThrow();
    const again = await startServer(config, { workers: false });
    try {
      await supertest(again.server).post('/api/auth/login').send(account('kept@example.com')).expect(200);
    } finally {
      await again.close();
    }
  });
});
