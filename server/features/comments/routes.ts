import { Router } from 'express';
import { CommentIdParams, CreateCommentRequest } from '@contracts/comments/schemas';
import type { AppDeps } from '../../deps';
import { actorOf } from '../../http/authenticate';
import type { Authenticators } from '../../http/authenticate';
import type { ApiLimits } from '../../http/rate-limits';
import { parseRequest } from '../../http/validate';
import * as comments from './service';

/** The writes of event discussions (spec section 7, "Comments"; the reads are read-routes.ts). Every route needs a session. */
export function commentRoutes(deps: AppDeps, { requireUser }: Authenticators, limits: ApiLimits): Router {
  const router = Router();

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
