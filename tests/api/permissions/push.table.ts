import type { PermissionRow } from './table';
import { everyone, signedIn } from './table';

export const pushRows: PermissionRow[] = [
  { route: 'GET /api/push/config', request: () => ({ method: 'get', path: '/api/push/config' }), expect: everyone(200) },
  {
    route: 'POST /api/push/subscriptions',
    request: (c) => ({
      method: 'post',
      path: '/api/push/subscriptions',
      body: { endpoint: `https://push.example.com/send/${c.unique}`, keys: { p256dh: 'BPcMbnWQL5GOYX', auth: 'c2VjcmV0' } },
    }),
    expect: signedIn(201),
  },
  {
    route: 'DELETE /api/push/subscriptions',
    request: (c) => ({ method: 'delete', path: '/api/push/subscriptions', body: { endpoint: `https://push.example.com/send/${c.unique}` } }),
    expect: signedIn(204),
  },
];
