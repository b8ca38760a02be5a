import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiDocument } from '../../server/http/openapi';
import type { OpenApiDocument, Operation } from '../../server/http/openapi';
import { PRODUCT_VERSION } from '../../server/product';
import { listRoutes } from '../support/route-list';
import { createTestApp } from '../support/test-app';
import type { TestApp } from '../support/test-app';

let t: TestApp;
let doc: OpenApiDocument;
beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.request().get('/api/openapi.json').expect(200)).body as OpenApiDocument;
});
afterAll(async () => {
  await t.close();
});

/** "METHOD /path" with OpenAPI parameters, without the /api prefix or a trailing slash, for both sides. */
const normalise = (method: string, path: string) =>
  `${method.toUpperCase()} ${path
    .replace(/^\/api(?=\/)/, '')
    .replace(/:(\w+)/g, '{$1}')
    .replace(/(.)\/$/, '$1')}`;

const operations = (): Array<{ method: string; path: string; op: Operation }> =>
  Object.entries(doc.paths).flatMap(([path, item]) => Object.entries(item).map(([method, op]) => ({ method, path, op })));

describe('GET /api/openapi.json', () => {
  it('answers anyone with the OpenAPI 3.1 document of this server', async () => {
    const res = await t.request().get('/api/openapi.json').expect(200).expect('Content-Type', /application\/json/);
    const body = res.body as OpenApiDocument;
    expect(body.openapi).toBe('3.1.0');
    expect(body.info).toMatchObject({ title: 'Gather API', version: PRODUCT_VERSION });
    expect(body.servers).toEqual([{ url: 'http://gather.test/api' }]);
    expect(body.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('is built once and kept', () => {
    expect(openApiDocument('http://gather.test')).toBe(openApiDocument('http://gather.test'));
  });
});

describe('the document against the app', () => {
  it('documents exactly the routes the app answers', () => {
    const answered = listRoutes(t.app)
      .filter((route) => route.includes(' /api/'))
      .map((route) => {
        const [method = '', path = ''] = route.split(' ');
        return normalise(method, path);
      });
    const documented = operations().map(({ method, path }) => normalise(method, path));
    expect(documented.filter((route) => !answered.includes(route))).toEqual([]);
    expect(answered.filter((route) => !documented.includes(route))).toEqual([]);
    expect(new Set(documented).size).toBe(documented.length);
  });

  it('declares every path parameter, and no other', () => {
    for (const { method, path, op } of operations()) {
      const inPath = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      const declared = (op.parameters ?? []).flatMap((p) => ('in' in p && p.in === 'path' ? [p.name] : []));
      expect(declared.sort(), `${method} ${path}`).toEqual(inPath.sort());
    }
  });

  it('marks as signed-in exactly the routes that answer 401 without a token', async () => {
    for (const { method, path, op } of operations()) {
      const url = `/api${path.replace(/\{\w+\}/g, '1')}`;
      const res = await t.request()[method as 'get'](url);
      const needsToken = op.security.some((s) => 'bearerAuth' in s);
      expect(res.status === 401, `${method.toUpperCase()} ${path} answered ${res.status}`).toBe(needsToken);
      if (needsToken) {
        expect(op.responses['401']).toBeDefined();
      }
    }
  });

  it('points every $ref at a component that exists', () => {
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"#\/components\/(\w+)\/(\w+)"/g)];
    expect(refs.length).toBeGreaterThan(0);
    for (const [, kind = '', name = ''] of refs) {
      expect((doc.components as Record<string, Record<string, unknown>>)[kind]?.[name], `${kind}/${name}`).toBeDefined();
    }
    expect(JSON.stringify(doc)).not.toContain('"$ref":"#/$defs');
  });

  it('answers every error with the shared error shape', () => {
    for (const { method, path, op } of operations()) {
      for (const [status, response] of Object.entries(op.responses)) {
        if (Number(status) >= 400) {
          expect(response.content?.['application/json'].schema, `${method} ${path} ${status}`).toEqual({ $ref: '#/components/schemas/Error' });
        }
      }
    }
    expect(doc.components.schemas.Error).toMatchObject({ required: ['detail', 'code'] });
  });

  it('offers the Idempotency-Key header on signed-in writes', () => {
    const rsvp = doc.paths['/events/{id}/rsvp']?.post;
    expect(rsvp?.parameters).toContainEqual({ $ref: '#/components/parameters/IdempotencyKey' });
    expect(Object.keys(rsvp?.responses ?? {})).toEqual(expect.arrayContaining(['409', '422']));
    expect(doc.paths['/events/{id}']?.get?.parameters).not.toContainEqual({ $ref: '#/components/parameters/IdempotencyKey' });
  });
});

describe('schemas from the contracts', () => {
  it('documents the event body as the route validates it', () => {
    const schema = doc.paths['/events/']?.post?.requestBody?.content['application/json'].schema as {
      properties: Record<string, { maxLength?: number }>;
      required: string[];
      additionalProperties: boolean;
    };
    expect(schema.properties.title?.maxLength).toBe(200);
    expect(schema.required).toEqual(expect.arrayContaining(['community_id', 'title', 'start_datetime']));
    expect(schema.required).not.toContain('is_private');
    expect(schema.additionalProperties).toBe(false);
  });

  it('documents list filters as query parameters with their defaults', () => {
    const when = doc.paths['/events/my']?.get?.parameters?.find((p) => 'name' in p && p.name === 'when');
    expect(when).toMatchObject({ in: 'query', required: false, schema: { enum: ['upcoming', 'past', 'all'], default: 'all' } });
  });

  it('documents responses with their contract', () => {
    const created = doc.paths['/comments/']?.post?.responses['201']?.content?.['application/json'].schema as { required: string[] };
    expect(created.required).toEqual(expect.arrayContaining(['is_deleted', 'can_delete', 'replies']));
    const login = doc.paths['/auth/login']?.post?.responses['200']?.content?.['application/json'].schema;
    expect(login).toMatchObject({ properties: { access_token: { type: 'string' } } });
  });
});

describe('the rules, in plain words', () => {
  const descriptionsOf = (tag: string) => operations().filter(({ op }) => op.tags.includes(tag));

  it('states who sees a private event, and who may change it, on every events endpoint', () => {
    const events = descriptionsOf('Events');
    expect(events.length).toBe(10);
    for (const { method, path, op } of events) {
      expect(op.description, `${method} ${path}`).toContain(
        'A private event is seen only by its creator, the community owner and admins, and people who RSVPed to it or were invited to it',
      );
      expect(op.description).toContain('Edit and delete: the event\'s creator, the community owner and admins');
      expect(op.description).toContain('`can_edit`, `can_delete`');
    }
    expect(doc.paths['/events/']?.post?.description).toContain('only the owner and admins when the community has `admin_events_only`');
  });

  it('states the comment rules', () => {
    expect(doc.paths['/comments/{id}']?.delete?.description).toContain('Only the author deletes a comment');
    expect(doc.paths['/comments/{id}']?.delete?.description).toContain('stays as a placeholder');
    expect(doc.paths['/events/{id}/comments']?.get?.description).toContain('Only someone who may see the event reads and writes its discussion');
  });

  it('states the invitation rules', () => {
    const create = doc.paths['/event-invites/']?.post?.description;
    expect(create).toContain('Only the event\'s creator invites');
    expect(create).toContain('Accept and decline only while pending');
    expect(create).toContain('reads as `expired`');
  });
});
