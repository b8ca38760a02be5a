import { z } from 'zod';
import {
  COMMENT_MESSAGES,
  COMMENT_PAGE_DEFAULT,
  COMMENT_PAGE_MAX,
  CommentIdParams,
  CommentListQuery,
  CommentSchema,
  CreateCommentRequest,
  DISCUSSION_PAGE_MAX_BYTES,
  LikeResponse,
  REPLIES_PER_COMMENT,
  REPLY_PAGE_DEFAULT,
  ReplyListQuery,
  ReplySchema,
} from './schemas';
import { EVENT_MESSAGES, EventIdParams } from '../events/schemas';
import { routeGroup } from '../api/route';
import { EVENT_VISIBILITY_RULE } from '../events/routes';
import { EXAMPLE_COMMENT, EXAMPLE_LIKE, EXAMPLE_NEW_COMMENT, EXAMPLE_REPLY } from '../api/examples';

/** Who reads and writes a discussion (features/comments/service.ts, through loadEvent). */
export const COMMENT_ACCESS_RULE =
  'Only someone who may see the event reads and writes its discussion; to anyone else the event, and every comment on it, does not exist (404).';

/** The byte bound of a page (features/comments/page-budget.ts). */
const PAGE_BYTES_RULE = `A page's JSON body is at most ${DISCUSSION_PAGE_MAX_BYTES / 1024} KB whatever \`limit\` asks: when its comments are long it ends sooner (fewer comments, fewer replies inline), and its cursors carry the rest, each comment whole.`;

/** What deleting does (features/comments/service.ts deleteComment). */
export const COMMENT_DELETE_RULE =
  'Only the author deletes a comment. A comment without replies is removed. A comment with replies stays as a placeholder (`is_deleted: true`, empty `content`, `author: null`) so its replies still read as a thread; the placeholder is removed with its last reply.';

const COMMENT_NOT_FOUND = { description: `"${COMMENT_MESSAGES.notFound}": no such comment, a deleted one, or one on an event the caller may not see.` };

export const commentRoutes = routeGroup({
  tag: 'Comments',
  description: `Threaded discussions of events: comments and one level of replies, with likes.\n\n${COMMENT_ACCESS_RULE}\n\n${EVENT_VISIBILITY_RULE}\n\n${COMMENT_DELETE_RULE}`,
  routes: {
    list: {
      method: 'get',
      path: '/events/:id/comments',
      summary: 'An event\'s discussion',
      description: `A page of top-level comments (${COMMENT_PAGE_DEFAULT} unless \`limit\` says otherwise, newest first unless \`order=oldest\`), each with its first ${REPLIES_PER_COMMENT} replies oldest first, \`replies_count\` (all its replies) and \`replies_next\`: when it has more replies than it comes with, the \`cursor\` of the rest at \`GET /comments/{id}/replies\`, else null. The response carries \`X-Total-Count\` (every comment and reply on the event, placeholders left out) and, when more pages follow, \`Link: <…?cursor=…>; rel="next"\`. A cursor is stable: comments posted meanwhile never shift a page. ${PAGE_BYTES_RULE} ${COMMENT_ACCESS_RULE}`,
      access: 'member',
      params: EventIdParams,
      query: CommentListQuery,
      examples: { response: [EXAMPLE_COMMENT], query: { order: 'oldest', limit: '20' } },
      responses: {
        200: { description: 'A page of comments, with placeholders for deleted comments that have replies.', schema: z.array(CommentSchema) },
        404: { description: `"${EVENT_MESSAGES.notFound}": no such event, or the caller may not see it.` },
      },
    },
    replies: {
      method: 'get',
      path: '/comments/:id/replies',
      summary: 'The rest of a comment\'s replies',
      description: `A comment's replies, oldest first, ${REPLY_PAGE_DEFAULT} at a time unless \`limit\` says otherwise (at most ${COMMENT_PAGE_MAX}), after \`cursor\`: the comment's \`replies_next\` from its discussion page continues after the replies it came with; without one the list starts at the first reply. \`X-Total-Count\` is the comment's replies; \`Link: <…?cursor=…>; rel="next"\` names the next page. A deleted comment kept as a placeholder lists its replies; a reply has none. ${PAGE_BYTES_RULE} ${COMMENT_ACCESS_RULE}`,
      access: 'member',
      params: CommentIdParams,
      query: ReplyListQuery,
      examples: { response: [EXAMPLE_REPLY], query: { limit: String(REPLY_PAGE_DEFAULT) } },
      responses: {
        200: { description: 'A page of replies.', schema: z.array(ReplySchema) },
        404: COMMENT_NOT_FOUND,
      },
    },
    create: {
      method: 'post',
      path: '/comments/',
      summary: 'Comment on an event, or reply to a comment',
      description: `${COMMENT_ACCESS_RULE} Replies are one level deep: \`parent_id\` must be a top-level comment of the same event. With a \`client_id\` the post is made once: a repeat answers the comment already made, with 200 instead of 201.`,
      access: 'member',
      rateLimit: 'commentPost',
      body: CreateCommentRequest,
      examples: { body: { event_id: 42, content: EXAMPLE_NEW_COMMENT.content, client_id: EXAMPLE_NEW_COMMENT.client_id }, response: EXAMPLE_NEW_COMMENT },
      responses: {
        200: { description: 'A repeat of a post with the same `client_id`: the comment made the first time.', schema: CommentSchema },
        201: { description: 'The new comment.', schema: CommentSchema },
        400: {
          description: `\`parent_id\` refused: "${COMMENT_MESSAGES.parentElsewhere}" (\`invalid_parent\`) or "${COMMENT_MESSAGES.replyToReply}" (\`reply_to_reply\`).`,
        },
        404: {
          description: `"${EVENT_MESSAGES.notFound}" (\`not_found\`): no such event, or the caller may not see it. "${COMMENT_MESSAGES.parentNotFound}" (\`parent_not_found\`): no comment has the id \`parent_id\` (it may have been removed).`,
        },
        409: {
          description: `"${COMMENT_MESSAGES.parentDeleted}" (\`parent_deleted\`): \`parent_id\` is a deleted comment kept only as a placeholder for its replies; it takes no new replies.`,
        },
        429: {
          description:
            '`rate_limited`: "You are posting comments too quickly. Please wait 1 minute and try again.", with `Retry-After`. Per member: 20 comments and replies a minute (COMMENTS_PER_MEMBER_PER_MINUTE); a repeat with the same `client_id` counts too.',
        },
      },
    },
    like: {
      method: 'post',
      path: '/comments/:id/like',
      summary: 'Like a comment',
      description: `Likes are a state: liking twice counts once. ${COMMENT_ACCESS_RULE}`,
      examples: { response: EXAMPLE_LIKE },
      access: 'member',
      params: CommentIdParams,
      responses: { 200: { description: 'The comment\'s like count and the caller\'s like.', schema: LikeResponse }, 404: COMMENT_NOT_FOUND },
    },
    unlike: {
      method: 'delete',
      path: '/comments/:id/like',
      summary: 'Take back a like',
      description: `Taking back a like the caller never gave changes nothing. ${COMMENT_ACCESS_RULE}`,
      examples: { response: { ...EXAMPLE_LIKE, likes_count: 1, is_liked_by_user: false } },
      access: 'member',
      params: CommentIdParams,
      responses: { 200: { description: 'The comment\'s like count and the caller\'s like.', schema: LikeResponse }, 404: COMMENT_NOT_FOUND },
    },
    delete: {
      method: 'delete',
      path: '/comments/:id',
      summary: 'Delete one\'s own comment',
      description: `${COMMENT_DELETE_RULE} ${COMMENT_ACCESS_RULE}`,
      access: 'member',
      params: CommentIdParams,
      responses: {
        204: { description: 'Deleted, or emptied into a placeholder when it has replies.' },
        403: { description: `"${COMMENT_MESSAGES.deleteOwnOnly}".` },
        404: COMMENT_NOT_FOUND,
      },
    },
  },
});
