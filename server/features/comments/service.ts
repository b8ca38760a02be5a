import { COMMENT_MESSAGES, DISCUSSION_PAGE_MAX_BYTES, REPLIES_PER_COMMENT } from '@contracts/comments/schemas';
import { idParam } from '@contracts/fields';
import type { Comment, LikeResponse, Reply } from '@contracts/comments/schemas';
import type { CreateCommentRequest } from '@contracts/comments/schemas';
import { isForeignKeyViolation, isUniqueViolation } from '../../db';
import type { AppDeps } from '../../deps';
import { AppError, forbidden, notFound } from '../../http/app-error';
import { loadEvent } from '../events';
import type { UserRow } from '../../users/repo';
import { fitReplies, fitThreads } from './page-budget';
import { presentComment, presentReply, presentThread } from './presenter';
import * as repo from './repo';
import type { CommentRow } from './repo';

type CreateInput = Required<Pick<CreateCommentRequest, 'content' | 'event_id'>> & Pick<CreateCommentRequest, 'parent_id' | 'client_id'>;

export interface CommentPage {
  comments: Comment[];
  /** The cursor of the next page, or null on the last. */
  nextCursor: string | null;
  /** Every comment and reply on the event (placeholders left out), for the heading's count. */
  total: number;
}

/** A cursor is the position of a page's last comment, opaque to clients (base64url of "created_at|id"). */
const encodeCursor = (position: repo.CommentPosition) => Buffer.from(`${position.createdAt}|${position.id}`).toString('base64url');

/** The id half of a cursor is bound like every id (canonical digits, within the column's range). */
const cursorId = idParam('Cursor');

function decodeCursor(cursor: string): repo.CommentPosition {
  const [createdAt, id, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const parsedId = cursorId.safeParse(id);
  if (!createdAt || !/^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/.test(createdAt) || !parsedId.success || rest.length > 0) {
    throw new AppError('invalid_cursor', 400, 'cursor: cursor is not a value this server gave', [{ field: 'cursor', message: 'cursor is not a value this server gave' }]);
  }
  return { createdAt, id: parsedId.data };
}

/**
 * A page of an event's discussion in three statements: the event's access, the page with its
 * replies, and the count. The page ends early when its threads would weigh more than
 * DISCUSSION_PAGE_MAX_BYTES (and a thread's inline replies too): its cursors carry the rest.
 */
export async function listComments(
  deps: AppDeps,
  actor: UserRow,
  eventId: number,
  query: { order: 'newest' | 'oldest'; limit: number; cursor?: string | undefined },
): Promise<CommentPage> {
  const after = query.cursor === undefined ? null : decodeCursor(query.cursor);
  await loadEvent(deps, eventId, actor);
  const [{ topLevel, replies, repliesCount }, total] = await Promise.all([
    repo.listDiscussionPage(deps.db, eventId, actor.id, { order: query.order, limit: query.limit + 1, after, repliesEach: REPLIES_PER_COMMENT }),
    repo.countLiveComments(deps.db, eventId),
  ]);
  const repliesOf = (comment: repo.CommentWithAuthorRow, shown: readonly repo.CommentWithAuthorRow[]) => {
    const count = repliesCount.get(comment.id) ?? 0;
    const lastShown = shown.at(-1);
    return { count, next: count > shown.length && lastShown ? encodeCursor({ createdAt: lastShown.created_at, id: lastShown.id }) : null };
  };
  const presented = presentThread(topLevel.slice(0, query.limit), replies, actor.id, repliesOf);
  const fitted = fitThreads(presented, DISCUSSION_PAGE_MAX_BYTES, (reply) => encodeCursor({ createdAt: reply.created_at, id: reply.id }));
  const last = fitted.threads.at(-1);
  const more = topLevel.length > query.limit || !fitted.complete;
  const nextCursor = more && last ? encodeCursor({ createdAt: last.created_at, id: last.id }) : null;
  return { comments: fitted.threads, nextCursor, total };
}

export interface ReplyPage {
  replies: Reply[];
  nextCursor: string | null;
  /** Every reply of the comment. */
  total: number;
}

/**
 * A page of one comment's replies, oldest first: the rest of a thread whose first replies came with
 * the discussion, ending early at DISCUSSION_PAGE_MAX_BYTES. A deleted comment kept for its replies
 * lists them; a reply has none.
 */
export async function listReplies(deps: AppDeps, actor: UserRow, commentId: number, query: { limit: number; cursor?: string | undefined }): Promise<ReplyPage> {
  const after = query.cursor === undefined ? null : decodeCursor(query.cursor);
  const comment = await repo.findComment(deps.db, commentId);
  if (!comment || !(await canSeeEvent(deps, actor, comment.event_id))) {
    throw notFound(COMMENT_MESSAGES.notFound);
  }
  const [rows, total] = await Promise.all([
    repo.listReplies(deps.db, comment, actor.id, { limit: query.limit + 1, after }),
    repo.countReplies(deps.db, comment.id),
  ]);
  const fitted = fitReplies(
    rows.slice(0, query.limit).map((row) => presentReply(row, actor.id)),
    DISCUSSION_PAGE_MAX_BYTES,
  );
  const last = fitted.replies.at(-1);
  const nextCursor = (rows.length > query.limit || !fitted.complete) && last ? encodeCursor({ createdAt: last.created_at, id: last.id }) : null;
  return { replies: fitted.replies, nextCursor, total };
}

/** Whether the actor may see this event: a parent on an event they cannot see must read as one that does not exist. */
async function canSeeEvent(deps: AppDeps, actor: UserRow, eventId: number): Promise<boolean> {
  try {
    await loadEvent(deps, eventId, actor);
    return true;
  } catch (err) {
    if (err instanceof AppError && err.status === 404) {
      return false;
    }
    throw err;
  }
}

/** A comment as the actor may see it; anything they may not see is 'Comment not found'. */
async function loadComment(deps: AppDeps, actor: UserRow, commentId: number): Promise<CommentRow> {
  const comment = await repo.findComment(deps.db, commentId);
  if (comment && comment.deleted_at === null && (await canSeeEvent(deps, actor, comment.event_id))) {
    return comment;
  }
  throw notFound(COMMENT_MESSAGES.notFound);
}

async function present(deps: AppDeps, actor: UserRow, id: number): Promise<Comment> {
  const row = await repo.findCommentWithAuthor(deps.db, id, actor.id);
  if (!row) {
    throw notFound(COMMENT_MESSAGES.notFound);
  }
  return presentComment(row, actor.id);
}

const parentNotFound = () =>
  new AppError('parent_not_found', 404, COMMENT_MESSAGES.parentNotFound, [{ field: 'parent_id', message: COMMENT_MESSAGES.parentNotFound }]);

/**
 * A reply needs a live top-level comment of the same event. A parent that is gone or was deleted
 * (kept only as a placeholder for its replies) is a sentence without a field prefix: a reply
 * queued offline shows the member this detail when the server refuses it. A parent on an event
 * the actor cannot see is answered exactly as one that does not exist, so ids reveal nothing.
 */
async function checkParent(deps: AppDeps, actor: UserRow, parentId: number, eventId: number): Promise<void> {
  const parent = await repo.findComment(deps.db, parentId);
  if (!parent || (parent.event_id !== eventId && !(await canSeeEvent(deps, actor, parent.event_id)))) {
    throw parentNotFound();
  }
  if (parent.event_id !== eventId) {
    throw new AppError('invalid_parent', 400, `parent_id: ${COMMENT_MESSAGES.parentElsewhere}`, [
      { field: 'parent_id', message: COMMENT_MESSAGES.parentElsewhere },
    ]);
  }
  if (parent.deleted_at !== null) {
    throw new AppError('parent_deleted', 409, COMMENT_MESSAGES.parentDeleted, [{ field: 'parent_id', message: COMMENT_MESSAGES.parentDeleted }]);
  }
  if (parent.parent_id !== null) {
    throw new AppError('reply_to_reply', 400, `parent_id: ${COMMENT_MESSAGES.replyToReply}`, [
      { field: 'parent_id', message: COMMENT_MESSAGES.replyToReply },
    ]);
  }
}

/**
 * Posts a comment or a reply. With a client_id, a repeat of the same post answers the comment
 * already made (created: false) instead of making a second one.
 */
export async function createComment(deps: AppDeps, actor: UserRow, input: CreateInput): Promise<{ comment: Comment; created: boolean }> {
  if (input.client_id) {
    const existing = await repo.findCommentByClientId(deps.db, actor.id, input.client_id);
    if (existing) {
      return { comment: await present(deps, actor, existing.id), created: false };
    }
  }
  await loadEvent(deps, input.event_id, actor);
  if (input.parent_id) {
    await checkParent(deps, actor, input.parent_id, input.event_id);
  }
  try {
    const id = await repo.insertComment(deps.db, {
      event_id: input.event_id,
      author_id: actor.id,
      parent_id: input.parent_id ?? null,
      content: input.content,
      client_id: input.client_id ?? null,
      created_at: deps.clock().toISOString(),
    });
    return { comment: await present(deps, actor, id), created: true };
  } catch (err) {
    // Two copies of the same post arrived together: the other one made it.
    if (input.client_id && isUniqueViolation(err)) {
      const existing = await repo.findCommentByClientId(deps.db, actor.id, input.client_id);
      if (existing) {
        return { comment: await present(deps, actor, existing.id), created: false };
      }
    }
    // The parent (or the event) went between the checks and the insert: answer as the checks now would.
    if (isForeignKeyViolation(err)) {
      await loadEvent(deps, input.event_id, actor);
      if (input.parent_id) {
        await checkParent(deps, actor, input.parent_id, input.event_id);
      }
    }
    throw err;
  }
}

/** Likes are a state: liking twice keeps one like. */
export async function setLike(deps: AppDeps, actor: UserRow, commentId: number, liked: boolean): Promise<LikeResponse> {
  const comment = await loadComment(deps, actor, commentId);
  const count = await repo.setLike(deps.db, comment.id, actor.id, liked, deps.clock().toISOString());
  return { comment_id: comment.id, likes_count: count, is_liked_by_user: liked };
}

/**
 * Deletes the author's own comment. One with replies is emptied but kept, so its replies still
 * read as a thread; an emptied comment whose last reply goes is removed too.
 */
export async function deleteComment(deps: AppDeps, actor: UserRow, commentId: number): Promise<void> {
  const comment = await loadComment(deps, actor, commentId);
  if (comment.author_id !== actor.id) {
    throw forbidden(COMMENT_MESSAGES.deleteOwnOnly);
  }
  const nowIso = deps.clock().toISOString();
  await deps.db.transaction(async (trx) => {
    if ((await repo.countReplies(trx, comment.id)) > 0) {
      await repo.blankComment(trx, comment.id, nowIso);
      return;
    }
    await repo.deleteComment(trx, comment.id);
    if (comment.parent_id !== null) {
      const parent = await repo.findComment(trx, comment.parent_id);
      if (parent?.deleted_at && (await repo.countReplies(trx, parent.id)) === 0) {
        await repo.deleteComment(trx, parent.id);
      }
    }
  });
}

