import { CommentIdParams, CommentListQuery, ReplyListQuery } from '@contracts/comments/schemas';
import { EventIdParams } from '@contracts/events/schemas';
import { readRoute } from '../../http/read-route';
import type { ReadRoute } from '../../http/read-route';
import * as comments from './service';

/** A page's X-Total-Count, and its Link to the next page when there is one. */
function pagingOf(total: number, nextPath: string, next: Record<string, string> | null) {
  return { total: String(total), ...(next ? { link: `<${nextPath}?${new URLSearchParams(next).toString()}>; rel="next"` } : {}) };
}

/** The reads of event discussions (spec section 7, "Comments"): a page of an event's comments, a page of a comment's replies. */
export const commentReads: readonly ReadRoute[] = [
  readRoute({
    path: '/events/:id/comments',
    params: EventIdParams,
    query: CommentListQuery,
    stamped: false,
    read: async (deps, viewer, { id }, query) => {
      const page = await comments.listComments(deps, viewer, id, query);
      const next = page.nextCursor ? { order: query.order, limit: String(query.limit), cursor: page.nextCursor } : null;
      return { body: page.comments, paging: pagingOf(page.total, `/api/events/${id}/comments`, next) };
    },
  }),
  readRoute({
    path: '/comments/:id/replies',
    params: CommentIdParams,
    query: ReplyListQuery,
    stamped: false,
    read: async (deps, viewer, { id }, query) => {
      const page = await comments.listReplies(deps, viewer, id, query);
      const next = page.nextCursor ? { limit: String(query.limit), cursor: page.nextCursor } : null;
      return { body: page.replies, paging: pagingOf(page.total, `/api/comments/${id}/replies`, next) };
    },
  }),
];
