import type { EndpointTrace } from './statement-loop';
import { explain, statementMicros } from './statement-loop';

export interface StatementReport {
  endpoint: string;
  sql: string;
  plan: string[];
  micros: number;
}

/** Each statement of each endpoint with its plan and median time, as the database's statistics stand now. */
export function planReport(file: string, traces: Record<string, EndpointTrace>): StatementReport[] {
  return Object.entries(traces).flatMap(([endpoint, trace]) =>
    trace.statements.map((query) => ({ endpoint, sql: query.sql, plan: explain(file, query), micros: statementMicros(file, query) })),
  );
}

/** Steps that read more than an index range bounded by the request: whole-table scans and sorts of what was read. */
export function warnings(plan: string[]): string[] {
  return plan.filter((step) => (/^SCAN /.test(step) && !/USING (COVERING )?INDEX|SCAN (p|page)\b|CONSTANT ROW/.test(step)) || /TEMP B-TREE/.test(step));
}

const oneLine = (sql: string) => sql.replace(/\s+/g, ' ').trim();

/** Plans and times before and after ANALYZE, side by side; a plan that changed is shown both ways. */
export function printPlans(before: StatementReport[], after: StatementReport[]): void {
  console.log('  Statements per endpoint (EXPLAIN QUERY PLAN; median time before -> after ANALYZE):');
  let endpoint = '';
  before.forEach((b, i) => {
    const a = after[i];
    if (b.endpoint !== endpoint) {
      endpoint = b.endpoint;
      console.log(`   ${endpoint}:`);
    }
    const sql = oneLine(b.sql);
    console.log(`     ${(b.micros).toFixed(0).padStart(6)} -> ${(a?.micros ?? NaN).toFixed(0).padStart(6)} µs  ${sql.length > 110 ? `${sql.slice(0, 107)}...` : sql}`);
    const changed = a && a.plan.join('|') !== b.plan.join('|');
    console.log(`        plan${changed ? ' before ANALYZE' : ''}: ${b.plan.join(' | ')}${warnings(b.plan).length ? '   <-- ' + warnings(b.plan).join('; ') : ''}`);
    if (changed) {
      console.log(`        plan after ANALYZE:  ${a.plan.join(' | ')}${warnings(a.plan).length ? '   <-- ' + warnings(a.plan).join('; ') : ''}`);
    }
  });
}
