import type { PermissionRow } from './table';
import { everyone, signedIn } from './table';

export const authRows: PermissionRow[] = [
  { route: 'GET /api/health', request: () => ({ method: 'get', path: '/api/health' }), expect: everyone(200) },
  { route: 'GET /api/ready', request: () => ({ method: 'get', path: '/api/ready' }), expect: everyone(200) },
  { route: 'GET /api/config', request: () => ({ method: 'get', path: '/api/config' }), expect: everyone(200) },
  { route: 'GET /api/openapi.json', request: () => ({ method: 'get', path: '/api/openapi.json' }), expect: everyone(200) },
  {
    route: 'POST /api/auth/register',
    request: (c) => ({ method: 'post', path: '/api/auth/register', body: { email: `new-${c.unique}@example.com`, password: 'long-enough' } }),
    expect: everyone(201),
  },
  {
    route: 'POST /api/auth/login',
    request: () => ({ method: 'post', path: '/api/auth/login', body: { email: 'nobody@example.com', password: 'wrong' } }),
    expect: everyone(401),
  },
  { route: 'POST /api/auth/logout', request: () => ({ method: 'post', path: '/api/auth/logout' }), expect: signedIn(204) },
  { route: 'GET /api/auth/me', request: () => ({ method: 'get', path: '/api/auth/me' }), expect: signedIn(200) },
  {
    route: 'PUT /api/auth/me/settings',
    request: () => ({ method: 'put', path: '/api/auth/me/settings', body: { google_calendar_global_auto_sync: true } }),
    expect: signedIn(200),
  },
  {
    route: 'PATCH /api/auth/me',
    request: () => ({ method: 'patch', path: '/api/auth/me', body: { full_name: 'Renamed Person' } }),
    expect: signedIn(200),
  },
  {
    // A wrong current password: everyone signed in may try and is refused on it, so no session of the table ends.
    route: 'POST /api/auth/change-password',
    request: () => ({ method: 'post', path: '/api/auth/change-password', body: { current_password: 'not-the-password', new_password: 'long-enough-new' } }),
    expect: signedIn(400),
  },
  {
    route: 'POST /api/auth/forgot-password',
    request: () => ({ method: 'post', path: '/api/auth/forgot-password', body: { email: 'someone@example.com' } }),
    expect: everyone(200),
  },
  {
    route: 'POST /api/auth/reset-password',
    request: () => ({ method: 'post', path: '/api/auth/reset-password', body: { token: 'unknown', new_password: 'long-enough' } }),
    expect: everyone(400),
  },
  {
    route: 'POST /api/auth/verify-email',
    request: () => ({ method: 'post', path: '/api/auth/verify-email', body: { token: 'unknown' } }),
    expect: everyone(400),
  },
  {
    route: 'POST /api/auth/verify-email/resend',
    request: () => ({ method: 'post', path: '/api/auth/verify-email/resend' }),
    // The site admin confirmed their address: that is what made them one.
    expect: { ...signedIn(200), site_admin: 409 },
  },
];
