import { declaredRoutes as endpoints } from '@contracts/api/all-routes';
import type { NamedRoute as Endpoint } from '@contracts/api/route';
import type { PermissionRow } from './table';
import type { TokenRole } from './world';

const WRITES = new Set(['post', 'put', 'patch', 'delete']);

/** The catalog entry of a table row ('GET /api/events/:id'). */
export function endpointOf(route: string): Endpoint | undefined {
  return endpoints.find((e) => `${e.method.toUpperCase()} /api${e.path}` === route);
}

/**
 * What the member's API token gets on a route, by rule: a token acts as its member, except that a
 * session-only route (access `session` or `site_admin`: token management, account and password
 * changes, payments, admin) refuses every token with 403, and a read-only token gets 403 on any write of a signed-in
 * route. A public route (access `public`) answers a token as it answers the member. A row's `tokens`
 * overrides the rule where it does not hold.
 */
export function tokenExpectation(row: PermissionRow, role: TokenRole): number {
  const override = row.tokens?.[role];
  if (override !== undefined) {
    return override;
  }
  const endpoint = endpointOf(row.route);
  if (!endpoint) {
    throw new Error(`${row.route} is not in the route declarations (contracts/<area>/routes.ts): the token columns need its access`);
  }
  if (endpoint.access === 'public') {
    return row.expect.member;
  }
  if (endpoint.access === 'session' || endpoint.access === 'site_admin') {
    return 403;
  }
  if (role === 'read_token' && WRITES.has(endpoint.method)) {
    return 403;
  }
  return row.expect.member;
}
