import type { Db } from '../../server/db';
import { dbClientName } from '../../server/db';

/** The app's tables (not knex's own bookkeeping). */
export async function listTables(db: Db): Promise<string[]> {
  if (dbClientName(db) === 'postgres') {
    const result = await db.raw<{ rows: { table_name: string }[] }>(
      "select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'",
    );
    return result.rows.map((r) => r.table_name).filter((name) => !name.startsWith('knex_')).sort();
  }
  const rows = await db.raw<{ name: string }[]>("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like 'knex_%'");
  return rows.map((r) => r.name).sort();
}

/** Every column that is a foreign key to `target`, as 'table.column'. */
export async function foreignKeysTo(db: Db, target: string): Promise<string[]> {
  if (dbClientName(db) === 'postgres') {
    const result = await db.raw<{ rows: { table_name: string; column_name: string }[] }>(
      `select kcu.table_name, kcu.column_name
         from information_schema.table_constraints tc
         join information_schema.key_column_usage kcu on kcu.constraint_name = tc.constraint_name and kcu.table_schema = tc.table_schema
         join information_schema.constraint_column_usage ccu on ccu.constraint_name = tc.constraint_name and ccu.table_schema = tc.table_schema
        where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = current_schema() and ccu.table_name = ?`,
      [target],
    );
    return result.rows.map((r) => `${r.table_name}.${r.column_name}`).sort();
  }
  const found: string[] = [];
  for (const table of await listTables(db)) {
    const keys = await db.raw<{ table: string; from: string }[]>(`pragma foreign_key_list("${table}")`);
    found.push(...keys.filter((k) => k.table === target).map((k) => `${table}.${k.from}`));
  }
  return found.sort();
}

/** The columns of a table that hold text. */
export async function textColumns(db: Db, table: string): Promise<string[]> {
  const info = await db(table).columnInfo();
  return Object.entries(info)
    .filter(([, column]) => /char|text|clob|string/i.test(column.type))
    .map(([name]) => name);
}
