import type { PermissionRow } from './table';
import { everyone, signedIn } from './table';

// The table's server has no Google credentials: every Google route says so (503) to whoever may
// reach it; tests/api/calendar/google-calendar.test.ts covers the same routes with Google configured.
const STATE = 'client_state=0123456789abcdef0123';
const FEED = `/api/calendar/feeds/${'A'.repeat(43)}.ics`;

export const calendarRows: PermissionRow[] = [
  { route: 'GET /api/auth/google', request: () => ({ method: 'get', path: `/api/auth/google?${STATE}` }), expect: everyone(503) },
  { route: 'GET /api/auth/google/callback', request: () => ({ method: 'get', path: '/api/auth/google/callback?code=x&state=y' }), expect: everyone(503) },
  { route: 'GET /api/auth/google-calendar/authorize', request: () => ({ method: 'get', path: '/api/auth/google-calendar/authorize' }), expect: signedIn(503) },
  { route: 'GET /api/auth/google-calendar/callback', request: () => ({ method: 'get', path: '/api/auth/google-calendar/callback?code=x&state=y' }), expect: everyone(503) },
  { route: 'GET /api/auth/google-calendar/status', request: () => ({ method: 'get', path: '/api/auth/google-calendar/status' }), expect: signedIn(503) },
  { route: 'GET /api/auth/google-calendar/calendars', request: () => ({ method: 'get', path: '/api/auth/google-calendar/calendars' }), expect: signedIn(503) },
  {
    route: 'POST /api/auth/google-calendar/set-calendar',
    request: () => ({ method: 'post', path: '/api/auth/google-calendar/set-calendar', body: { calendar_id: 'primary' } }),
    expect: signedIn(503),
  },
  { route: 'DELETE /api/auth/google-calendar/disconnect', request: () => ({ method: 'delete', path: '/api/auth/google-calendar/disconnect' }), expect: signedIn(503) },
  { route: 'POST /api/auth/google-calendar/clear-tokens', request: () => ({ method: 'post', path: '/api/auth/google-calendar/clear-tokens' }), expect: signedIn(503) },
  { route: 'GET /api/calendar/feed', request: () => ({ method: 'get', path: '/api/calendar/feed' }), expect: signedIn(200) },
  { route: 'POST /api/calendar/feed', request: () => ({ method: 'post', path: '/api/calendar/feed', body: {} }), expect: signedIn(201) },
  // Runs after the POST row above made every signed-in person a feed.
  { route: 'PUT /api/calendar/feed', request: () => ({ method: 'put', path: '/api/calendar/feed', body: { include_communities: true } }), expect: signedIn(200) },
  { route: 'DELETE /api/calendar/feed', request: () => ({ method: 'delete', path: '/api/calendar/feed' }), expect: signedIn(204) },
  { route: 'GET /api/calendar/feeds/:file', request: () => ({ method: 'get', path: FEED }), expect: everyone(404) },
  {
    route: 'GET /api/events/:id/calendar.ics',
    request: (c) => ({ method: 'get', path: `/api/events/${c.eventId}/calendar.ics` }),
    expect: { guest: 401, non_member: 404, member: 200, admin: 200, owner: 200, site_admin: 404 },
  },
];
