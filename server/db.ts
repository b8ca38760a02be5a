import fs from 'node:fs';
import path from 'node:path';
import knexFactory from 'knex';
import type { Knex } from 'knex';
import type { DatabaseConfig } from './config';
import { migrationSource } from '../migrations';
import { closeReader } from './db-read';

export type Db = Knex;

interface SqliteConnection {
  pragma(source: string): unknown;
}

/**
 * The SQLite file holds every account, session hash and the VAPID private key: it is created, or
 * narrowed, to be readable by the server's user only (group and others lose every right). SQLite
 * gives its -wal and -shm files the database file's permissions. A folder it creates is 0700.
 */
function keepPrivate(filename: string): void {
  fs.mkdirSync(path.dirname(path.resolve(filename)), { recursive: true, mode: 0o700 });
  fs.closeSync(fs.openSync(filename, 'a', 0o600));
  const mode = fs.statSync(filename).mode & 0o777;
  if ((mode & 0o077) !== 0) {
    fs.chmodSync(filename, mode & ~0o077);
  }
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
    client: 'better-sqlite3',
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
  return (db.client as { config: { client: string } }).config.client === 'pg' ? 'postgres' : 'sqlite';
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
