import type { z } from 'zod';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface EndpointResponse {
  description: string;
  /**
   * The body's contract. Left out for 204, for bodies with no contract, and for errors: every status
   * from 400 up answers `ErrorResponse` (the error handler guarantees it), so the document adds it.
   */
  schema?: z.ZodType;
}

/**
 * One route of the API, described from the schemas its handler validates with. The OpenAPI
 * document is built from these; a test compares them with the routes the app really answers.
 */
export interface Endpoint {
  method: HttpMethod;
  /** The Express path under /api, exactly as the router declares it: '/events/:id', '/communities/'. */
  path: string;
  summary: string;
  /** The rules that decide the answer, in plain words. */
  description?: string;
  /**
   * 'none': anyone may call it; 'user': needs a bearer credential (a session from POST /auth/login);
   * 'session': needs a browser session and refuses developer API tokens (token management, account
   * and password changes, payments, admin: what a leaked token must never reach).
   */
  auth: 'none' | 'user' | 'session';
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /**
   * The answers the route itself gives. The document adds what middleware answers for every route
   * alike: 400 when the input fails its schema, 401 without a valid token, and the Idempotency-Key
   * header with its 400 / 409 / 422 on signed-in writes.
   */
  responses: Record<number, EndpointResponse>;
  /**
   * Set on a write whose success holds a secret or a one-time address (a new API token, a feed
   * address, a Checkout or billing page): shown once, never stored to be replayed. A replay of its
   * Idempotency-Key answers 409 `idempotent_answer_withheld` with this sentence, which says where
   * to find what the first request made (server/http/withheld-answers.ts).
   */
  oneTimeAnswer?: string;
  /**
   * What the developer docs (GET /developer/docs) show as `body_example` and `response_example`.
   * Required where there is something to show: `body` when the route takes a body, `response` when a
   * success answer (2xx) has a schema. Each must pass its schema (every 2xx schema, for `response`);
   * tests/server/endpoint-examples.test.ts fails for a missing or wrong one. Shared sample objects
   * live in ./examples.ts.
   */
  examples?: EndpointExamples;
}

export interface EndpointExamples {
  /** A request body that passes the endpoint's `body` schema. */
  body?: unknown;
  /** The main success answer, passing the schema of every 2xx response that has one. */
  response?: unknown;
  /** Query parameters worth showing in the code examples; they pass the `query` schema. */
  query?: Record<string, string>;
}

/** The success answers (2xx) that have a body contract, lowest status first. */
export function successSchemas(endpoint: Endpoint): Array<[status: number, schema: z.ZodType]> {
  return Object.entries(endpoint.responses)
    .map(([status, response]) => [Number(status), response.schema] as const)
    .filter((entry): entry is readonly [number, z.ZodType] => entry[0] >= 200 && entry[0] < 300 && entry[1] !== undefined)
    .sort(([a], [b]) => a - b)
    .map(([status, schema]) => [status, schema]);
}

/** The routes of one area, with the rules they share (an OpenAPI tag). */
export interface EndpointGroup {
  tag: string;
  description: string;
  endpoints: Endpoint[];
}
