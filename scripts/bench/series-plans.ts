import type { Db } from '../../server/db';
import { dbClientName } from '../../server/db';
import { listEventPage } from '../../server/features/events/list-repo';
import type { EventList, PageRequest } from '../../server/features/events/list-repo';
import { postgresPlanOf } from './pg-plan';
import { captureQueries, fullScans, sqlitePlan } from './query-plan';
import type { SeriesSeed } from './series-seed';

/**
 * The plan of each list statement bench:series times, as the member asks it: SQLite's EXPLAIN QUERY
 * PLAN (a whole-table scan flagged), or PostgreSQL's for its values and generic, with its time
 * inside the database (EXPLAIN ANALYZE, median of 10).
 */
export async function printSeriesPlans(db: Db, seed: SeriesSeed): Promise<void> {
  const now = new Date();
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString();
  const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 1)).toISOString();
  const community: EventList = { kind: 'community', communityId: seed.communityId, seesAllPrivate: false };
  const base: PageRequest = { viewer: { id: seed.memberId, provenEmail: null }, when: 'all', nowIso: now.toISOString(), limit: 200 };
  const pages: [string, EventList, PageRequest][] = [
    ['month calendar', community, { ...base, from, to }],
    ['Attending, one month', { kind: 'attending' }, { ...base, from, to }],
    ['upcoming 200', community, { ...base, when: 'upcoming' }],
    ['upcoming 50', community, { ...base, when: 'upcoming', limit: 50 }],
  ];
  console.log('  plans of the list statements:');
  for (const [label, list, page] of pages) {
    const [query] = await captureQueries(db, () => listEventPage(db, list, page));
    if (!query) {
      continue;
    }
    if (dbClientName(db) === 'sqlite') {
      const plan = await sqlitePlan(db, query);
      // `SCAN page` reads the page's own rows (the subquery's 200 at most), not a table.
      const scans = fullScans(plan).filter((step) => step !== 'SCAN page');
      console.log(`    ${label}: ${plan.join(' | ')}${scans.length > 0 ? `   <-- FULL SCAN ${scans.join(', ')}` : ''}`);
      continue;
    }
    const { custom, generic } = await postgresPlanOf(db, query, 10);
    for (const [kind, plan] of [['for its values', custom], ['generic', generic]] as const) {
      if (plan) {
        console.log(`    ${label}, ${kind}: ${plan.executionMs.toFixed(2)} ms (planned in ${plan.planningMs.toFixed(2)} ms): ${plan.steps.join(' | ')}`);
      }
    }
  }
}
