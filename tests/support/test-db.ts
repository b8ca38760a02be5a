import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import knexFactory from 'knex';
import type { DatabaseConfig } from '../../server/config';
import { createDb, migrateToLatest } from '../../server/db';
import type { Db } from '../../server/db';

export interface TestDatabase {
  db: Db;
  config: DatabaseConfig;
  dataDir: string;
  drop(): Promise<void>;
}

/**
 * The test databases' sessions commit without waiting for PostgreSQL to flush its log to disk
 * (synchronous_commit = off). What a test sees is the same: each commit is whole, visible at once
 * and in order; only an operating-system crash could lose the last commits, and a test database
 * is dropped anyway. Waiting for the disk was an eighth of the fuzz suite's time on PostgreSQL.
 * (The servers the scale-out tests start in processes of their own keep the default.)
 */
function withoutWaitingForTheDisk(url: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set('options', `${parsed.searchParams.get('options') ?? ''} -c synchronous_commit=off`.trim());
  return parsed.toString();
}

/**
 * A fresh, migrated database for one test file: a SQLite file in a temp folder, or, when
 * TEST_DATABASE_URL is set, a new schema in that PostgreSQL database (dropped afterwards).
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gather-test-'));
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (pgUrl) {
    const schema = `t_${randomBytes(6).toString('hex')}`;
    const admin = knexFactory({ client: 'pg', connection: pgUrl });
    await admin.raw('create schema ??', [schema]);
    const config: DatabaseConfig = { client: 'postgres', connectionString: withoutWaitingForTheDisk(pgUrl), searchPath: schema };
    const db = createDb(config);
    await migrateToLatest(db);
    return {
      db,
      config,
      dataDir,
      async drop() {
        await db.destroy();
        await admin.raw('drop schema ?? cascade', [schema]);
        await admin.destroy();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const config: DatabaseConfig = { client: 'sqlite', filename: path.join(dataDir, 'test.sqlite') };
  const db = createDb(config);
  await migrateToLatest(db);
  return {
    db,
    config,
    dataDir,
    async drop() {
      await db.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
