import { Router } from 'express';
import { CommentIdParams, CommentListQuery, CreateCommentRequest, ReplyListQuery } from '../../contracts/comments';
import { EventIdParams } from '../../contracts/events';
import type { AppDeps } from '../../deps';
import { actorOf } from '../../http/authenticate';
import type { Authenticators } from '../../http/authenticate';
import type { ApiLimits } from '../../http/rate-limits';
import { parseRequest } from '../../http/validate';
import * as comments from './service';

/** Event discussions (spec section 7, "Comments"): /events/:id/comments and /comments. Every route needs a session. */
export function commentRoutes(deps: AppDeps, { requireUser }: Authenticators, limits: ApiLimits): Router {
  const router = Router();

  router.get('/events/:id/comments', requireUser, async (req, res) => {
    const { id } = parseRequest(EventIdParams, req.params, 'params');
    const query = parseRequest(CommentListQuery, req.query, 'query');
    const page = await comments.listComments(deps, actorOf(req), id, query);
    res.setHeader('X-Total-Count', String(page.total));
    if (page.nextCursor) {
      const next = new URLSearchParams({ order: query.order, limit: String(query.limit), cursor: page.nextCursor });
      res.setHeader('Link', `</api/events/${id}/comments?${next.toString()}>; rel="next"`);
    }
    res.json(page.comments);
  });

  router.get('/comments/:id/replies', requireUser, async (req, res) => {
    const { id } = parseRequest(CommentIdParams, req.params, 'params');
    const query = parseRequest(ReplyListQuery, req.query, 'query');
    const page = await comments.listReplies(deps, actorOf(req), id, query);
    res.setHeader('X-Total-Count', String(page.total));
    if (page.nextCursor) {
      const next = new URLSearchParams({ limit: String(query.limit), cursor: page.nextCursor });
      res.setHeader('Link', `</api/comments/${id}/replies?${next.toString()}>; rel="next"`);
    }
    res.json(page.replies);
  });

  router.post('/comments/', requireUser, ...limits.commentPost, async (req, res) => {
    const body = parseRequest(CreateCommentRequest, req.body);
    const { comment, created } = await comments.createComment(deps, actorOf(req), body);
    res.status(created ? 201 : 200).json(comment);
  });

  router.post('/comments/:id/like', requireUser, async (req, res) => {
    const { id } = parseRequest(CommentIdParams, req.params, 'params');
    res.json(await comments.setLike(deps, actorOf(req), id, true));
  });

  router.delete('/comments/:id/like', requireUser, async (req, res) => {
    const { id } = parseRequest(CommentIdParams, req.params, 'params');
    res.json(await comments.setLike(deps, actorOf(req), id, false));
  });

  router.delete('/comments/:id', requireUser, async (req, res) => {
    const { id } = parseRequest(CommentIdParams, req.params, 'params');
    await comments.deleteComment(deps, actorOf(req), id);
    res.status(204).end();
  });

  return router;
}
