import type { PermissionRow } from './table';
import { everyone, signedIn } from './table';

/** The event here was created by the plain member: only its creator invites (spec section 2). */
const creatorOnly = (success: number) => ({ guest: 401, non_member: 404, member: success, admin: 403, owner: 403, site_admin: 404 });
/** Only the sender sees or cancels an invitation; for anyone else it does not exist. */
const senderOnly = (success: number) => ({ guest: 401, non_member: 404, member: success, admin: 404, owner: 404, site_admin: 404 });

export const invitationRows: PermissionRow[] = [
  {
    route: 'POST /api/event-invites/',
    request: (c) => ({ method: 'post', path: '/api/event-invites/', body: { event_id: c.memberEventId, invited_email: `guest-${c.unique}@example.com` } }),
    expect: creatorOnly(201),
  },
  { route: 'GET /api/event-invites/event/:id', request: (c) => ({ method: 'get', path: `/api/event-invites/event/${c.memberEventId}` }), expect: creatorOnly(200) },
  { route: 'GET /api/event-invites/my-invites', request: () => ({ method: 'get', path: '/api/event-invites/my-invites' }), expect: signedIn(200) },
  { route: 'GET /api/event-invites/my-sent-invites', request: () => ({ method: 'get', path: '/api/event-invites/my-sent-invites' }), expect: signedIn(200) },
  { route: 'GET /api/event-invites/invite/:code', request: (c) => ({ method: 'get', path: `/api/event-invites/invite/${c.linkCode}` }), expect: everyone(200) },
  // A shareable link opens the event to whoever accepts it, member or not.
  { route: 'POST /api/event-invites/join', request: (c) => ({ method: 'post', path: '/api/event-invites/join', body: { invite_code: c.linkCode } }), expect: signedIn(200) },
  { route: 'POST /api/event-invites/decline', request: (c) => ({ method: 'post', path: '/api/event-invites/decline', body: { invite_code: c.linkCode } }), expect: signedIn(200) },
  { route: 'DELETE /api/event-invites/:id', request: (c) => ({ method: 'delete', path: `/api/event-invites/${c.linkId}` }), expect: senderOnly(204) },
  { route: 'GET /api/events/invited', request: () => ({ method: 'get', path: '/api/events/invited' }), expect: signedIn(200) },
];
