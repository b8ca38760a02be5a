import type { Knex } from 'knex';
import type { Db } from '../../db';
import { toUserRow } from '../users/repo';
import type { RawUserRow, UserRow } from '../users/repo';

/** Newest members first; the id breaks ties between members created in the same millisecond. */
const NEWEST_FIRST = [
  { column: 'created_at', order: 'desc' },
  { column: 'id', order: 'desc' },
] as const;

export async function newestUsers(db: Db, limit: number): Promise<UserRow[]> {
  const rows = await db<RawUserRow>('users').select('*').orderBy([...NEWEST_FIRST]).limit(limit);
  return rows.map(toUserRow);
}

/** `%text%` for LIKE, with the text's own % _ and \ matched literally. */
const containing = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Members whose e-mail, username or full name contains `search` in any case; everyone without one. */
function matching(db: Db, search: string | undefined): Knex.QueryBuilder<RawUserRow> {
  const query = db<RawUserRow>('users');
  if (search) {
    const pattern = containing(search);
    void query.where((q) => {
      void q
        .whereRaw("lower(email) like ? escape '\\'", [pattern])
        .orWhereRaw("lower(username) like ? escape '\\'", [pattern])
        .orWhereRaw("lower(full_name) like ? escape '\\'", [pattern]);
    });
  }
  return query;
}

/** One page of members, newest first, and how many match in all. */
export async function pageOfUsers(db: Db, page: { skip: number; limit: number; search: string | undefined }): Promise<{ users: UserRow[]; total: number }> {
  const rows = await matching(db, page.search).select<RawUserRow[]>('*').orderBy([...NEWEST_FIRST]).offset(page.skip).limit(page.limit);
  const counted = await matching(db, page.search).count<Array<{ n: number | string }>>({ n: '*' });
  return { users: rows.map(toUserRow), total: Number(counted[0]?.n ?? 0) };
}
