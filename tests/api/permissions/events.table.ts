import type { Cell } from './world';
import type { PermissionRow } from './table';
import { signedIn } from './table';

const event = (c: Cell) => `/api/events/${c.eventId}`;
/** Members see the community's public events; outsiders (the site admin too) are told they do not exist. */
const visible = (success: number) => ({ guest: 401, non_member: 404, member: success, admin: success, owner: success, site_admin: 404 });
/** The event was created by another member: a plain member may not change it; owner and admins may. */
const editable = (success: number) => ({ ...visible(success), member: 403 });

export const eventRows: PermissionRow[] = [
  { route: 'GET /api/events/community/:id', request: (c) => ({ method: 'get', path: `/api/events/community/${c.communityId}` }), expect: visible(200) },
  {
    route: 'POST /api/events/',
    request: (c) => ({ method: 'post', path: '/api/events/', body: { community_id: c.communityId, title: 'New', start_datetime: '2030-02-01T10:00:00Z' } }),
    expect: visible(201),
  },
  { route: 'GET /api/events/my', request: () => ({ method: 'get', path: '/api/events/my' }), expect: signedIn(200) },
  { route: 'GET /api/events/attending', request: () => ({ method: 'get', path: '/api/events/attending' }), expect: signedIn(200) },
  { route: 'GET /api/events/:id', request: (c) => ({ method: 'get', path: event(c) }), expect: visible(200) },
  { route: 'PUT /api/events/:id', request: (c) => ({ method: 'put', path: event(c), body: { title: 'Renamed' } }), expect: editable(200) },
  { route: 'DELETE /api/events/:id', request: (c) => ({ method: 'delete', path: event(c) }), expect: editable(204) },
  { route: 'POST /api/events/:id/rsvp', request: (c) => ({ method: 'post', path: `${event(c)}/rsvp`, body: { status: 'going' } }), expect: visible(200) },
  { route: 'DELETE /api/events/:id/rsvp', request: (c) => ({ method: 'delete', path: `${event(c)}/rsvp` }), expect: visible(200) },
];
