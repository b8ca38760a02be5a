import { createHash, randomBytes } from 'node:crypto';
import Database from 'better-sqlite3';
import type { Knex } from 'knex';

export type Binding = string | number | boolean | null;
export type NamedBindings = Record<string, Binding>;

/**
 * The hot reads: SQL written once for both databases with named `:bindings`, prepared once and run
 * as is, with none of knex's query building (which costs more than these statements do).
 *
 * - SQLite: on a read-only connection of its own, opened beside knex's. better-sqlite3 is
 *   synchronous, so a read never waits behind the writer's pool; in WAL mode each statement reads
 *   the last committed state, so a request reads what the requests before it wrote. Each statement
 *   is prepared once per SQL text.
 * - PostgreSQL: a named prepared statement on a connection of knex's pool (pg prepares it once per
 *   connection), with `:name` turned into `$n`.
 * - Inside a transaction (a repo called with `trx`): through knex on the transaction's connection,
 *   so the read sees the transaction's own writes.
 *
 * Every statement is announced as knex announces its own (the 'query' event), so tests and
 * benchmarks that count or trace statements see these too. This file sits below db.ts: it takes a
 * knex instance (what db.ts calls Db), and db.ts closes its read connection with the pool.
 */
export async function readRows<T>(db: Knex | Knex.Transaction, sql: string, bindings: NamedBindings = {}): Promise<T[]> {
  if (isTransaction(db)) {
    const result: unknown = await db.raw(sql, namesIn(sql).reduce<NamedBindings>((used, name) => ({ ...used, [name]: bindings[name] ?? null }), {}));
    return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
  }
  const reader = readerFor(db);
  return reader ? readOnSqlite<T>(db, reader, sql, bindings) : readOnPostgres<T>(db, sql, bindings);
}

/** The first row of a read, or undefined. */
export async function readRow<T>(db: Knex | Knex.Transaction, sql: string, bindings: NamedBindings = {}): Promise<T | undefined> {
  return (await readRows<T>(db, sql, bindings))[0];
}

const isTransaction = (db: Knex | Knex.Transaction): db is Knex.Transaction => (db as { isTransaction?: boolean }).isTransaction === true;

/** The distinct `:names` of a statement, in order of first appearance (`::casts` are not names): the order of its values as announced on PostgreSQL. */
const namesCache = new Map<string, string[]>();
export function namesIn(sql: string): string[] {
  let names = namesCache.get(sql);
  if (!names) {
    names = [...new Set([...sql.matchAll(/(?<!:):([a-zA-Z_]\w*)/g)].map((match) => match[1] as string))];
    namesCache.set(sql, names);
  }
  return names;
}

/** The parts of knex's client these reads use (typed `any` by knex). */
interface KnexClient {
  config: { client: unknown; connection?: { filename?: string } };
  listenerCount(event: string): number;
  emit(event: string, payload: unknown): boolean;
  acquireConnection(): Promise<unknown>;
  releaseConnection(connection: unknown): Promise<void>;
}

const clientOf = (db: Knex) => db.client as KnexClient;

function announce(db: Knex, sql: string, bindings: readonly unknown[]): void {
  const client = clientOf(db);
  if (client.listenerCount('query') > 0) {
    client.emit('query', { method: 'select', sql, bindings, options: {} });
  }
}

// ---- SQLite ----

interface SqliteReader {
  connection: Database.Database;
  statements: Map<string, { statement: Database.Statement; names: string[] }>;
  /** Names this connection in data versions: another connection's numbers are not comparable. */
  id: string;
  dataVersion: Database.Statement<[], number>;
}

const readers = new WeakMap<Knex, SqliteReader | null>();

/** The read connection of a SQLite database (null for PostgreSQL, or an in-memory SQLite no second connection can see). */
function readerFor(db: Knex): SqliteReader | null {
  let reader = readers.get(db);
  if (reader === undefined) {
    const { config } = clientOf(db);
    const filename = config.client !== 'pg' ? config.connection?.filename : undefined;
    if (filename && filename !== ':memory:') {
      const connection = new Database(filename, { fileMustExist: true });
      connection.pragma('query_only = ON');
      connection.pragma('busy_timeout = 5000');
      reader = { connection, statements: new Map(), id: randomBytes(9).toString('base64url'), dataVersion: connection.prepare<[], number>('pragma data_version').pluck() };
    } else {
      reader = null;
    }
    readers.set(db, reader);
  }
  return reader;
}

const toSqlite = (value: Binding | undefined): string | number | null => (typeof value === 'boolean' ? Number(value) : (value ?? null));

/** Statements kept prepared per connection; the hot reads are a few dozen texts, this only bounds a mistake. */
const MAX_PREPARED = 500;

function readOnSqlite<T>(db: Knex, reader: SqliteReader, sql: string, bindings: NamedBindings): Promise<T[]> {
  let prepared = reader.statements.get(sql);
  if (!prepared) {
    if (reader.statements.size >= MAX_PREPARED) {
      reader.statements.clear();
    }
    prepared = { statement: reader.connection.prepare(sql), names: namesIn(sql) };
    reader.statements.set(sql, prepared);
  }
  const args: Record<string, string | number | null> = {};
  for (const name of prepared.names) {
    args[name] = toSqlite(bindings[name]);
  }
  announce(db, sql, [args]);
  return Promise.resolve(runPrepared(prepared.statement, args) as T[]);
}

/** SQLite running a prepared statement: a function of its own so a CPU profile tells its time from ours. */
function runPrepared(statement: Database.Statement, args: Record<string, string | number | null>): unknown[] {
  return statement.all(args);
}

/**
 * A version of everything the database holds, cheap to read (a few microseconds): SQLite's data
 * version of the read connection, which changes whenever any connection (this process's writer,
 * another process) commits a change to the database file, whatever table or code path wrote, and
 * never comes back to an earlier value on this connection (named in the result). Read before a
 * statement, it tells whether anything that statement read can have changed since (issue 19:
 * revalidation without running the answer's statements, http/conditional-get.ts). Null where no
 * such version exists: PostgreSQL, or an in-memory SQLite without a read connection.
 */
export function dataVersion(db: Knex): string | null {
  const reader = readerFor(db);
  return reader ? `${reader.id}.${reader.dataVersion.get()}` : null;
}

/** Closes the read connection of a database being destroyed. */
export function closeReader(db: Knex): void {
  readers.get(db)?.connection.close();
  readers.delete(db);
}

// ---- PostgreSQL ----

interface PgClient {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}

const pgStatements = new Map<string, { name: string; text: string; names: string[] }>();

/** `:name` to `$n` (one number per distinct name), and a statement name derived from the text: the prepared statement PostgreSQL runs. */
export function pgStatement(sql: string): { name: string; text: string; names: string[] } {
  let statement = pgStatements.get(sql);
  if (!statement) {
    const names = namesIn(sql);
    const text = sql.replace(/(?<!:):([a-zA-Z_]\w*)/g, (_match, name: string) => `$${names.indexOf(name) + 1}`);
    statement = { name: `gather_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`, text, names };
    pgStatements.set(sql, statement);
  }
  return statement;
}

async function readOnPostgres<T>(db: Knex, sql: string, bindings: NamedBindings): Promise<T[]> {
  const { name, text, names } = pgStatement(sql);
  const values = names.map((key) => bindings[key] ?? null);
  announce(db, sql, values);
  const client = clientOf(db);
  const connection = (await client.acquireConnection()) as PgClient;
  try {
    return (await connection.query({ name, text, values })).rows as T[];
  } finally {
    await client.releaseConnection(connection);
  }
}
