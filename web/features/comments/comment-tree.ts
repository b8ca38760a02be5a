import type { Comment, Reply } from '@contracts/comments/schemas';

/** A comment at either level of a thread. */
export type AnyComment = Comment | Reply;

/**
 * How many comments and replies a reader sees: placeholders of deleted comments (kept for
 * their replies) are not counted.
 */
export function countVisibleComments(comments: readonly Comment[]): number {
  let count = 0;
  for (const comment of comments) {
    count += comment.is_deleted ? 0 : 1;
    count += comment.replies.filter((reply) => !reply.is_deleted).length;
  }
  return count;
}

/** Finds a comment or reply by id. */
export function findComment(comments: readonly Comment[], id: number): AnyComment | undefined {
  for (const comment of comments) {
    if (comment.id === id) {
      return comment;
    }
    const reply = comment.replies.find((candidate) => candidate.id === id);
    if (reply) {
      return reply;
    }
  }
  return undefined;
}

type CommentPatch = Partial<Pick<AnyComment, 'likes_count' | 'is_liked_by_user'>>;

/** A copy of the thread list with one comment or reply changed. */
export function patchComment(comments: readonly Comment[], id: number, patch: CommentPatch): Comment[] {
  return comments.map((comment) => {
    if (comment.id === id) {
      return { ...comment, ...patch };
    }
    if (!comment.replies.some((reply) => reply.id === id)) {
      return comment;
    }
    return { ...comment, replies: comment.replies.map((reply) => (reply.id === id ? { ...reply, ...patch } : reply)) };
  });
}

/** Adds a new comment where the server lists it: top-level newest first, replies oldest first. Sending twice adds once. */
export function insertComment(comments: readonly Comment[], added: Comment): Comment[] {
  if (findComment(comments, added.id)) {
    return [...comments];
  }
  if (added.parent_id === null) {
    return [added, ...comments];
  }
  const reply: Reply = { ...added, replies: [] };
  return comments.map((comment) => (comment.id === added.parent_id ? { ...comment, replies: [...comment.replies, reply] } : comment));
}

/**
 * The thread list after a delete, as the server keeps it: a comment with replies stays as a
 * placeholder; a placeholder whose last reply goes goes with it (replies its page did not carry
 * are still replies: it stays while there are some).
 */
export function removeComment(comments: readonly Comment[], id: number): Comment[] {
  const result: Comment[] = [];
  for (const comment of comments) {
    if (comment.id === id) {
      if (comment.replies.length > 0 || comment.replies_next) {
        result.push({ ...comment, is_deleted: true, content: '', author: null, can_delete: false, is_liked_by_user: false });
      }
      continue;
    }
    const replies = comment.replies.filter((reply) => reply.id !== id);
    if (comment.is_deleted && replies.length === 0 && !comment.replies_next) {
      continue;
    }
    result.push(replies.length === comment.replies.length ? comment : { ...comment, replies });
  }
  return result;
}
