import { z } from 'zod';
import { PersonSchema } from '../communities/schemas';
import { countParam, idField, idParam, isoDateTime, multilineText } from '../fields';

export const COMMENT_MAX_LENGTH = 5000;

export const CreateCommentRequest = z.strictObject({
  content: multilineText('Comment')
    .trim()
    .min(1, { error: 'Comment cannot be empty' })
    .max(COMMENT_MAX_LENGTH, { error: `Comment must be at most ${COMMENT_MAX_LENGTH.toLocaleString('en-US')} characters` }),
  event_id: idField('event_id'),
  parent_id: idField('parent_id').nullable().optional(),
  /** A client-made id (UUID): sending the same comment twice creates it once. */
  client_id: z.uuid({ error: 'client_id must be a UUID' }).optional(),
});
export type CreateCommentRequest = z.input<typeof CreateCommentRequest>;

/** Top-level comments per page unless the caller asks for another number (at most COMMENT_PAGE_MAX). */
export const COMMENT_PAGE_DEFAULT = 20;
export const COMMENT_PAGE_MAX = 100;

/**
 * Replies that come with each top-level comment of a discussion page: the oldest; the rest come from
 * its replies list. Ten keep a page of ordinary comments far inside its byte bound (and what one page
 * reads from the database small); the replies list hands out REPLY_PAGE_DEFAULT at a time.
 */
export const REPLIES_PER_COMMENT = 10;

/** Replies per page of a comment's replies list unless the caller asks for another number (at most COMMENT_PAGE_MAX). */
export const REPLY_PAGE_DEFAULT = 50;

/**
 * The most a page of a discussion or of a comment's replies weighs (its JSON body, in bytes),
 * whatever the count asked for: a page of long comments carries fewer threads and fewer replies
 * inline, and the cursors reach the rest.
 */
export const DISCUSSION_PAGE_MAX_BYTES = 256 * 1024;

/**
 * A page of a discussion: `limit` top-level comments (each with its first REPLIES_PER_COMMENT
 * replies), newest or oldest first, after `cursor` (the opaque value the previous page's
 * `Link: rel="next"` carried); fewer when they would weigh more than DISCUSSION_PAGE_MAX_BYTES.
 */
/** Where a page starts: the opaque value a previous answer gave. */
const pageCursor = z
  .string({ error: 'cursor must be the value of a previous page' })
  .max(100, { error: 'cursor is not a value this server gave' })
  .regex(/^[A-Za-z0-9_-]+$/, { error: 'cursor is not a value this server gave' })
  .optional();

export const CommentListQuery = z.strictObject({
  order: z.enum(['newest', 'oldest'], { error: 'order must be newest or oldest' }).default('newest'),
  limit: countParam('limit')
    .pipe(z.number().min(1, { error: 'limit must be at least 1' }).max(COMMENT_PAGE_MAX, { error: `limit must be at most ${COMMENT_PAGE_MAX}` }))
    .default(COMMENT_PAGE_DEFAULT),
  cursor: pageCursor,
});
export type CommentListQuery = z.input<typeof CommentListQuery>;

/** A page of one comment's replies, oldest first, after `cursor` (its `replies_next`, or a `Link: rel="next"`). */
export const ReplyListQuery = z.strictObject({
  limit: countParam('limit')
    .pipe(z.number().min(1, { error: 'limit must be at least 1' }).max(COMMENT_PAGE_MAX, { error: `limit must be at most ${COMMENT_PAGE_MAX}` }))
    .default(REPLY_PAGE_DEFAULT),
  cursor: pageCursor,
});
export type ReplyListQuery = z.input<typeof ReplyListQuery>;

export const CommentIdParams = z.object({
  id: idParam('Comment id'),
});

const commentFields = {
  id: z.number().int(),
  /** Empty when the comment was deleted but kept for its replies. */
  content: z.string(),
  event_id: z.number().int(),
  parent_id: z.number().int().nullable(),
  /** Null when the comment was deleted but kept for its replies. */
  author: PersonSchema.nullable(),
  created_at: isoDateTime,
  likes_count: z.number().int(),
  is_liked_by_user: z.boolean(),
  is_deleted: z.boolean(),
  can_delete: z.boolean(),
  client_id: z.string().nullable(),
};

export const ReplySchema = z.object({ ...commentFields, replies: z.array(z.never()) });
export const CommentSchema = z.object({
  ...commentFields,
  replies: z.array(ReplySchema),
  /**
   * On the top-level comments of a discussion page: how many replies the comment has in all (its
   * `replies` holds the first REPLIES_PER_COMMENT), and the `cursor` of the rest at
   * GET /comments/{id}/replies, null when `replies` holds them all. Absent elsewhere (a comment just
   * posted has none).
   */
  replies_count: z.number().int().optional(),
  replies_next: z.string().nullable().optional(),
});
export type Comment = z.infer<typeof CommentSchema>;
export type Reply = z.infer<typeof ReplySchema>;

export const LikeResponse = z.object({ comment_id: z.number().int(), likes_count: z.number().int(), is_liked_by_user: z.boolean() });
export type LikeResponse = z.infer<typeof LikeResponse>;

export { COMMENT_MESSAGES } from './messages';
