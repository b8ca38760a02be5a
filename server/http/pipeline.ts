import { Router } from 'express';
import type { RequestHandler } from 'express';
import type { Access, RateLimitName, RouteDeclaration } from '@contracts/api/route';
import { unchangedSince } from './conditional-get';
import { apiNotFound } from './error-handler';
import { jsonBody, rawBody } from './json-body';
import type { ServedRoute } from './route-handler';
import { sendAnswer } from './send-answer';
import { parseRequest } from './validate';
import { API_PREFIX } from './api-prefix';

/** The steps of the API's one pipeline, each written once in a module of its own (app.ts makes them). */
export interface PipelineSteps {
  /** Counts every request that carries a developer API token against that token's limit (rate-limits.ts). */
  tokenLimit: RequestHandler;
  /** Who the credential is, checked against the route's access (authenticate.ts). */
  authenticate: (access: Exclude<Access, 'public'>) => RequestHandler;
  /** A signed-in write's Idempotency-Key: run once, replayed after (idempotency.ts). */
  idempotency: (route: RouteDeclaration) => RequestHandler;
  /** The named limits routes are counted against (rate-limits.ts). */
  limits: Record<RateLimitName, RequestHandler[]>;
  /** The database's data version now (stamped revalidations: conditional-get.ts), null where it has none. */
  dataVersion: () => string | null;
  /** Now, as ISO text (the app's clock). */
  now: () => string;
}

/** Headers of every API answer: none is kept by a browser's HTTP cache, and each may come compressed. */
const answerHeaders: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  // On every answer, a 304 included (RFC 9110: a 304 carries the Vary its 200 would have).
  res.setHeader('Vary', 'Accept-Encoding');
  next();
};

/**
 * The route's own step, last: its input validated by its schemas (a 400 naming the field), a
 * stamped read's revalidation answered before any statement, then its handler, whose answer is sent.
 */
function handle(route: ServedRoute, steps: PipelineSteps): RequestHandler {
  const { params, query, body, rawBody: raw, stamped } = route.declaration;
  return (req, res, next) => {
    const input = {
      params: params ? parseRequest(params, req.params, 'params') : undefined,
      query: query ? parseRequest(query, req.query, 'query') : undefined,
      body: raw ? (req.body as Buffer) : body ? parseRequest(body, req.body) : undefined,
    };
    if (stamped && unchangedSince(req, res, steps.dataVersion(), steps.now())) {
      return;
    }
    // Authentication ran before this step on every route that is not public, so a member route has its member.
    Promise.resolve(route.handle({ ...input, actor: req.user as Express.User, req, res }))
      .then((answer) => sendAnswer(req, res, answer))
      .catch(next);
  };
}

/**
 * The steps a route's requests take, in order, each where it applies: the body read (as bytes for a
 * route declared rawBody, as bounded JSON otherwise); for a route that is not public, who is calling
 * (once) and then the write's Idempotency-Key (after the access rules, so a replay meets them
 * first); the route's named limit; its own step.
 */
function stepsOf(route: ServedRoute, steps: PipelineSteps, read: { json: RequestHandler; raw: RequestHandler }): RequestHandler[] {
  const { access, method, rawBody: raw, rateLimit } = route.declaration;
  return [
    raw ? read.raw : read.json,
    ...(access === 'public' ? [] : [steps.authenticate(access)]),
    // Only writes take an Idempotency-Key.
    ...(access === 'public' || method === 'get' ? [] : [steps.idempotency(route.declaration)]),
    ...(rateLimit ? steps.limits[rateLimit] : []),
    handle(route, steps),
  ];
}

/**
 * A route's steps run as one handler: each step is called with the next as its `next` (an error
 * ends the run there, for the error handler). One Express layer per route rather than one per step.
 */
function inOrder(stepList: readonly RequestHandler[]): RequestHandler {
  return (req, res, done) => {
    let at = 0;
    const next = (err?: unknown) => {
      const step = stepList[at];
      at += 1;
      if (err !== undefined || !step) {
        done(err);
        return;
      }
      try {
        // A step may be async (express-rate-limit's are): its rejection ends the run as a throw does.
        const running: unknown = step(req, res, next);
        if (running instanceof Promise) {
          running.catch(done);
        }
      } catch (thrown) {
        done(thrown);
      }
    };
    next();
  };
}

/** A path's first segment as routes are grouped by it: '/events/12/comments' -> 'events' (Express matches paths case-insensitively). */
const firstSegment = (path: string) => path.slice(1, (path.indexOf('/', 1) + 1 || path.length + 1) - 1).toLowerCase();

/**
 * The routes, each with its steps (stepsOf), found by the method and path: the routes are grouped by
 * their path's first segment, each group an Express router in declaration order, so a request is
 * matched against its own group's dozen routes rather than every route of the API.
 */
function routeFinder(routes: readonly ServedRoute[], steps: PipelineSteps): RequestHandler {
  const read = { json: jsonBody(), raw: rawBody() };
  const groups = new Map<string, Router>();
  for (const route of routes) {
    const segment = firstSegment(route.declaration.path);
    let group = groups.get(segment);
    if (!group) {
      group = Router();
      groups.set(segment, group);
    }
    group[route.declaration.method](`${API_PREFIX}${route.declaration.path}`, inOrder(stepsOf(route, steps, read)));
  }
  return (req, res, next) => {
    const group = groups.get(firstSegment(req.path.slice(API_PREFIX.length)));
    if (group) {
      group(req, res, next);
    } else {
      next();
    }
  };
}

const IS_API = /^\/api(?:\/|$)/i;

/**
 * The API under /api: one pipeline for every request. What every answer carries, a developer
 * token's limit (public routes and unknown paths included, so its headers are always there), then
 * the route the method and path name with its steps, and a 404 for any other. Other paths go on
 * (to the web app).
 */
export function apiPipeline(routes: readonly ServedRoute[], steps: PipelineSteps): RequestHandler {
  const api = inOrder([answerHeaders, steps.tokenLimit, routeFinder(routes, steps), apiNotFound]);
  return (req, res, next) => {
    if (IS_API.test(req.path)) {
      api(req, res, next);
    } else {
      next();
    }
  };
}
