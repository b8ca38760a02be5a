import type { Knex } from 'knex';
import type { Db } from '../../server/db';
import type { CapturedQuery } from './query-plan';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

/** PostgreSQL's plan for a captured statement, one line per node that reads a table ("Index Only Scan users_created_at_index"). */
export async function postgresPlan(db: Db, query: CapturedQuery): Promise<string[]> {
  // knex reports PostgreSQL statements with $1, $2 ...; its raw() wants ? placeholders, in the same order.
  const sql = query.sql.replace(/\$\d+/g, '?');
  const result = await db.raw<{ rows: Array<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }> }>(`explain (format json) ${sql}`, query.bindings as Knex.RawBinding[]);
  const steps: string[] = [];
  const visit = (node: PlanNode) => {
    if (node['Relation Name'] || node['Index Name']) {
      steps.push(`${node['Node Type']} ${node['Index Name'] ?? ''}${node['Relation Name'] ? ` on ${node['Relation Name']}` : ''}`.replace(/\s+/g, ' ').trim());
    }
    node.Plans?.forEach(visit);
  };
  const root = result.rows[0]?.['QUERY PLAN'][0]?.Plan;
  if (root) {
    visit(root);
  }
  return steps;
}

/** Plan steps that read a whole table: a sequential scan on PostgreSQL. */
export function postgresFullScans(plan: string[]): string[] {
  return plan.filter((step) => step.startsWith('Seq Scan'));
}
