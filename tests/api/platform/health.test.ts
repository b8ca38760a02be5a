import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppConfigResponse, HealthResponse } from '@contracts/app/schemas';
import { createTestApp } from '../../support/test-app';
import type { TestApp } from '../../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/health', () => {
  it('answers ok and which database it runs on', async () => {
    const res = await t.request().get('/api/health').expect(200);
    const body = HealthResponse.parse(res.body);
    expect(body.database).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite');
  });
});

describe('GET /api/config', () => {
  it('answers the public settings the web app needs', async () => {
    const res = await t.request().get('/api/config').expect(200);
    expect(AppConfigResponse.parse(res.body)).toMatchObject({ product_name: 'Gather', google_sign_in_enabled: false, google_calendar_enabled: false });
  });
});
