import type { z } from 'zod';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * Who may call a route:
 * - 'public': anyone; no credential is read;
 * - 'member': a signed-in member, by their session or by a developer API token (a read-only token only reads);
 * - 'session': a browser session only: what a leaked developer token must never reach (token
 *   management, account and password changes, payments);
 * - 'site_admin': a site admin's browser session (their proven e-mail is in ADMIN_EMAILS).
 */
export type Access = 'public' | 'member' | 'session' | 'site_admin';

/** The named limits a route may be counted against (their rates are settings: server/config.ts). */
export const RATE_LIMIT_NAMES = [
  'signUp',
  'login',
  'forgotPassword',
  'resetPassword',
  'codeLookup',
  'commentPost',
  'assistantParse',
  'verificationMail',
  'verifyEmail',
  'passwordCheck',
  'googleSignInStart',
] as const;
export type RateLimitName = (typeof RATE_LIMIT_NAMES)[number];

export interface RouteResponse {
  description: string;
  /**
   * The body's contract. Left out for 204, for bodies with no contract, and for errors: every status
   * from 400 up answers `ErrorResponse` (the error handler guarantees it), so the document adds it.
   */
  schema?: z.ZodType;
}

/**
 * One route of the API, declared once: everything the server needs to serve it but its handler
 * (server/features/<area>/routes.ts binds a handler to each declaration by name, and the type
 * checker refuses a declaration without one), and everything the OpenAPI document, the developer
 * docs, the permission table, the fuzz suite and the web client's types are made from.
 */
export interface RouteDeclaration {
  method: HttpMethod;
  /** The path under /api, with Express-style parameters: '/events/:id', '/communities/'. */
  path: string;
  summary: string;
  /** The rules that decide the answer, in plain words. */
  description?: string;
  access: Access;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The body is handed to the handler as the bytes received, unparsed (a webhook whose signature covers them). */
  rawBody?: true;
  /** The limit this route is counted against, besides a developer token's own (every route). */
  rateLimit?: RateLimitName;
  /**
   * A read whose revalidation may be answered from its stamp before any statement runs (a 304 when
   * nothing was written since: server/http/conditional-get.ts); every GET is revalidated by its tag.
   */
  stamped?: true;
  /**
   * The answers the route itself gives. The document adds what every route alike may answer: 400
   * when the input fails its schema, 401 without a valid credential, and the Idempotency-Key header
   * with its 400 / 409 / 422 on signed-in writes.
   */
  responses: Record<number, RouteResponse>;
  /**
   * Set on a write whose success holds a secret or a one-time address (a new API token, a feed
   * address, a Checkout or billing page): shown once, never stored to be replayed. A replay of its
   * Idempotency-Key answers 409 `idempotent_answer_withheld` with this sentence, which says where
   * to find what the first request made.
   */
  oneTimeAnswer?: string;
  /**
   * What the developer docs show as `body_example` and `response_example`. Required where there is
   * something to show: `body` when the route takes a body, `response` when a success answer (2xx)
   * has a schema. Each must pass its schema; tests/server/endpoint-examples.test.ts checks them.
   * Shared sample objects live in ./examples.ts.
   */
  examples?: RouteExamples;
}

export interface RouteExamples {
  /** A request body that passes the route's `body` schema. */
  body?: unknown;
  /** The main success answer, passing the schema of every 2xx response that has one. */
  response?: unknown;
  /** Query parameters worth showing in the code examples; they pass the `query` schema. */
  query?: Record<string, string>;
}

/** The routes of one area by name, with the rules they share (an OpenAPI tag). */
export interface RouteGroup<R extends Record<string, RouteDeclaration> = Record<string, RouteDeclaration>> {
  tag: string;
  description: string;
  routes: R;
}

/** Declares an area's routes, keeping each one's literal types (its path, its schemas) for the handlers and clients typed by it. */
export function routeGroup<const R extends Record<string, RouteDeclaration>>(group: RouteGroup<R>): RouteGroup<R> {
  return group;
}

/** A declared route with its name and area, as the lists made from every declaration see it. */
export interface NamedRoute extends RouteDeclaration {
  /** `<area tag>.<name>`: unique across the API. */
  id: string;
  name: string;
  tag: string;
}

/** Every route of these groups, in declaration order, with its name and area. */
export function namedRoutes(groups: readonly RouteGroup[]): NamedRoute[] {
  return groups.flatMap((group) => Object.entries(group.routes).map(([name, route]) => ({ ...route, id: `${group.tag}.${name}`, name, tag: group.tag })));
}

/** The success answers (2xx) that have a body contract, lowest status first. */
export function successSchemas(route: RouteDeclaration): Array<[status: number, schema: z.ZodType]> {
  return Object.entries(route.responses)
    .map(([status, response]) => [Number(status), response.schema] as const)
    .filter((entry): entry is readonly [number, z.ZodType] => entry[0] >= 200 && entry[0] < 300 && entry[1] !== undefined)
    .sort(([a], [b]) => a - b)
    .map(([status, schema]) => [status, schema]);
}
