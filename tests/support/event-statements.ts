import type { SignedInUser } from './factories';
import type { TestApp } from './test-app';

/** A statement as the database ran it: its text and its values. */
export interface CapturedStatement {
  sql: string;
  bindings: readonly unknown[];
}

/**
 * The statements of the events feature (those reading events or replies) while `GET /api/events/<path>`
 * was answered for `who`. The community list's first statement (the community with the viewer's
 * membership) belongs to the communities feature and is left out.
 */
export async function eventStatementsOf(t: TestApp, who: SignedInUser, path: string): Promise<CapturedStatement[]> {
  const seen: CapturedStatement[] = [];
  const listener = (query: { sql: string; bindings?: readonly unknown[] }) => seen.push({ sql: query.sql, bindings: query.bindings ?? [] });
  t.deps.db.on('query', listener);
  try {
    await t.request().get(`/api/events/${path}`).set(who.auth).expect(200);
  } finally {
    t.deps.db.off('query', listener);
  }
  return seen.filter((q) => /^\s*(select|with)\b/i.test(q.sql) && /\b(events|event_rsvps)\b/.test(q.sql) && !/\bsessions\b/.test(q.sql));
}
