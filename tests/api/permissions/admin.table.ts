import type { PermissionRow } from './table';
import type { Role } from './world';

/** 200 for the site admin, 403 for every other signed-in role (community owners and admins included), 401 for guests. */
const siteAdminOnly: Record<Role, number> = { guest: 401, non_member: 403, member: 403, admin: 403, owner: 403, site_admin: 200 };

const get = (path: string): PermissionRow => ({ route: `GET /api${path.split('?')[0] ?? path}`, request: () => ({ method: 'get', path: `/api${path}` }), expect: siteAdminOnly });

export const adminRows: PermissionRow[] = [
  get('/admin/stats/overview'),
  get('/admin/stats/timeseries?days=7'),
  get('/admin/stats/engagement'),
  get('/admin/users/recent?limit=5'),
  get('/admin/users?skip=0&limit=10&search=example'),
];
