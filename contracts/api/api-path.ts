import type { accountRoutes } from '../account/routes';
import type { adminRoutes } from '../admin/routes';
import type { appRoutes } from '../app/routes';
import type { authRoutes } from '../auth/routes';
import type { calendarRoutes } from '../calendar/routes';
import type { commentRoutes } from '../comments/routes';
import type { communityRoutes } from '../communities/routes';
import type { developerRoutes } from '../developer/routes';
import type { eventRoutes } from '../events/routes';
import type { invitationRoutes } from '../invitations/routes';
import type { parseRoutes } from '../parse/routes';
import type { paymentRoutes } from '../payments/routes';
import type { pushRoutes } from '../push/routes';
import type { RouteDeclaration, RouteGroup } from './route';

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
type Declared<M extends RouteDeclaration['method']> = Extract<RoutesOf<Groups>, { method: M }>;

/** Every path a declared route of `method` has, e.g. '/events/:id'. */
export type DeclaredPath<M extends RouteDeclaration['method'] = RouteDeclaration['method']> = Declared<M>['path'];

/** The names of a path's parameters: 'id' for '/events/:id'. */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type ParamArgs<P extends string> = [PathParams<P>] extends [never] ? [] : [params: Record<PathParams<P>, string | number>];

/** A declared GET route's path with its parameters filled in (each encoded as one path segment). */
export function readPath<P extends DeclaredPath<'get'>>(path: P, ...[params]: ParamArgs<P>): string {
  const values: Record<string, string | number> | undefined = params;
  return values ? path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(values[name]))) : path;
}
