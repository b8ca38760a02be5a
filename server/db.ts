import fs from 'node:fs';
import path from 'node:path';
import knexFactory from 'knex';
import type { Knex } from 'knex';
import type { DatabaseConfig } from './config';
import { migrationSource } from '../migrations';
import { closeReader } from './db-read';
import { ImmediateSqliteClient } from './sqlite-client';
import { narrowToOwner } from './private-files';

export type Db = Knex;

interface SqliteConnection {
  pragma(source: string): unknown;
}

const STICKY = 0o1000;

/**
 * The SQLite file holds every account, session hash and the VAPID private key: it is created, or
 * narrowed, to be readable by the server's user only (group and others lose every right). SQLite
 * gives its -wal and -shm files the database file's permissions. Its folder (the data folder, unless
 * DATABASE_URL names another) is created 0700, or narrowed when it already existed, so an older
 * install's 0755 folder does not list its secrets to everyone; a folder others share by design (sticky,
 * as /tmp is) or that is not the server's own is left as it is.
 */
function keepPrivate(filename: string): void {
  const folder = path.dirname(path.resolve(filename));
  fs.mkdirSync(folder, { recursive: true, mode: 0o700 });
  const { mode, uid } = fs.statSync(folder);
  if ((mode & STICKY) === 0 && uid === process.getuid?.()) {
    narrowToOwner(folder, mode);
  }
  fs.closeSync(fs.openSync(filename, 'a', 0o600));
  narrowToOwner(filename);
}

/** Opens the database: SQLite (WAL, foreign keys on) by default, PostgreSQL when configured. */
export function createDb(config: DatabaseConfig): Db {
  if (config.client === 'postgres') {
    return knexFactory({
      client: 'pg',
      connection: config.connectionString,
      ...(config.searchPath ? { searchPath: [config.searchPath] } : {}),
      pool: { min: 0, max: 10 },
    });
  }
  if (config.filename !== ':memory:') {
    keepPrivate(config.filename);
  }
  const db = knexFactory({
    // better-sqlite3, its transactions begun IMMEDIATE (sqlite-client.ts says why).
    client: ImmediateSqliteClient,
    connection: { filename: config.filename },
    useNullAsDefault: true,
    pool: {
      // One connection: better-sqlite3 is synchronous, so more connections only add lock contention.
      min: 1,
      max: 1,
      afterCreate(conn: SqliteConnection, done: (err: Error | null, conn: SqliteConnection) => void) {
        conn.pragma('journal_mode = WAL');
        conn.pragma('foreign_keys = ON');
        conn.pragma('synchronous = NORMAL');
        conn.pragma('busy_timeout = 5000');
        done(null, conn);
      },
    },
  });
  // The hot reads' own read connection (db-read.ts) closes with knex's pool.
  (db.client as { pool: { on(event: string, listener: () => void): void } }).pool.on('poolDestroySuccess', () => closeReader(db));
  return db;
}

export function dbClientName(db: Db): 'sqlite' | 'postgres' {
  return (db.client as { config: { client: unknown } }).config.client === 'pg' ? 'postgres' : 'sqlite';
}

/** Brings the schema up to date; safe to call on every start. */
export async function migrateToLatest(db: Db): Promise<void> {
  await db.migrate.latest({ migrationSource });
}

/** True when a write failed on a UNIQUE constraint, on either database. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string } | null;
  return e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || e?.code === '23505';
}

/** A row referred to by the write was deleted meanwhile (SQLite and PostgreSQL codes). */
export function isForeignKeyViolation(err: unknown): boolean {
  const e = err as { code?: string } | null;
  return e?.code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || e?.code === '23503';
}
