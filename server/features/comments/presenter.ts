import type { Comment, Reply } from '../../contracts/comments';
import type { CommentWithAuthorRow } from './repo';

function presentOne(row: CommentWithAuthorRow, viewerId: number): Reply {
  const deleted = row.deleted_at !== null;
  return {
    id: row.id,
    content: deleted ? '' : row.content,
    event_id: row.event_id,
    parent_id: row.parent_id,
    author: deleted ? null : { id: row.author_id, username: row.author_username, full_name: row.author_full_name, is_pro: row.author_is_pro },
    created_at: row.created_at,
    likes_count: row.likes_count,
    is_liked_by_user: row.liked_by_viewer,
    is_deleted: deleted,
    can_delete: !deleted && row.author_id === viewerId,
    client_id: row.author_id === viewerId ? row.client_id : null,
    replies: [],
  };
}

/** Nests replies under their comments (one level, spec section 2). */
export function presentThread(topLevel: CommentWithAuthorRow[], replies: CommentWithAuthorRow[], viewerId: number): Comment[] {
  const byParent = new Map<number, Reply[]>();
  for (const reply of replies) {
    const list = byParent.get(reply.parent_id ?? 0) ?? [];
    list.push(presentOne(reply, viewerId));
    byParent.set(reply.parent_id ?? 0, list);
  }
  return topLevel.map((row) => ({ ...presentOne(row, viewerId), replies: byParent.get(row.id) ?? [] }));
}

export const presentComment = (row: CommentWithAuthorRow, viewerId: number): Comment => presentOne(row, viewerId);
