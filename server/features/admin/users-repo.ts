import type { Knex } from 'knex';
import { dbClientName } from '../../db';
import type { Db } from '../../db';
import { toUserRow } from '../../users/repo';
import type { RawUserRow, UserRow } from '../../users/repo';

/** Newest members first; the id breaks ties between members created in the same millisecond. */
const NEWEST_FIRST = [
  { column: 'created_at', order: 'desc' },
  { column: 'id', order: 'desc' },
] as const;

export async function newestUsers(db: Db, limit: number): Promise<UserRow[]> {
  const rows = await db<RawUserRow>('users').select('*').orderBy([...NEWEST_FIRST]).limit(limit);
  return rows.map(toUserRow);
}

/** `%text%` for LIKE, in lower case, with the text's own % _ and \ matched literally. */
const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Members whose e-mail, username or full name contains `search`, in any case; everyone without one.
 * `search_text` holds the three in lower case (see the member-directory migration); on PostgreSQL a
 * trigram index answers the LIKE, on SQLite it reads that one column of every row. Backslash is
 * PostgreSQL's default LIKE escape; SQLite needs it named.
 */
function matching(db: Db, search: string | undefined): Knex.QueryBuilder<RawUserRow> {
  const query = db<RawUserRow>('users');
  if (search) {
    void query.whereRaw(dbClientName(db) === 'postgres' ? 'search_text like ?' : "search_text like ? escape '\\'", [containing(search)]);
  }
  return query;
}

/**
 * One page of members, newest first, and how many match in all. The page's ids come from the
 * (created_at, id) index alone, then only those rows are read: a page deep in the list costs a walk
 * along the index, not 100,000 row reads.
 */
export async function pageOfUsers(db: Db, page: { skip: number; limit: number; search: string | undefined }): Promise<{ users: UserRow[]; total: number }> {
  const ids = matching(db, page.search).select('id').orderBy([...NEWEST_FIRST]).offset(page.skip).limit(page.limit);
  const rows = await db('users').whereIn('id', ids).orderBy([...NEWEST_FIRST]).select<RawUserRow[]>('*');
  // Without a search the total is the site's, which the database keeps (site_counters).
  const counted: Array<{ n: number | string }> = page.search
    ? await matching(db, page.search).count({ n: '*' })
    : await db('site_counters').where('name', 'users').select({ n: 'value' });
  return { users: rows.map(toUserRow), total: Number(counted[0]?.n ?? 0) };
}
