import type { Cell, Role } from './world';

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
