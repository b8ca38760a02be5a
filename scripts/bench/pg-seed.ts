import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Knex } from 'knex';
import { loadConfig } from '../../server/config';
import { createDb, migrateToLatest } from '../../server/db';
import type { Db } from '../../server/db';
import { seedApiData } from './api-seed';
import type { SeededData } from './api-seed';

/**
 * bench:api's data on PostgreSQL: seeded on SQLite by api-seed.ts (the same deterministic data as
 * bench:api), copied table by table into a schema, VACUUM ANALYZEd. A schema can be kept (--keep)
 * and measured again (--reuse=<schema>) without the minutes of seeding, or studied in psql; what
 * the seed chose (the viewer, the community, the event) is kept in it, in `bench_seed`.
 */

/** The tables api-seed.ts fills, parents first. */
const TABLES = ['users', 'sessions', 'communities', 'community_members', 'events', 'event_rsvps', 'event_invitations', 'comments', 'comment_likes'];

/** Copies the seeded SQLite tables into the migrated PostgreSQL schema, with their ids, then moves each id sequence past them. */
async function copyTables(file: string, db: Db): Promise<void> {
  const sqlite = new Database(file, { readonly: true });
  try {
    for (const table of TABLES) {
      // The table's columns on PostgreSQL that take a value (a generated one, such as users.search_text, does not).
      const columns = await db('information_schema.columns')
        .where({ table_name: table })
        .andWhereRaw('table_schema = current_schema()')
        .andWhereNot('is_generated', 'ALWAYS')
        .select<{ column_name: string; data_type: string }[]>('column_name', 'data_type');
      const booleans = new Set(columns.filter((column) => column.data_type === 'boolean').map((column) => column.column_name));
      const statement = sqlite.prepare(`select ${columns.map((column) => `"${column.column_name}"`).join(', ')} from ${table}`);
      // PostgreSQL takes at most 65,535 parameters a statement.
      const batchSize = Math.floor(60_000 / columns.length);
      let batch: Record<string, unknown>[] = [];
      const flush = async () => {
        if (batch.length > 0) {
          await db(table).insert(batch);
          batch = [];
        }
      };
      for (const row of statement.iterate() as Iterable<Record<string, unknown>>) {
        for (const column of booleans) {
          if (typeof row[column] === 'number') {
            row[column] = row[column] === 1;
          }
        }
        batch.push(row);
        if (batch.length >= batchSize) {
          await flush();
        }
      }
      await flush();
      if (columns.some((column) => column.column_name === 'id')) {
        await db.raw(`select setval(pg_get_serial_sequence(?, 'id'), coalesce((select max(id) from ??), 1))`, [table, table]);
      }
    }
  } finally {
    sqlite.close();
  }
}

const SEEDED_TABLE = 'bench_seed';

/** Seeds `size` events into the fresh `schema` (migrated here) and returns what the seed chose. */
export async function seedPostgresSchema(db: Db, size: number): Promise<SeededData> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `gather-bench-api-pg-seed-${size}-`));
  try {
    const sqliteDb = createDb(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production' }).database);
    await migrateToLatest(sqliteDb);
    await sqliteDb.destroy();
    const seeded = seedApiData(path.join(dataDir, 'gather.sqlite'), size);
    await migrateToLatest(db);
    await copyTables(path.join(dataDir, 'gather.sqlite'), db);
    // As a database that has lived looks: statistics, and the visibility map index-only scans need
    // (and no autovacuum of the fresh million rows running under the measurements).
    await db.raw('vacuum analyze');
    await db.schema.createTable(SEEDED_TABLE, (table) => {
      table.text('seeded').notNullable();
    });
    await db(SEEDED_TABLE).insert({ seeded: JSON.stringify(seeded) });
    return seeded;
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** What the seed of a kept schema chose. */
export async function seededIn(db: Db): Promise<SeededData> {
  const row = await db(SEEDED_TABLE).first<{ seeded: string } | undefined>('seeded');
  if (!row) {
    throw new Error(`no ${SEEDED_TABLE} in this schema: was it kept by bench:api:postgres --keep?`);
  }
  return JSON.parse(row.seeded) as SeededData;
}

/** Whether a schema exists (a --reuse of a dropped one is an error, not a fresh seed). */
export async function schemaExists(admin: Knex, schema: string): Promise<boolean> {
  const result = await admin.raw<{ rows: unknown[] }>('select 1 from information_schema.schemata where schema_name = ?', [schema]);
  return result.rows.length > 0;
}
