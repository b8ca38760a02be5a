import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeveloperDocsSchema } from '@contracts/developer/schemas';
import type { DeveloperDocs, DocsEndpoint } from '@contracts/developer/schemas';
import { declaredRoutes as endpoints } from '@contracts/api/all-routes';
import { successSchemas } from '@contracts/api/route';
import type { NamedRoute as Endpoint } from '@contracts/api/route';
import type { OpenApiDocument } from '../../../server/http/openapi';
import { PRODUCT_VERSION } from '../../../server/product';
import { createTestApp } from '../../support/test-app';
import type { TestApp } from '../../support/test-app';

let t: TestApp;
let docs: DeveloperDocs;
let etag: string;
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.request().get('/api/developer/docs').expect(200).expect('Content-Type', /application\/json/);
  docs = res.body as DeveloperDocs;
  etag = res.headers.etag ?? '';
});
afterAll(async () => {
  await t.close();
});

const entries = (): Array<{ group: string; entry: DocsEndpoint }> =>
  Object.entries(docs.endpoints).flatMap(([group, list]) => list.map((entry) => ({ group, entry })));

/** The catalog entry a docs entry was made from. */
const endpointOf = (entry: DocsEndpoint): Endpoint => {
  const found = endpoints.find((e) => e.method.toUpperCase() === entry.method && e.path.replace(/:(\w+)/g, '{$1}') === entry.path);
  if (!found) {
    throw new Error(`${entry.method} ${entry.path} is in the docs but not in the endpoint catalog`);
  }
  return found;
};

describe('GET /api/developer/docs', () => {
  it('answers anyone in exactly the spec\'s shape', () => {
    expect(Object.keys(docs)).toEqual(['message', 'version', 'base_url', 'authentication', 'rate_limits', 'endpoints', 'examples']);
    expect(Object.keys(docs.authentication)).toEqual(['description', 'header_format']);
    expect(Object.keys(docs.rate_limits)).toEqual(['description', 'default']);
    expect(docs.version).toBe(PRODUCT_VERSION);
    expect(docs.base_url).toBe('http://gather.test/api');
    expect(docs.authentication.header_format).toBe('Authorization: Bearer <token>');
    // The test app relaxes every limit a thousandfold: the docs state the setting the limiter uses.
    expect(docs.rate_limits.default).toBe(`${t.deps.config.rateLimits.apiTokenRequests.limit.toLocaleString('en-US')} requests a minute per token`);
    for (const { entry } of entries()) {
      expect(Object.keys(entry), `${entry.method} ${entry.path}`).toEqual([
        'method',
        'path',
        'description',
        'authentication_required',
        'fields',
        'response_example',
        'body_example',
      ]);
      for (const [name, field] of Object.entries(entry.fields)) {
        expect(Object.keys(field), `${entry.method} ${entry.path} ${name}`).toEqual(['type', 'format', 'required', 'default', 'description']);
      }
    }
    expect(Object.keys(docs.examples)).toEqual(['curl', 'javascript', 'python']);
    expect(() => DeveloperDocsSchema.parse(docs)).not.toThrow();
  });

  it('groups the endpoints as the OpenAPI document tags them, and lists the very same operations', async () => {
    const openApi = (await t.request().get('/api/openapi.json').expect(200)).body as OpenApiDocument;
    const fromOpenApi = Object.entries(openApi.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, op]) => `${op.tags[0] ?? ''} ${method.toUpperCase()} ${path}`),
    );
    const fromDocs = entries().map(({ group, entry }) => `${group} ${entry.method} ${entry.path}`);
    expect(fromDocs.sort()).toEqual(fromOpenApi.sort());
    expect(Object.keys(docs.endpoints)).toEqual(openApi.tags.map((tag) => tag.name));
  });

  it('shows every body and response example, and each one passes its schema', () => {
    let checked = 0;
    for (const { entry } of entries()) {
      const endpoint = endpointOf(entry);
      const name = `${entry.method} ${entry.path}`;
      if (endpoint.body) {
        expect(endpoint.body.safeParse(entry.body_example).success, `${name} body_example`).toBe(true);
        checked += 1;
      } else {
        expect(entry.body_example, name).toBeNull();
      }
      const successes = successSchemas(endpoint);
      for (const [status, schema] of successes) {
        expect(schema.safeParse(entry.response_example).success, `${name} response_example (${status})`).toBe(true);
        checked += 1;
      }
      if (successes.length === 0) {
        expect(entry.response_example, name).toBeNull();
      }
    }
    expect(checked).toBeGreaterThan(60);
  });

  it('documents each request field from the route\'s zod schema', () => {
    const find = (method: string, path: string) => entries().find(({ entry }) => entry.method === method && entry.path === path)?.entry;
    const create = find('POST', '/developer/tokens');
    expect(create?.authentication_required).toBe(true);
    expect(create?.fields).toEqual({
      name: { type: 'string', format: null, required: true, default: null, description: '1 to 100 characters.' },
      expires_days: { type: 'number | null', format: 'one of: 7, 30, 90, 365', required: false, default: null, description: '' },
      access: { type: 'string', format: 'one of: "read_only", "read_write"', required: false, default: 'read_write', description: '' },
    });
    expect(create?.description).toContain('Needs you signed in: API tokens are refused (403 `session_required`).');
    const event = find('GET', '/events/{id}');
    expect(event?.fields.id).toMatchObject({ type: 'string', required: true, description: expect.stringMatching(/^Path parameter\./) as unknown });
    expect(event?.description).toContain('Needs an API token (read-only is enough) or a session.');
    const attending = find('GET', '/events/attending');
    expect(attending?.fields.when).toMatchObject({ required: false, default: 'all', format: 'one of: "upcoming", "past", "all"' });
    const subscribe = find('POST', '/push/subscriptions');
    expect(Object.keys(subscribe?.fields ?? {})).toEqual(['endpoint', 'expirationTime', 'keys.p256dh', 'keys.auth']);
    expect(find('POST', '/events/{id}/rsvp')?.description).toContain('Needs a read-write API token (or a session).');
    expect(find('GET', '/health')).toMatchObject({ authentication_required: false, fields: {}, body_example: null });
  });

  it('tells how to authenticate and what tokens cannot do, and gives working code in curl, JavaScript and Python', () => {
    expect(docs.authentication.description).toContain('gthr_[0-9A-Za-z]{38}');
    expect(docs.authentication.description).toContain('403 `read_only_token`');
    expect(docs.authentication.description).toContain('403 `session_required`');
    expect(docs.rate_limits.description).toContain('429 `rate_limited` with `Retry-After`');
    for (const code of Object.values(docs.examples)) {
      expect(code).toContain('http://gather.test/api');
      expect(code).toContain('/events/attending');
      expect(code).toContain('/events/42/rsvp');
    }
    expect(docs.examples.curl).toContain('-H "Authorization: Bearer $GATHER_TOKEN"');
  });

  it('is cached with an ETag: asking again with it answers 304 with no body', async () => {
    // Weak (W/) when the body went compressed: the brotli or gzip copy is another representation.
    expect(etag).toMatch(/^(W\/)?"[A-Za-z0-9_-]{27}"$/);
    const again = await t.request().get('/api/developer/docs').set('If-None-Match', etag).expect(304);
    expect(again.text ?? '').toBe('');
    expect(again.headers['cache-control']).toBe('no-cache');
    const changed = await t.request().get('/api/developer/docs').set('If-None-Match', '"something-else"').expect(200);
    expect(changed.headers.etag).toBe(etag);
    const openApi = await t.request().get('/api/openapi.json').expect(200);
    await t.request().get('/api/openapi.json').set('If-None-Match', openApi.headers.etag ?? '').expect(304);
  });
});
