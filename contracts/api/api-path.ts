import type { accountRoutes } from '../account/routes';
import type { adminRoutes } from '../admin/routes';
import type { appRoutes } from '../app/routes';
import type { authRoutes } from '../auth/routes';
import type { calendarRoutes } from '../calendar/routes';
import type { checkInRoutes } from '../checkin/routes';
import type { commentRoutes } from '../comments/routes';
import type { communityRoutes } from '../communities/routes';
import type { developerRoutes } from '../developer/routes';
import type { eventRoutes } from '../events/routes';
import type { invitationRoutes } from '../invitations/routes';
import type { parseRoutes } from '../parse/routes';
import type { paymentRoutes } from '../payments/routes';
import type { pushRoutes } from '../push/routes';
import type { HttpMethod, RouteGroup } from './route';
import type { QueryInput } from './route-types';

/**
 * Addresses of the API as a client writes them, from the route declarations (contracts/<area>/routes.ts).
 * Only their types are imported: a client (the early reads' few-KB chunk, the service worker) pays
 * nothing for the schemas, and the type checker refuses a path that no route declares.
 */
type Groups =
  | typeof accountRoutes
  | typeof adminRoutes
  | typeof appRoutes
  | typeof authRoutes
  | typeof calendarRoutes
  | typeof checkInRoutes
  | typeof commentRoutes
  | typeof communityRoutes
  | typeof developerRoutes
  | typeof eventRoutes
  | typeof invitationRoutes
  | typeof parseRoutes
  | typeof paymentRoutes
  | typeof pushRoutes;

type RoutesOf<G> = G extends RouteGroup<infer R> ? R[keyof R] : never;

/** A declared route of `method`. */
type Declared<M extends HttpMethod> = Extract<RoutesOf<Groups>, { method: M }>;

/** Every path a declared route of `method` has, e.g. '/events/:id'. */
export type DeclaredPath<M extends HttpMethod = HttpMethod> = Declared<M>['path'];

/** The declaration of the route `method path`. */
export type DeclaredRoute<M extends HttpMethod, P extends string> = Extract<Declared<M>, { path: P }>;

declare const route: unique symbol;

/**
 * A declared route's address, its parameters filled (and maybe a query): a plain string at run
 * time, whose type remembers the route, so a client can read the route's body and answer from it.
 */
export type ApiAddress<Route = unknown> = string & { readonly [route]: Route };

/** The route an address was made for. */
export type RouteOfAddress<A> = A extends { readonly [route]: infer Route } ? Route : never;

/** The names of a path's parameters: 'id' for '/events/:id'. */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type ParamArgs<P extends string> = [PathParams<P>] extends [never] ? [] : [params: Record<PathParams<P>, string | number>];

/**
 * The address of the declared route `method path`, its parameters filled in (each encoded as one
 * path segment). Only a declared pair type-checks; the method is for the type only.
 */
export function apiPath<M extends HttpMethod, P extends DeclaredPath<M>>(_method: M, path: P, ...[params]: ParamArgs<P>): ApiAddress<DeclaredRoute<M, P>> {
  const values: Record<string, string | number> | undefined = params;
  const filled = values ? path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(values[name]))) : path;
  return filled as ApiAddress<DeclaredRoute<M, P>>;
}

/** A declared GET route's address: apiPath('get', …). */
export function readPath<P extends DeclaredPath<'get'>>(path: P, ...params: ParamArgs<P>): ApiAddress<DeclaredRoute<'get', P>> {
  return apiPath('get', path, ...params);
}

type QueryValue = string | number | boolean;

/** What a query parameter may be given as: what its schema takes, and a number where it takes any text (a count). */
type QueryValueOf<Input> = (Input & QueryValue) | (string extends Input ? number : never);

/** A route's query as a client gives it: the names its schema reads, each value once, undefined for none. */
export type QueryArg<Route> = { [Name in keyof QueryInput<Route>]?: QueryValueOf<QueryInput<Route>[Name]> | undefined };

/**
 * `address` with `query` after a '?' (names in the order given, undefined ones left out; nothing
 * added when none is left), form-encoded as URLSearchParams does.
 */
export function withQuery<A extends ApiAddress>(address: A, query: QueryArg<RouteOfAddress<A>>): A {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query as Record<string, QueryValue | undefined>)) {
    if (value !== undefined) {
      search.set(name, String(value));
    }
  }
  const text = search.toString();
  return (text ? `${address}?${text}` : address) as A;
}

/** Any address but a declared route's (whose own type says what it takes and answers). */
export type UndeclaredPath = string & { readonly [route]?: undefined };
