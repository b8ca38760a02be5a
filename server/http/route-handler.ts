import type { Request, Response } from 'express';
import type { z } from 'zod';
import type { RouteDeclaration, RouteGroup } from '@contracts/api/route';
import type { Paging } from './conditional-get';

/**
 * What a handler answers; the pipeline sends it (send-answer.ts): JSON with its status and headers,
 * a text body (a calendar file), a redirect, or nothing (204).
 */
export type Answer =
  | {
      kind: 'json';
      status: number;
      body: unknown;
      /** A page's X-Total-Count and Link. */
      paging?: Paging;
      /**
       * For a stamped read: the last instant (ISO) the answer holds without a write, null for ever;
       * undefined when this answer must not be stamped (a past page gains events as time passes).
       */
      until?: string | null;
      /** Headers of this answer besides those every answer gets (a download's Content-Disposition). */
      headers?: Record<string, string>;
    }
  | { kind: 'text'; status: number; body: string; contentType: string; headers?: Record<string, string> }
  | { kind: 'not_modified'; headers: Record<string, string> }
  | { kind: 'redirect'; location: string }
  | { kind: 'empty'; status: 204 };

/** A JSON answer (200 unless said). */
export const json = (body: unknown, options: { status?: number; paging?: Paging; until?: string | null; headers?: Record<string, string> } = {}): Answer => ({
  kind: 'json',
  status: options.status ?? 200,
  body,
  ...(options.paging ? { paging: options.paging } : {}),
  ...(options.until !== undefined ? { until: options.until } : {}),
  ...(options.headers ? { headers: options.headers } : {}),
});
export const created = (body: unknown): Answer => json(body, { status: 201 });
export const noContent = (): Answer => ({ kind: 'empty', status: 204 });
/** 304 for a representation that keeps its own tag (a calendar feed): the headers say which. */
export const notModified = (headers: Record<string, string>): Answer => ({ kind: 'not_modified', headers });
export const redirect = (location: string): Answer => ({ kind: 'redirect', location });
export const text = (body: string, contentType: string, headers?: Record<string, string>): Answer => ({ kind: 'text', status: 200, body, contentType, ...(headers ? { headers } : {}) });

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a handler is given: its input, validated by the route's schemas, and who is calling. */
export interface RouteContext<R extends RouteDeclaration> {
  params: Parsed<R['params']>;
  query: Parsed<R['query']>;
  /** The validated body; for a route declared `rawBody`, the bytes received. */
  body: R['rawBody'] extends true ? Buffer : Parsed<R['body']>;
  /** The signed-in member calling; a public route is not told (no credential is read for it). */
  actor: R['access'] extends 'public' ? undefined : Express.User;
  req: Request;
  res: Response;
}

export type RouteHandler<R extends RouteDeclaration> = (context: RouteContext<R>) => Promise<Answer> | Answer;

/** A declared route with its handler: what the pipeline serves. */
export interface ServedRoute {
  declaration: RouteDeclaration;
  /** `<area tag>.<name>`. */
  id: string;
  handle: (context: RouteContext<RouteDeclaration>) => Promise<Answer> | Answer;
}

/**
 * Binds a handler to each route of an area, by the route's name. The type checker refuses a route
 * without a handler and a handler without a route, and types each handler's input from its
 * route's schemas: the declaration is the one definition, the handler only what it does.
 */
export function serveRoutes<R extends Record<string, RouteDeclaration>>(group: RouteGroup<R>, handlers: { [K in keyof R]: RouteHandler<R[K]> }): ServedRoute[] {
  return Object.entries(group.routes).map(([name, declaration]) => ({
    declaration,
    id: `${group.tag}.${name}`,
    handle: handlers[name] as unknown as ServedRoute['handle'],
  }));
}
