import { Router } from 'express';
import type { RequestHandler } from 'express';
import type { z } from 'zod';
import { dataVersion } from '../db-read';
import type { AppDeps } from '../deps';
import type { UserRow } from '../features/users/repo';
import { actorOf } from './authenticate';
import { unchangedSince, validUntil } from './conditional-get';
import type { Paging } from './conditional-get';
import { parseRequest } from './validate';

/** What a read answers with. */
export interface ReadAnswer {
  body: unknown;
  /** A page's X-Total-Count and Link. */
  paging?: Paging;
  /**
   * For a stamped read: the last instant (ISO) the answer holds without a write, null for ever;
   * undefined when this answer must not be stamped (a past page gains events as time passes).
   */
  until?: string | null;
}

/** A read with its parameters validated, ready to run for a signed-in viewer. */
export type PreparedRead = (deps: AppDeps, viewer: UserRow) => Promise<ReadAnswer>;

/**
 * A GET of the API that a signed-in member reads often (issue 19): its path, how its parameters
 * are validated and what it answers, written once. Express serves it (`readRouter`) and so does the
 * read lane ahead of Express (read-lane.ts): both validate, authenticate, revalidate and answer
 * through this definition, so the two cannot answer differently.
 */
export interface ReadRoute {
  /** Under /api, as Express writes a path: '/events/:id'. */
  path: string;
  /** Whether a revalidation may be answered from its stamp before any statement (conditional-get.ts). */
  stamped: boolean;
  /** Validates the path's parameters and the query (a 400 naming the field) and returns the read. */
  prepare(params: Record<string, string>, query: unknown): PreparedRead;
}

/** Defines a read: its schemas, and what it answers once they passed. */
export function readRoute<P extends z.ZodType, Q extends z.ZodType>(definition: {
  path: string;
  params: P;
  /** Without one, the query is not read (as before: a detail ignores `?anything`). */
  query?: Q;
  stamped: boolean;
  read(deps: AppDeps, viewer: UserRow, params: z.output<P>, query: z.output<Q>): Promise<ReadAnswer>;
}): ReadRoute {
  return {
    path: definition.path,
    stamped: definition.stamped,
    prepare(rawParams, rawQuery) {
      const params = parseRequest(definition.params, rawParams, 'params');
      const query = (definition.query ? parseRequest(definition.query, rawQuery, 'query') : undefined) as z.output<Q>;
      return (deps, viewer) => definition.read(deps, viewer, params, query);
    },
  };
}

/** The reads as Express routes, each behind `requireUser`. */
export function readRouter(deps: AppDeps, routes: readonly ReadRoute[], requireUser: RequestHandler): Router {
  const router = Router();
  for (const route of routes) {
    router.get(route.path, requireUser, async (req, res) => {
      const read = route.prepare(req.params as Record<string, string>, req.query);
      if (route.stamped && unchangedSince(req, res, dataVersion(deps.db), deps.clock().toISOString())) {
        return;
      }
      const answer = await read(deps, actorOf(req));
      if (answer.paging?.total !== undefined) {
        res.setHeader('X-Total-Count', answer.paging.total);
      }
      if (answer.paging?.link !== undefined) {
        res.setHeader('Link', answer.paging.link);
      }
      if (route.stamped && answer.until !== undefined) {
        validUntil(res, answer.until);
      }
      res.json(answer.body);
    });
  }
  return router;
}
