import type { PermissionRow } from './table';
import { everyone, signedIn } from './table';

const base = (c: { communityId: number }) => `/api/communities/${c.communityId}`;
/** Members see it; outsiders (the site admin too) are told it does not exist; only owner and admins manage. */
const managed = (success: number) => ({ guest: 401, non_member: 404, member: 403, admin: success, owner: success, site_admin: 404 });
const visible = { guest: 401, non_member: 404, member: 200, admin: 200, owner: 200, site_admin: 404 };

export const communityRows: PermissionRow[] = [
  { route: 'GET /api/communities/', request: () => ({ method: 'get', path: '/api/communities/' }), expect: signedIn(200) },
  {
    route: 'POST /api/communities/',
    request: () => ({ method: 'post', path: '/api/communities/', body: { name: 'Another' } }),
    expect: signedIn(201),
  },
  {
    route: 'POST /api/communities/join',
    request: (c) => ({ method: 'post', path: '/api/communities/join', body: { invite_code: c.inviteCode } }),
    expect: { guest: 401, non_member: 200, member: 409, admin: 409, owner: 409, site_admin: 200 },
  },
  {
    route: 'GET /api/communities/invite/:code',
    request: (c) => ({ method: 'get', path: `/api/communities/invite/${c.inviteCode}` }),
    expect: everyone(200),
  },
  { route: 'GET /api/communities/:id', request: (c) => ({ method: 'get', path: base(c) }), expect: visible },
  { route: 'GET /api/communities/:id/members', request: (c) => ({ method: 'get', path: `${base(c)}/members` }), expect: visible },
  {
    route: 'PUT /api/communities/:id/settings',
    request: (c) => ({ method: 'put', path: `${base(c)}/settings`, body: { name: 'Renamed' } }),
    expect: managed(200),
  },
  {
    route: 'PUT /api/communities/:id/members/:userId/admin',
    request: (c) => ({ method: 'put', path: `${base(c)}/members/${c.people.target}/admin`, body: { is_admin: true } }),
    expect: managed(200),
  },
  {
    route: 'DELETE /api/communities/:id/members/:userId',
    request: (c) => ({ method: 'delete', path: `${base(c)}/members/${c.people.target}` }),
    expect: managed(204),
  },
  {
    route: 'POST /api/communities/:id/regenerate-invite-code',
    request: (c) => ({ method: 'post', path: `${base(c)}/regenerate-invite-code` }),
    expect: managed(200),
  },
  {
    route: 'POST /api/communities/:id/leave',
    request: (c) => ({ method: 'post', path: `${base(c)}/leave` }),
    // The owner may not leave before handing the community on.
    expect: { guest: 401, non_member: 404, member: 204, admin: 204, owner: 409, site_admin: 404 },
  },
  {
    route: 'POST /api/communities/:id/transfer-ownership',
    request: (c) => ({ method: 'post', path: `${base(c)}/transfer-ownership`, body: { user_id: c.people.target } }),
    expect: { guest: 401, non_member: 404, member: 403, admin: 403, owner: 200, site_admin: 404 },
  },
  {
    route: 'DELETE /api/communities/:id',
    request: (c) => ({ method: 'delete', path: base(c) }),
    expect: { guest: 401, non_member: 404, member: 403, admin: 403, owner: 204, site_admin: 404 },
  },
];
