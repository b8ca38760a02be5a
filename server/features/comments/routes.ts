import { commentRoutes as declared } from '@contracts/comments/routes';
import type { AppDeps } from '../../deps';
import { json, noContent, serveRoutes } from '../../http/route-handler';
import * as comments from './service';

/** A page's X-Total-Count, and its Link to the next page when there is one. */
function pagingOf(total: number, nextPath: string, next: Record<string, string> | null) {
  return { total: String(total), ...(next ? { link: `<${nextPath}?${new URLSearchParams(next).toString()}>; rel="next"` } : {}) };
}

/** Event discussions: a page of an event's comments, a page of a comment's replies, comments, likes. */
export function commentRoutes(deps: AppDeps) {
  return serveRoutes(declared, {
    list: async ({ actor, params, query }) => {
      const page = await comments.listComments(deps, actor, params.id, query);
      const next = page.nextCursor ? { order: query.order, limit: String(query.limit), cursor: page.nextCursor } : null;
      return json(page.comments, { paging: pagingOf(page.total, `/api/events/${params.id}/comments`, next) });
    },
    replies: async ({ actor, params, query }) => {
      const page = await comments.listReplies(deps, actor, params.id, query);
      const next = page.nextCursor ? { limit: String(query.limit), cursor: page.nextCursor } : null;
      return json(page.replies, { paging: pagingOf(page.total, `/api/comments/${params.id}/replies`, next) });
    },
    create: async ({ actor, body }) => {
      const { comment, created } = await comments.createComment(deps, actor, body);
      return json(comment, { status: created ? 201 : 200 });
    },
    like: async ({ actor, params }) => json(await comments.setLike(deps, actor, params.id, true)),
    unlike: async ({ actor, params }) => json(await comments.setLike(deps, actor, params.id, false)),
    delete: async ({ actor, params }) => {
      await comments.deleteComment(deps, actor, params.id);
      return noContent();
    },
  });
}
