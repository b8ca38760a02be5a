import type { Cell } from './world';
import type { PermissionRow } from './table';
import { everyone, signedIn } from './table';

const token = (c: Cell) => `/api/developer/tokens/${c.tokenId}`;
/** The token is the plain member's: to everyone else it does not exist. */
const own = (success: number) => ({ guest: 401, non_member: 404, member: success, admin: 404, owner: 404, site_admin: 404 });

export const developerRows: PermissionRow[] = [
  { route: 'GET /api/developer/docs', request: () => ({ method: 'get', path: '/api/developer/docs' }), expect: everyone(200) },
  { route: 'GET /api/developer/tokens', request: () => ({ method: 'get', path: '/api/developer/tokens' }), expect: signedIn(200) },
  {
    route: 'POST /api/developer/tokens',
    request: () => ({ method: 'post', path: '/api/developer/tokens', body: { name: 'Another token' } }),
    expect: signedIn(201),
  },
  { route: 'GET /api/developer/tokens/:id', request: (c) => ({ method: 'get', path: token(c) }), expect: own(200) },
  { route: 'PATCH /api/developer/tokens/:id/deactivate', request: (c) => ({ method: 'patch', path: `${token(c)}/deactivate` }), expect: own(200) },
  { route: 'DELETE /api/developer/tokens/:id', request: (c) => ({ method: 'delete', path: token(c) }), expect: own(204) },
];
