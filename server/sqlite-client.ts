import { createRequire } from 'node:module';
import type { Knex } from 'knex';

/**
 * knex's better-sqlite3 client, with every transaction begun as `BEGIN IMMEDIATE`.
 *
 * SQLite's plain BEGIN is deferred: the transaction reads as a reader and asks for the write lock at
 * its first write. When another connection (the push worker's thread, `npm run backup`, a script)
 * commits in between, that request cannot be granted on the transaction's old snapshot, and SQLite
 * answers SQLITE_BUSY_SNAPSHOT at once; busy_timeout does not apply, so the member gets a 500. An
 * immediate transaction takes the write lock first and waits for it (busy_timeout), so it never
 * reads a snapshot it cannot write on. The app's own requests share one connection, so nothing of
 * ours waits longer than before. Nested transactions stay savepoints.
 */
const require = createRequire(import.meta.url);

interface TransactionInternals {
  query(conn: unknown, sql: string): Promise<unknown>;
}
type TransactionClass = new (...args: unknown[]) => TransactionInternals;

const SqliteTransaction = require('knex/lib/dialects/sqlite3/execution/sqlite-transaction.js') as TransactionClass;
const BetterSqliteClient = require('knex/lib/dialects/better-sqlite3/index.js') as typeof Knex.Client;

class ImmediateTransaction extends SqliteTransaction {
  begin(conn: unknown): Promise<unknown> {
    return this.query(conn, 'BEGIN IMMEDIATE;');
  }
}

/** Pass as knex's `client`: better-sqlite3 whose transactions begin IMMEDIATE. */
export class ImmediateSqliteClient extends BetterSqliteClient {
  override transaction(container: unknown, config: unknown, outerTx: unknown): Knex.Transaction {
    return new ImmediateTransaction(this, container, config, outerTx) as unknown as Knex.Transaction;
  }
}
