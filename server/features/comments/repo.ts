import type { Db } from '../../db';

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
}

/**
 * One page of an event's top-level comments, by (created_at, id) keyset: a page never shifts when
 * comments are posted meanwhile, and every page is one index range however deep it is.
 */
export async function listTopLevelComments(db: Db, eventId: number, viewerId: number, page: TopLevelPage): Promise<CommentWithAuthorRow[]> {
  const direction = page.order === 'newest' ? 'desc' : 'asc';
  const beyond = page.order === 'newest' ? '<' : '>';
  const query = selectWithAuthor(db, viewerId).where('c.event_id', eventId).whereNull('c.parent_id');
  const { after } = page;
  if (after) {
    void query.where((w) => {
      void w.where('c.created_at', beyond, after.createdAt).orWhere((same) => {
        void same.where('c.created_at', after.createdAt).andWhere('c.id', beyond, after.id);
      });
    });
  }
  const rows = await query.orderBy('c.created_at', direction).orderBy('c.id', direction).limit(page.limit);
  return rows.map(toWithAuthor);
}

/** Every reply to these comments, oldest first. */
export async function listRepliesTo(db: Db, parentIds: readonly number[], viewerId: number): Promise<CommentWithAuthorRow[]> {
  if (parentIds.length === 0) {
    return [];
  }
  const rows = await selectWithAuthor(db, viewerId)
    .whereIn('c.parent_id', parentIds)
    .orderBy('c.created_at', 'asc')
    .orderBy('c.id', 'asc');
  return rows.map(toWithAuthor);
}

/** Comments and replies of an event that read as comments (placeholders of deleted ones left out). */
export async function countComments(db: Db, eventId: number): Promise<number> {
  const row = await db('comments').where({ event_id: eventId }).whereNull('deleted_at').count<{ n: number | string }[]>({ n: '*' }).first();
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
