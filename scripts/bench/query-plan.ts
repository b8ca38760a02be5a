import type { Db } from '../../server/db';
import type { Knex } from 'knex';

export interface CapturedQuery {
  sql: string;
  bindings: readonly unknown[];
}

/** Runs `work` and returns every SQL statement knex sent while it ran. */
export async function captureQueries(db: Db, work: () => Promise<unknown>): Promise<CapturedQuery[]> {
  const captured: CapturedQuery[] = [];
  const listener = (q: { sql: string; bindings?: readonly unknown[] }) => {
    captured.push({ sql: q.sql, bindings: q.bindings ?? [] });
  };
  db.on('query', listener);
  try {
    await work();
  } finally {
    db.off('query', listener);
  }
  return captured;
}

/** SQLite's plan for a statement, one line per step ("SEARCH m USING INDEX ...", "SCAN users"). */
export async function sqlitePlan(db: Db, query: CapturedQuery): Promise<string[]> {
  // The hot reads announce their named bindings as one object (server/db-read.ts).
  const [first] = query.bindings;
  const named = query.bindings.length === 1 && typeof first === 'object' && first !== null && !Array.isArray(first);
  const bindings = named ? (first as Record<string, Knex.RawBinding>) : (query.bindings as Knex.RawBinding[]);
  const rows = await db.raw<{ detail: string }[]>(`EXPLAIN QUERY PLAN ${query.sql}`, bindings);
  return rows.map((row) => row.detail);
}

/** Plan steps that read a whole table rather than an index range: what "no full scans" rules out. */
export function fullScans(plan: string[]): string[] {
  return plan.filter((step) => /^SCAN /.test(step) && !/USING (COVERING )?INDEX/.test(step));
}
