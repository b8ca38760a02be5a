import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declaredRoutes } from '@contracts/api/all-routes';
import { createTestApp } from '../../support/test-app';
import type { TestApp } from '../../support/test-app';

/**
 * The app answers each declared route with that route's own steps, and nothing else: every declared
 * method and path reaches its route (whatever it then answers, never the 404 `route_not_found`), in
 * any case and with or without a trailing slash as Express matches paths, and anything undeclared
 * is that 404, whoever asks.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A path with every parameter filled in. */
const concrete = (path: string) => `/api${path.replace(/:\w+/g, '1')}`;

describe('the routes the app answers', () => {
  it.each(declaredRoutes.map((route) => [`${route.method.toUpperCase()} ${route.path}`, route] as const))('reaches %s', async (_name, route) => {
    const res = await t.request()[route.method](concrete(route.path));
    expect(res.body, JSON.stringify(res.body)).not.toMatchObject({ code: 'route_not_found' });
  });

  it('matches paths as Express does: any case, a trailing slash or none', async () => {
    for (const path of ['/API/Health', '/api/health/', '/api/communities/invite/ABC/']) {
      const res = await t.request().get(path);
      expect(res.body, path).not.toMatchObject({ code: 'route_not_found' });
    }
  });

  it('answers anything else 404 route_not_found, before asking who is calling', async () => {
    for (const [method, path] of [
      ['get', '/api/events/1/nothing'],
      ['patch', '/api/events/1'],
      ['get', '/api/nothing'],
      ['get', '/api'],
      ['post', '/api/admin/nothing'],
    ] as const) {
      const res = await t.request()[method](path);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body, `${method} ${path}`).toMatchObject({ code: 'route_not_found' });
    }
    const named = await t.request().get('/api/events/1/nothing');
    expect(named.body).toMatchObject({ detail: 'No API route for GET /events/1/nothing' });
  });
});
