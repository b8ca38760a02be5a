import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listRoutes } from '../support/route-list';
import { createTestApp } from '../support/test-app';
import type { TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('listRoutes', () => {
  it('reads mounted routes with their full paths', () => {
    const routes = listRoutes(t.app);
    expect(routes).toContain('GET /api/health');
    expect(routes).toContain('POST /api/auth/login');
    expect(routes).toContain('GET /api/communities/');
    expect(routes).toContain('PUT /api/communities/:id/members/:userId/admin');
  });
});
