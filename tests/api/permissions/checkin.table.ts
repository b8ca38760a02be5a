import { randomUUID } from 'node:crypto';
import type { Cell } from './world';
import type { PermissionRow } from './table';

const event = (c: Cell) => `/api/events/${c.eventId}`;
/** The door: the event's organisers (its creator, the community's owner and admins); a member who sees the event is refused, outsiders are told it does not exist. */
const door = (success: number) => ({ guest: 401, non_member: 404, member: 403, admin: success, owner: success, site_admin: 404 });

export const checkInRows: PermissionRow[] = [
  {
    route: 'POST /api/events/:id/ticket',
    // The plain member's own event: they are going to it, the others have not answered.
    request: (c) => ({ method: 'post', path: `/api/events/${c.memberEventId}/ticket` }),
    expect: { guest: 401, non_member: 404, member: 200, admin: 409, owner: 409, site_admin: 404 },
  },
  { route: 'GET /api/events/:id/roster', request: (c) => ({ method: 'get', path: `${event(c)}/roster` }), expect: door(200) },
  { route: 'GET /api/events/:id/attendance', request: (c) => ({ method: 'get', path: `${event(c)}/attendance` }), expect: door(200) },
  {
    route: 'POST /api/events/:id/check-ins',
    // The target created the event, so they are going to it.
    request: (c) => ({ method: 'post', path: `${event(c)}/check-ins`, body: { user_id: c.people.target, door: 'Door 1' } }),
    expect: door(200),
  },
  {
    route: 'POST /api/events/:id/check-ins/undo',
    request: (c) => ({ method: 'post', path: `${event(c)}/check-ins/undo`, body: { key: `m${c.people.target}`, at: '2026-12-05T19:02:11Z' } }),
    expect: door(200),
  },
  {
    route: 'POST /api/events/:id/check-ins/batch',
    // A refused action is answered inside the 200: the door's permission is the whole request's.
    request: (c) => ({ method: 'post', path: `${event(c)}/check-ins/batch`, body: { actions: [{ type: 'check_in', id: randomUUID(), body: { user_id: c.people.target, door: 'Door 1' } }] } }),
    expect: door(200),
  },
  {
    route: 'POST /api/events/:id/walk-ins',
    request: (c) => ({ method: 'post', path: `${event(c)}/walk-ins`, body: { id: randomUUID(), name: `Walk-in ${c.unique}` } }),
    expect: door(201),
  },
];
