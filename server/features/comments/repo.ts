import { MAX_ID } from '@contracts/fields';
import { dbClientName } from '../../db';
import type { Db } from '../../db';
import { readRow, readRows } from '../../db-read';

export interface CommentRow {
  id: number;
  event_id: number;
  author_id: number;
  parent_id: number | null;
  content: string;
  likes_count: number;
  client_id: string | null;
  created_at: string;
  deleted_at: string | null;
}

export interface CommentWithAuthorRow extends CommentRow {
  author_username: string;
  author_full_name: string | null;
  author_is_pro: boolean;
  liked_by_viewer: boolean;
}

type RawWithAuthor = Omit<CommentWithAuthorRow, 'liked_by_viewer' | 'author_is_pro'> & { liked_by_viewer: number | boolean | null; author_is_pro: number | boolean };

const COMMENT_COLUMNS = ['id', 'event_id', 'author_id', 'parent_id', 'content', 'likes_count', 'client_id', 'created_at', 'deleted_at'];

export async function insertComment(db: Db, row: Omit<CommentRow, 'id' | 'likes_count' | 'deleted_at'>): Promise<number> {
  const [inserted] = await db('comments').insert({ ...row, likes_count: 0 }).returning<{ id: number }[]>('id');
  if (!inserted) {
    throw new Error('Comment insert returned no id');
  }
  return inserted.id;
}

export async function findComment(db: Db, id: number): Promise<CommentRow | null> {
  return (await db('comments').where({ id }).first<CommentRow | undefined>(COMMENT_COLUMNS)) ?? null;
}

export async function findCommentByClientId(db: Db, authorId: number, clientId: string): Promise<CommentRow | null> {
  return (await db('comments').where({ author_id: authorId, client_id: clientId }).first<CommentRow | undefined>(COMMENT_COLUMNS)) ?? null;
}

/** Comments of one level with their authors and whether the viewer liked each: one query per level. */
function selectWithAuthor(db: Db, viewerId: number) {
  return db('comments as c')
    .join('users as u', 'u.id', 'c.author_id')
    .leftJoin('comment_likes as l', (on) => {
      on.on('l.comment_id', '=', 'c.id').andOnVal('l.user_id', '=', viewerId);
    })
    .select<RawWithAuthor[]>([
      ...COMMENT_COLUMNS.map((column) => `c.${column}`),
      'u.username as author_username',
      'u.full_name as author_full_name',
      'u.is_pro as author_is_pro',
      db.raw('case when l.user_id is null then 0 else 1 end as liked_by_viewer'),
    ]);
}

const toWithAuthor = (raw: RawWithAuthor): CommentWithAuthorRow => ({
  ...raw,
  likes_count: Number(raw.likes_count),
  liked_by_viewer: Boolean(Number(raw.liked_by_viewer)),
  author_is_pro: Boolean(raw.author_is_pro),
});

/** Where a page of top-level comments starts: after this comment, in the page's order. */
export interface CommentPosition {
  createdAt: string;
  id: number;
}

export interface TopLevelPage {
  order: 'newest' | 'oldest';
  limit: number;
  after: CommentPosition | null;
  /** Replies read with each top-level comment, the oldest first. */
  repliesEach: number;
}

const WITH_AUTHOR = `c.id, c.event_id, c.author_id, c.parent_id, c.content, c.likes_count, c.client_id, c.created_at, c.deleted_at,
    u.username as author_username, u.full_name as author_full_name, u.is_pro as author_is_pro,
    case when l.user_id is null then 0 else 1 end as liked_by_viewer`;

/**
 * Each comment's author and the viewer's like, looked up by key. On SQLite the joins are CROSS
 * JOINs, which fix the order page, comments, author: the statistics of a small database (a new
 * site's ANALYZE) otherwise let it start from every user and probe the comments for each.
 */
const authorAndLike = (dialect: 'sqlite' | 'postgres') => `${dialect === 'sqlite' ? 'cross join' : 'join'} users u on u.id = c.author_id
    left join comment_likes l on l.comment_id = c.id and l.user_id = :viewer`;

/**
 * The first :replies replies of each comment of the page, oldest first, by the (event, parent,
 * created_at) index: a range of at most that many entries, however many replies the comment has.
 * PostgreSQL joins them laterally. SQLite has no LATERAL join: it reads the range up to the last
 * reply to show (the :replies-th, found by the same index), with the index named, so that no
 * statistics (a new site's ANALYZE of a few rows) can turn the seek into a scan of every comment.
 */
const FIRST_REPLIES = `select r.* from comments r where r.event_id = :event and r.parent_id = page.id
        order by r.created_at, r.id limit :replies`;
const LAST_SHOWN = (column: 'created_at' | 'id') => `(select r.${column} from comments r where r.event_id = :event and r.parent_id = page.id
          order by r.created_at, r.id limit 1 offset :replies - 1)`;

/** The page's first replies: a common table to add after `page` (SQLite), and what the replies are read from. */
function firstRepliesSql(dialect: 'sqlite' | 'postgres'): { cte: string; from: string } {
  if (dialect === 'postgres') {
    return { cte: '', from: `from page cross join lateral (${FIRST_REPLIES}) c ${authorAndLike(dialect)}` };
  }
  // Each comment's last reply to show, once per comment; with fewer replies than that, no bound.
  const cte = `, shown as materialized (
        select page.id as parent, coalesce(${LAST_SHOWN('created_at')}, '9999') as last_at, coalesce(${LAST_SHOWN('id')}, ${MAX_ID}) as last_id from page
      )`;
  const from = `from shown cross join comments c indexed by comments_event_id_parent_id_created_at_index ${authorAndLike(dialect)}
      where c.event_id = :event and c.parent_id = shown.parent
        and c.created_at <= shown.last_at and (c.created_at < shown.last_at or c.id <= shown.last_id)`;
  return { cte, from };
}

const pageStatements = new Map<string, string>();

/**
 * One page of top-level comments, each with its reply count and its first replies, in one statement:
 * the page's ids by their (event, top level, created_at) index range, then those comments, then for
 * each comment of the page its first replies by their (event, parent, created_at) index range. Every
 * read is bounded by the page (limit x replies each), never by the size of a thread or the table.
 */
function discussionPageSql(order: TopLevelPage['order'], after: boolean, dialect: 'sqlite' | 'postgres'): string {
  const key = `${order}|${after}|${dialect}`;
  let sql = pageStatements.get(key);
  if (!sql) {
    const direction = order === 'newest' ? 'desc' : 'asc';
    const beyond = order === 'newest' ? '<' : '>';
    const keyset = after ? `and (p.created_at ${beyond} :after_at or (p.created_at = :after_at and p.id ${beyond} :after_id))` : '';
    const replies = firstRepliesSql(dialect);
    sql = `with page as (
        select p.id from comments p where p.event_id = :event and p.parent_id is null ${keyset}
        order by p.created_at ${direction}, p.id ${direction} limit :limit
      )${replies.cte}
      select ${WITH_AUTHOR}, (select count(*) from comments n where n.parent_id = page.id) as replies_count
      from page ${dialect === 'sqlite' ? 'cross join' : 'join'} comments c on c.id = page.id ${authorAndLike(dialect)}
      union all
      select ${WITH_AUTHOR}, 0 as replies_count ${replies.from}`;
    pageStatements.set(key, sql);
  }
  return sql;
}

type RawInPage = RawWithAuthor & { replies_count: number | string };

const byTime = (a: CommentWithAuthorRow, b: CommentWithAuthorRow) => (a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : a.id - b.id);

/**
 * A page of an event's discussion: its top-level comments in the page's order (by (created_at, id)
 * keyset, so a page never shifts when comments are posted meanwhile), how many replies each has, and
 * the first `repliesEach` replies of each, oldest first.
 */
export async function listDiscussionPage(
  db: Db,
  eventId: number,
  viewerId: number,
  page: TopLevelPage,
): Promise<{ topLevel: CommentWithAuthorRow[]; replies: CommentWithAuthorRow[]; repliesCount: Map<number, number> }> {
  const raw = await readRows<RawInPage>(db, discussionPageSql(page.order, page.after !== null, dbClientName(db)), {
    event: eventId,
    viewer: viewerId,
    limit: page.limit,
    replies: page.repliesEach,
    after_at: page.after?.createdAt ?? null,
    after_id: page.after?.id ?? null,
  });
  const repliesCount = new Map(raw.filter((row) => row.parent_id === null).map((row) => [row.id, Number(row.replies_count)]));
  const rows = raw.map(({ replies_count: _count, ...row }) => toWithAuthor(row));
  const sign = page.order === 'newest' ? -1 : 1;
  return {
    topLevel: rows.filter((row) => row.parent_id === null).sort((a, b) => sign * byTime(a, b)),
    replies: rows.filter((row) => row.parent_id !== null).sort(byTime),
    repliesCount,
  };
}

const repliesAfterSql = (dialect: 'sqlite' | 'postgres') => `select ${WITH_AUTHOR} from comments c ${authorAndLike(dialect)}
    where c.event_id = :event and c.parent_id = :parent
      and c.created_at >= :after_at and (c.created_at > :after_at or c.id > :after_id)
    order by c.created_at, c.id limit :limit`;

/**
 * Replies of one comment, oldest first, after a position (by (created_at, id), so a reply posted
 * meanwhile never shifts a page): a range of the (event, parent, created_at) index from that position.
 */
export async function listReplies(
  db: Db,
  parent: Pick<CommentRow, 'id' | 'event_id'>,
  viewerId: number,
  page: { limit: number; after: CommentPosition | null },
): Promise<CommentWithAuthorRow[]> {
  const rows = await readRows<RawWithAuthor>(db, repliesAfterSql(dbClientName(db)), {
    event: parent.event_id,
    parent: parent.id,
    viewer: viewerId,
    limit: page.limit,
    // Before any reply: every created_at is later than '', and no id is below 0.
    after_at: page.after?.createdAt ?? '',
    after_id: page.after?.id ?? 0,
  });
  return rows.map(toWithAuthor);
}

/** The discussion's count for its heading, read from the (event_id, deleted_at) index alone. */
export async function countLiveComments(db: Db, eventId: number): Promise<number> {
  const row = await readRow<{ n: number | string }>(db, 'select count(*) as n from comments where event_id = :event and deleted_at is null', { event: eventId });
  return Number(row?.n ?? 0);
}


export async function countReplies(db: Db, commentId: number): Promise<number> {
  const row = await db('comments').where({ parent_id: commentId }).count<{ n: number | string }[]>({ n: '*' }).first();
  return Number(row?.n ?? 0);
}

export async function deleteComment(db: Db, id: number): Promise<void> {
  await db('comments').where({ id }).delete();
}

/** Empties a comment that has replies, keeping its place in the thread. */
export async function blankComment(db: Db, id: number, nowIso: string): Promise<void> {
  await db('comments').where({ id }).update({ content: '', deleted_at: nowIso });
  await db('comment_likes').where({ comment_id: id }).delete();
  await db('comments').where({ id }).update({ likes_count: 0 });
}

/**
 * Adds or removes the viewer's like and moves the cached count by exactly what changed, in one
 * transaction: the count is a row update (`likes_count + 1`), never a recount written back, so
 * concurrent likes cannot overwrite each other's counts under READ COMMITTED.
 */
export async function setLike(db: Db, commentId: number, userId: number, liked: boolean, nowIso: string): Promise<number> {
  return db.transaction(async (trx) => {
    if (liked) {
      const added = await trx('comment_likes')
        .insert({ comment_id: commentId, user_id: userId, created_at: nowIso })
        .onConflict(['comment_id', 'user_id'])
        .ignore()
        .returning<{ comment_id: number }[]>('comment_id');
      if (added.length > 0) {
        await trx('comments').where({ id: commentId }).increment('likes_count', 1);
      }
    } else {
      const removed = await trx('comment_likes').where({ comment_id: commentId, user_id: userId }).delete();
      if (removed > 0) {
        await trx('comments').where({ id: commentId }).decrement('likes_count', removed);
      }
    }
    const row = await trx('comments').where({ id: commentId }).first<{ likes_count: number | string } | undefined>('likes_count');
    return Number(row?.likes_count ?? 0);
  });
}

export async function findCommentWithAuthor(db: Db, id: number, viewerId: number): Promise<CommentWithAuthorRow | null> {
  const rows = await selectWithAuthor(db, viewerId).where('c.id', id);
  return rows[0] ? toWithAuthor(rows[0]) : null;
}
