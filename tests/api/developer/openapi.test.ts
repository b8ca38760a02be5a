import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openApiDocument } from '../../../server/http/openapi';
import { convertResponseSchemas, NAMED_SCHEMAS } from '../../../server/http/openapi-components';
import type { OpenApiDocument, Operation } from '../../../server/http/openapi';
import { PRODUCT_VERSION } from '../../../server/product';
import { declaredRoutes } from '@contracts/api/all-routes';
import { createTestApp } from '../../support/test-app';
import type { TestApp } from '../../support/test-app';

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

/** Every `$ref` in a JSON value. */
const refsIn = (value: unknown): string[] => {
  if (Array.isArray(value)) {
    return value.flatMap(refsIn);
  }
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => (key === '$ref' && typeof inner === 'string' ? [inner] : refsIn(inner)));
  }
  return [];
};

/** What a local ref ('#/a/b') points at in the document, read as JSON Pointer from its root. */
const pointAt = (ref: string): unknown =>
  ref
    .replace(/^#\//, '')
    .split('/')
    .map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((at, token) => (at && typeof at === 'object' ? (at as Record<string, unknown>)[token] : undefined), doc);

/** A schema with every component ref replaced by the component, as it read when everything was inlined. */
const inlined = (value: unknown): unknown => {
  if (Array.isArray(value)) {
    return value.map(inlined);
  }
  if (value && typeof value === 'object') {
    const { $ref } = value as { $ref?: unknown };
    if (typeof $ref === 'string' && $ref.startsWith('#/components/schemas/') && Object.keys(value).length === 1) {
      return inlined(pointAt($ref));
    }
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, inlined(inner)]));
  }
  return value;
};

const responseSchema = (path: string, method: 'get' | 'post' | 'put' | 'patch' | 'delete', status: string) =>
  doc.paths[path]?.[method]?.responses[status]?.content?.['application/json'].schema;

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
  it('documents every declared route, each once', () => {
    const declared = declaredRoutes.map((route) => normalise(route.method, route.path));
    const documented = operations().map(({ method, path }) => normalise(method, path));
    expect(documented.filter((route) => !declared.includes(route))).toEqual([]);
    expect(declared.filter((route) => !documented.includes(route))).toEqual([]);
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

  it('resolves every $ref from the document root', () => {
    const refs = refsIn(doc);
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of new Set(refs)) {
      expect(ref, ref).toMatch(/^#\/components\/(schemas|parameters)\//);
      expect(pointAt(ref), ref).toBeTypeOf('object');
    }
    expect(JSON.stringify(doc)).not.toMatch(/"\$(defs|id|schema)"/);
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

  it('carries the catalog\'s examples on request bodies and success answers', () => {
    const create = doc.paths['/events/']?.post;
    expect(create?.requestBody?.content['application/json'].example).toMatchObject({ title: 'Saturday river run' });
    expect(create?.responses['201']?.content?.['application/json'].example).toMatchObject({ is_creator: true, rsvps: [] });
    expect(create?.responses['404']?.content?.['application/json'].example).toBeUndefined();
  });

  it('documents responses with their contract', () => {
    const created = inlined(responseSchema('/comments/', 'post', '201')) as { required: string[] };
    expect(created.required).toEqual(expect.arrayContaining(['is_deleted', 'can_delete', 'replies']));
    const login = inlined(responseSchema('/auth/login', 'post', '200'));
    expect(login).toMatchObject({ properties: { access_token: { type: 'string' } } });
  });
});

describe('named response schemas', () => {
  const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
  const listOf = (name: string) => ({ type: 'array', items: ref(name) });

  it('offers the shared response shapes as components', () => {
    const names = [
      ...['Error', 'Person', 'Member', 'Community', 'CommunityDetail', 'CommunityInviteInfo', 'Event', 'EventDetail'],
      ...['Comment', 'Reply', 'Invitation', 'PublicInvitation', 'User', 'LoginResponse'],
    ];
    expect(Object.keys(doc.components.schemas)).toEqual(expect.arrayContaining(names));
    for (const name of names) {
      expect(doc.components.schemas[name], name).toMatchObject({ type: 'object' });
    }
  });

  it('refers to them where the routes answer them', () => {
    expect(responseSchema('/events/{id}', 'get', '200')).toEqual(ref('EventDetail'));
    expect(responseSchema('/events/my', 'get', '200')).toEqual(listOf('EventListItem'));
    expect(responseSchema('/events/community/{id}', 'get', '200')).toEqual(listOf('EventListItem'));
    expect(responseSchema('/communities/', 'get', '200')).toEqual(listOf('Community'));
    expect(responseSchema('/communities/{id}', 'get', '200')).toEqual(ref('CommunityDetail'));
    expect(responseSchema('/communities/invite/{code}', 'get', '200')).toEqual(ref('CommunityInviteInfo'));
    expect(responseSchema('/communities/{id}/members', 'get', '200')).toEqual(listOf('Member'));
    expect(responseSchema('/events/{id}/comments', 'get', '200')).toEqual(listOf('Comment'));
    expect(responseSchema('/comments/', 'post', '201')).toEqual(ref('Comment'));
    expect(responseSchema('/event-invites/', 'post', '201')).toEqual(ref('Invitation'));
    expect(responseSchema('/event-invites/invite/{code}', 'get', '200')).toEqual(ref('PublicInvitation'));
    expect(responseSchema('/auth/login', 'post', '200')).toEqual(ref('LoginResponse'));
    expect(responseSchema('/auth/me', 'get', '200')).toEqual(ref('User'));
  });

  it('refers from one component to another', () => {
    const { schemas } = doc.components;
    expect(schemas.Event).toMatchObject({ properties: { creator: ref('Person') } });
    expect(schemas.EventDetail).toMatchObject({ properties: { creator: ref('Person'), rsvps: { type: 'array' } } });
    expect(schemas.Comment).toMatchObject({ properties: { replies: listOf('Reply'), author: { anyOf: [ref('Person'), { type: 'null' }] } } });
    expect(schemas.CommunityDetail).toMatchObject({ properties: { owner: ref('Person'), members: listOf('Member') } });
    expect(schemas.Invitation).toMatchObject({ properties: { invited_by: ref('Person') } });
  });

  it('writes each component as the zod schema it is named for, in the form the server answers', () => {
    for (const [name, schema] of NAMED_SCHEMAS) {
      const { $schema: _dialect, ...alone } = z.toJSONSchema(schema, { io: 'output', target: 'draft-2020-12', unrepresentable: 'any' });
      expect(inlined(doc.components.schemas[name]), name).toEqual(alone);
    }
    // The output form: answers always carry the fields a request may leave out.
    expect(doc.components.schemas.Event).toMatchObject({ required: expect.arrayContaining(['time_zone', 'is_private', 'description']) as unknown });
  });

  it('keeps request parts inline, as clients send them', () => {
    for (const { method, path, op } of operations()) {
      expect(JSON.stringify(op.requestBody ?? {}), `${method} ${path}`).not.toContain('#/components/schemas/');
      expect(JSON.stringify(op.parameters ?? []), `${method} ${path}`).not.toContain('#/components/schemas/');
    }
  });

  it('is much smaller than with every shape written out where it is used', () => {
    const size = JSON.stringify(doc).length;
    const inlinedSize = JSON.stringify({ ...doc, paths: inlined(doc.paths) }).length;
    expect(size).toBeLessThan(inlinedSize * 0.8);
  });

  it('refuses a response shape it could not refer to', () => {
    const Inner = z.object({ a: z.string() });
    // An unnamed body nested in another would be referred to by a name no component has.
    expect(() => convertResponseSchemas([Inner, z.object({ inner: Inner })])).toThrow(/no named component/);
    // A recursive shape without a name would land in zod's `__shared` $defs, outside the document.
    interface Tree {
      name: string;
      children: Tree[];
    }
    const Tree: z.ZodType<Tree> = z.object({ name: z.string(), get children() { return z.array(Tree); } });
    expect(() => convertResponseSchemas([z.object({ tree: Tree })])).toThrow(/definition of its own/);
    // Named schemas convert alone.
    expect(Object.keys(convertResponseSchemas([]).components)).toEqual(NAMED_SCHEMAS.map(([name]) => name));
  });

  it('leaves the contracts off zod\'s global registry', () => {
    for (const [name, schema] of NAMED_SCHEMAS) {
      expect(z.globalRegistry.get(schema)?.id, name).toBeUndefined();
    }
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
