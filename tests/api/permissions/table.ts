import type { Cell, Role, TokenRole } from './world';

export interface CellRequest {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  body?: Record<string, unknown>;
}

/** One row: a route, how to call it in a cell, and the status each role must get. */
export interface PermissionRow {
  route: string;
  request: (cell: Cell) => CellRequest;
  expect: Record<Role, number>;
  /**
   * The member's developer API tokens (read-only, read-write) get what tokenExpectation() derives
   * from the member's status and the route's class in the endpoint catalog. Set a token column here
   * only where that rule does not hold for the route, and say why.
   */
  tokens?: Partial<Record<TokenRole, number>>;
}

/** The same status for every signed-in role, 401 for guests. */
export const signedIn = (status: number): Record<Role, number> => ({
  guest: 401,
  non_member: status,
  member: status,
  admin: status,
  owner: status,
  site_admin: status,
});

export const everyone = (status: number): Record<Role, number> => ({ ...signedIn(status), guest: status });
