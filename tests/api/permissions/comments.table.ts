import type { Cell } from './world';
import type { PermissionRow } from './table';

const comment = (c: Cell) => `/api/comments/${c.commentId}`;
/** Whoever may see the event reads and writes its discussion; outsiders are told it does not exist. */
const visible = (success: number) => ({ guest: 401, non_member: 404, member: success, admin: success, owner: success, site_admin: 404 });

export const commentRows: PermissionRow[] = [
  { route: 'GET /api/events/:id/comments', request: (c) => ({ method: 'get', path: `/api/events/${c.eventId}/comments` }), expect: visible(200) },
  { route: 'GET /api/comments/:id/replies', request: (c) => ({ method: 'get', path: `${comment(c)}/replies` }), expect: visible(200) },
  {
    route: 'POST /api/comments/',
    request: (c) => ({ method: 'post', path: '/api/comments/', body: { event_id: c.eventId, content: 'Count me in' } }),
    expect: visible(201),
  },
  { route: 'POST /api/comments/:id/like', request: (c) => ({ method: 'post', path: `${comment(c)}/like` }), expect: visible(200) },
  { route: 'DELETE /api/comments/:id/like', request: (c) => ({ method: 'delete', path: `${comment(c)}/like` }), expect: visible(200) },
  // Only the author deletes a comment (spec section 6): the comment here is the target member's.
  { route: 'DELETE /api/comments/:id', request: (c) => ({ method: 'delete', path: comment(c) }), expect: { ...visible(403) } },
];
