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
}

/** The routes of one area, with the rules they share (an OpenAPI tag). */
export interface EndpointGroup {
  tag: string;
  description: string;
  endpoints: Endpoint[];
}
