import type { z } from 'zod';

/**
 * What a client sends and gets back, read from a route's declaration (contracts/<area>/routes.ts)
 * at the type level only: nothing here exists at run time.
 */

type SchemaOutput<Response> = Response extends { schema: infer Schema extends z.ZodType } ? z.output<Schema> : unknown;

/**
 * The body of a route's success answer: the schema of its 200, else its 201, else its 202;
 * undefined for a route that answers 204 (no body); unknown for a success with no contract.
 */
export type SuccessAnswer<Route> = Route extends { responses: infer Responses }
  ? 200 extends keyof Responses
    ? SchemaOutput<Responses[200]>
    : 201 extends keyof Responses
      ? SchemaOutput<Responses[201]>
      : 202 extends keyof Responses
        ? SchemaOutput<Responses[202]>
        : 204 extends keyof Responses
          ? undefined
          : unknown
  : unknown;

/** The body a route takes, as its schema accepts it; never for a route without one. */
export type BodyInput<Route> = Route extends { body: infer Schema extends z.ZodType } ? z.input<Schema> : never;

/** The query a route reads, as its schema accepts it; never for a route without one. */
export type QueryInput<Route> = Route extends { query: infer Schema extends z.ZodType } ? z.input<Schema> : never;
