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

interface PreparingConnection {
  prepare(sql: string): unknown;
}

/** Statements kept per connection: the app's queries are a few hundred texts, their values bound apart. */
const STATEMENTS_KEPT = 500;

/**
 * knex prepares every query's statement anew, compiling its SQL each time (in the fuzz suite's
 * profile, 0.5 s of 10 s of requests). Each text is prepared once per connection and kept, the
 * least recently used dropped past STATEMENTS_KEPT. knex runs a statement to its end at once (all
 * or run, never an open iterator), so one statement serves every query of its text; SQLite
 * prepares it again by itself after a schema change.
 */
function keepStatements<C extends PreparingConnection>(connection: C): C {
  const prepare = connection.prepare.bind(connection);
  const kept = new Map<string, unknown>();
  connection.prepare = (sql: string) => {
    let statement = kept.get(sql);
    if (statement === undefined) {
      statement = prepare(sql);
      if (kept.size >= STATEMENTS_KEPT) {
        kept.delete(kept.keys().next().value as string);
      }
    } else {
      kept.delete(sql);
    }
    kept.set(sql, statement);
    return statement;
  };
  return connection;
}

/** Pass as knex's `client`: better-sqlite3 whose transactions begin IMMEDIATE, each statement prepared once. */
export class ImmediateSqliteClient extends BetterSqliteClient {
  override async acquireRawConnection(): Promise<unknown> {
    return keepStatements((await super.acquireRawConnection()) as PreparingConnection);
  }

  override transaction(container: unknown, config: unknown, outerTx: unknown): Knex.Transaction {
    return new ImmediateTransaction(this, container, config, outerTx) as unknown as Knex.Transaction;
  }
}
