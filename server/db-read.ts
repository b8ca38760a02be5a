import type { Knex } from 'knex';
import type { Db } from './db';

export type NamedBindings = Record<string, string | number | boolean | null>;

/**
 * Runs one read statement written once for both databases (named `:bindings`), answering its rows.
 * Repos use it for the hot reads whose SQL they write by hand.
 */
export async function readRows<T>(db: Db | Knex.Transaction, sql: string, bindings: NamedBindings): Promise<T[]> {
  const result: unknown = await db.raw(sql, bindings);
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}
