import Database from 'better-sqlite3';
import type { Db } from '../../server/db';
import type { CapturedQuery } from './query-plan';

/** What one steady-state request of an endpoint does: its statements, its answer and the answer's size. */
export interface EndpointTrace {
  statements: CapturedQuery[];
  body: unknown;
  bytes: number;
  etag: string | null;
}

/**
 * Requests `url` a few times (warming caches as a busy server has them), then once more while
 * recording every statement the database ran for it: knex's 'query' events, which the app's
 * prepared reads emit too.
 */
export async function traceEndpoint(db: Db, url: string, token: string, warmups = 3): Promise<EndpointTrace> {
  const get = () => fetch(url, { headers: { Authorization: `Bearer ${token}` } });
  for (let i = 0; i < warmups; i += 1) {
    await (await get()).arrayBuffer();
  }
  const statements: CapturedQuery[] = [];
  const listener = (q: { sql: string; bindings?: readonly unknown[] }) => statements.push({ sql: q.sql, bindings: q.bindings ?? [] });
  db.on('query', listener);
  let res: Response;
  try {
    res = await get();
  } finally {
    db.off('query', listener);
  }
  if (!res.ok) {
    throw new Error(`${url} answered ${res.status}`);
  }
  const text = await res.text();
  return { statements, body: JSON.parse(text) as unknown, bytes: Buffer.byteLength(text), etag: res.headers.get('etag') };
}

/** better-sqlite3 binds numbers, strings, null and buffers: knex's booleans become 1 and 0 as knex itself sends them. */
const toSqlite = (value: unknown): unknown => (typeof value === 'boolean' ? Number(value) : value instanceof Date ? value.toISOString() : value);

export interface PreparedTrace {
  /** Runs the statements and returns the answer's JSON text. */
  run(): string;
  close(): void;
}

/**
 * The physical limit of an endpoint on this machine: its statements, each prepared once on a
 * connection of their own, plus JSON.stringify of its answer, with nothing else (no HTTP, no
 * routing, no query building, no mapping of rows).
 */
export function prepareTrace(file: string, trace: EndpointTrace): PreparedTrace {
  const sqlite = new Database(file, { readonly: true });
  // A read endpoint's only write is bookkeeping done at most every few minutes (last_seen_at): not part of the steady state.
  const prepared = trace.statements
    .map((q) => ({ statement: sqlite.prepare(q.sql), args: q.bindings.map(toSqlite) }))
    .filter(({ statement }) => statement.reader);
  return {
    run() {
      for (const { statement, args } of prepared) {
        statement.all(...args);
      }
      return JSON.stringify(trace.body);
    },
    close() {
      sqlite.close();
    },
  };
}

/** How many times a second `run` completes, run back to back for `seconds`. */
export function loopRate(run: () => void, seconds: number): number {
  for (let i = 0; i < 20; i += 1) {
    run();
  }
  const until = performance.now() + seconds * 1000;
  let count = 0;
  const started = performance.now();
  while (performance.now() < until) {
    for (let i = 0; i < 10; i += 1) {
      run();
    }
    count += 10;
  }
  return count / ((performance.now() - started) / 1000);
}

/** Median time of one statement in microseconds, on a fresh connection (so it plans with the statistics there are now). */
export function statementMicros(file: string, query: CapturedQuery, runs = 200): number {
  const sqlite = new Database(file, { readonly: true });
  try {
    const statement = sqlite.prepare(query.sql);
    const args = query.bindings.map(toSqlite);
    if (!statement.reader) {
      return NaN;
    }
    const times: number[] = [];
    for (let i = 0; i < runs; i += 1) {
      const started = performance.now();
      statement.all(...args);
      times.push((performance.now() - started) * 1000);
    }
    times.sort((a, b) => a - b);
    return times[Math.floor(times.length / 2)] ?? NaN;
  } finally {
    sqlite.close();
  }
}

/** EXPLAIN QUERY PLAN of a statement on a fresh connection, one line per step. */
export function explain(file: string, query: CapturedQuery): string[] {
  const sqlite = new Database(file, { readonly: true });
  try {
    return (sqlite.prepare(`EXPLAIN QUERY PLAN ${query.sql}`).all(...query.bindings.map(toSqlite)) as { detail: string }[]).map((row) => row.detail);
  } finally {
    sqlite.close();
  }
}
