import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import knexFactory from 'knex';
import { loadConfig } from '../../server/config';
import type { AppConfig } from '../../server/config';
import { createDb } from '../../server/db';
import type { Db } from '../../server/db';

/** A database a benchmark runs on, with the production config that goes with it. */
export interface BenchTarget {
  label: string;
  config: AppConfig;
  db: Db;
  /** Closes the database and removes it (the SQLite folder, the PostgreSQL schema). */
  drop(): Promise<void>;
}

/** A SQLite file in a fresh temporary folder. */
export function sqliteBenchTarget(name: string): BenchTarget {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `gather-bench-${name}-`));
  const config = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production' });
  const db = createDb(config.database);
  return {
    label: 'SQLite',
    config,
    db,
    async drop() {
      await db.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A schema of its own in the PostgreSQL database at `url`. */
export async function postgresBenchTarget(name: string, url: string): Promise<BenchTarget> {
  const schema = `bench_${name}_${randomBytes(4).toString('hex')}`;
  const admin = knexFactory({ client: 'pg', connection: url });
  await admin.raw('create schema ??', [schema]);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `gather-bench-${name}-pg-`));
  const config: AppConfig = { ...loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production' }), database: { client: 'postgres', connectionString: url, searchPath: schema } };
  const db = createDb(config.database);
  return {
    label: `PostgreSQL (schema ${schema})`,
    config,
    db,
    async drop() {
      await db.destroy();
      await admin.raw('drop schema ?? cascade', [schema]);
      await admin.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
