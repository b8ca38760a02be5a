import type { PermissionRow } from './table';
import { signedIn } from './table';

export const accountRows: PermissionRow[] = [
  { route: 'GET /api/account/export', request: () => ({ method: 'get', path: '/api/account/export' }), expect: signedIn(200) },
  {
    // A wrong password: everyone signed in may try (and is refused on the password), so the table's people stay.
    route: 'POST /api/account/delete',
    request: () => ({ method: 'post', path: '/api/account/delete', body: { password: 'not-the-password' } }),
    expect: signedIn(400),
  },
];
