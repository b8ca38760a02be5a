import type { Knex } from 'knex';
import type { Db } from '../../server/db';
import { namesIn, pgStatement } from '../../server/db-read';
import { median } from './median';
import type { CapturedQuery } from './query-plan';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  /** "SubPlan 19": a subquery's plan, run per row, or once and hashed where a condition says "hashed SubPlan 19". */
  'Subplan Name'?: string;
  Plans?: PlanNode[];
}

type ExplainResult = { rows: Array<{ 'QUERY PLAN': Array<{ Plan: PlanNode; 'Execution Time'?: number; 'Planning Time'?: number }> }> };

const HASHED = 'hashed: ';

/**
 * Each node of a plan that reads a table, as a line ("Index Only Scan users_created_at_index on
 * users"); a node under a hashed subplan, which reads everything its subquery can match once per
 * statement, is marked "hashed: ".
 */
function stepsOf(root: PlanNode | undefined): string[] {
  const steps: string[] = [];
  // The conditions that use a subplan name it "hashed SubPlan 19" when it is run once and hashed.
  const hashedNames = new Set([...JSON.stringify(root ?? {}).matchAll(/hashed (SubPlan \d+)/g)].map((match) => match[1]));
  const visit = (node: PlanNode, hashed: boolean) => {
    const underHash = hashed || hashedNames.has(node['Subplan Name']);
    if (node['Relation Name'] || node['Index Name']) {
      steps.push(`${underHash ? HASHED : ''}${node['Node Type']} ${node['Index Name'] ?? ''}${node['Relation Name'] ? ` on ${node['Relation Name']}` : ''}`.replace(/\s+/g, ' ').trim());
    }
    node.Plans?.forEach((child) => visit(child, underHash));
  };
  if (root) {
    visit(root, false);
  }
  return steps;
}

/**
 * A captured statement as knex.raw takes it. knex reports its own PostgreSQL statements with $1,
 * $2 ... (raw() wants ? placeholders, in the same order); the hot reads (server/db-read.ts) report
 * theirs with :names and one value per distinct name in order of first appearance (raw() takes
 * those names with an object).
 */
function rawOf(query: CapturedQuery): { sql: string; bindings: Knex.RawBinding[] | Record<string, Knex.RawBinding> } {
  if (/\$\d+/.test(query.sql)) {
    return { sql: query.sql.replace(/\$\d+/g, '?'), bindings: query.bindings as Knex.RawBinding[] };
  }
  const names = namesIn(query.sql);
  return { sql: query.sql, bindings: Object.fromEntries(names.map((name, i) => [name, (query.bindings[i] ?? null) as Knex.RawBinding])) };
}

/** PostgreSQL's plan for a captured statement, one line per node that reads a table ("Index Only Scan users_created_at_index"). */
export async function postgresPlan(db: Db, query: CapturedQuery): Promise<string[]> {
  const { sql, bindings } = rawOf(query);
  const result = await db.raw<ExplainResult>(`explain (format json) ${sql}`, bindings);
  return stepsOf(result.rows[0]?.['QUERY PLAN'][0]?.Plan);
}

let preparedCount = 0;

export interface TimedPlan {
  steps: string[];
  /** Median execution time inside PostgreSQL (EXPLAIN ANALYZE), ms. */
  executionMs: number;
  /** Median planning time, ms (a custom plan pays it on every run). */
  planningMs: number;
}

async function timedPlan(runs: number, explain: () => Promise<ExplainResult>): Promise<TimedPlan> {
  const times: number[] = [];
  const planning: number[] = [];
  let steps: string[] = [];
  for (let i = 0; i < runs; i += 1) {
    const explained = (await explain()).rows[0]?.['QUERY PLAN'][0];
    steps = stepsOf(explained?.Plan);
    times.push(explained?.['Execution Time'] ?? NaN);
    planning.push(explained?.['Planning Time'] ?? NaN);
  }
  return { steps, executionMs: median(times), planningMs: median(planning) };
}

/**
 * How PostgreSQL runs a captured statement, timed over `runs`: planned for its values (`custom`, what
 * EXPLAIN shows), and as a prepared statement's generic plan (`generic`), which PostgreSQL may keep
 * for a named prepared statement after its fifth run (plan_cache_mode auto) and which the hot reads
 * (server/db-read.ts) therefore meet in production; null for a statement knex built.
 */
export async function postgresPlanOf(db: Db, query: CapturedQuery, runs: number): Promise<{ custom: TimedPlan; generic: TimedPlan | null }> {
  const { sql, bindings } = rawOf(query);
  const custom = await timedPlan(runs, () => db.raw<ExplainResult>(`explain (analyze, format json) ${sql}`, bindings));
  if (Array.isArray(bindings)) {
    return { custom, generic: null };
  }
  const { text: numbered, names } = pgStatement(sql);
  // A name of its own each time: a prepared statement outlives a failed transaction on its connection.
  const name = `bench_generic_${(preparedCount += 1)}`;
  const generic = await db.transaction(async (trx) => {
    await trx.raw('set local plan_cache_mode = force_generic_plan');
    await trx.raw(`prepare ${name} as ${numbered}`);
    const values = names.map((key) => bindings[key] ?? null);
    // EXECUTE takes its values as literals (a utility statement has no bind parameters): knex quotes them.
    const execute = trx.raw(`execute ${name}(${values.map(() => '?').join(', ')})`, values).toQuery();
    const plan = await timedPlan(runs, () => trx.raw<ExplainResult>(`explain (analyze, format json) ${execute}`));
    await trx.raw(`deallocate ${name}`);
    return plan;
  });
  return { custom, generic };
}

interface PgConnection {
  query(config: { name?: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}

interface PoolClient {
  acquireConnection(): Promise<unknown>;
  releaseConnection(connection: unknown): Promise<void>;
}

/**
 * Which plans PostgreSQL itself chose (plan_cache_mode auto) for a hot read run as the app runs it, a
 * named prepared statement over the extended protocol (db-read.ts), `runs` times on one connection:
 * pg_prepared_statements counts the runs planned for their values and those given the generic plan.
 * Null for a statement knex built (knex does not name its statements).
 */
export async function autoPlanChoice(db: Db, query: CapturedQuery, runs: number): Promise<{ custom: number; generic: number } | null> {
  const { sql, bindings } = rawOf(query);
  if (Array.isArray(bindings)) {
    return null;
  }
  const { text, names } = pgStatement(sql);
  const name = `bench_auto_${(preparedCount += 1)}`;
  const client = db.client as PoolClient;
  const connection = (await client.acquireConnection()) as PgConnection;
  try {
    for (let i = 0; i < runs; i += 1) {
      await connection.query({ name, text, values: names.map((key) => bindings[key] ?? null) });
    }
    const counted = await connection.query({ text: 'select custom_plans, generic_plans from pg_prepared_statements where name = $1', values: [name] });
    const row = counted.rows[0] as { custom_plans: string; generic_plans: string } | undefined;
    await connection.query({ text: `deallocate ${name}`, values: [] });
    return { custom: Number(row?.custom_plans ?? NaN), generic: Number(row?.generic_plans ?? NaN) };
  } finally {
    await client.releaseConnection(connection);
  }
}

/** Plan steps that read a whole table: a sequential scan on PostgreSQL. */
export function postgresFullScans(plan: string[]): string[] {
  return plan.filter((step) => step.replace(HASHED, '').startsWith('Seq Scan'));
}

/**
 * Plan steps under a hashed subplan: read whole, once per statement, whatever the page (for the
 * event reads, every reply, invitation or membership of the viewer's; access-sql.ts existsRow).
 */
export function postgresHashedReads(plan: string[]): string[] {
  return plan.filter((step) => step.startsWith(HASHED));
}
