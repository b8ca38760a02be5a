import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../support/factories';
import type { SignedInUser } from '../../support/factories';
import { createTestApp } from '../../support/test-app';
import type { TestApp } from '../../support/test-app';

let t: TestApp;
let member: SignedInUser;
beforeAll(async () => {
  t = await createTestApp();
  member = await signUp(t);
});
afterAll(async () => {
  await t.close();
});

interface RouteCase {
  method: 'post' | 'put';
  path: string;
  signedIn?: boolean;
  valid: Record<string, unknown>;
  /**
   * A field whose absence must be reported by name, or, for a route where every field is optional
   * (settings: only those sent change), what an empty object is answered with.
   */
  required: string | { empty: string };
  /** A field and an oversized value for it. */
  oversized: [string, unknown];
}

const long = (n: number) => 'x'.repeat(n);

const routes: RouteCase[] = [
  {
    method: 'post',
    path: '/api/auth/register',
    valid: { email: 'new@example.com', password: 'long-enough', full_name: 'New Person' },
    required: 'email',
    oversized: ['full_name', long(101)],
  },
  { method: 'post', path: '/api/auth/login', valid: { email: 'a@example.com', password: 'pw' }, required: 'password', oversized: ['password', long(257)] },
  { method: 'post', path: '/api/auth/forgot-password', valid: { email: 'a@example.com' }, required: 'email', oversized: ['email', `${long(250)}@example.com`] },
  {
    method: 'post',
    path: '/api/auth/reset-password',
    valid: { token: 'abc', new_password: 'long-enough' },
    required: 'new_password',
    oversized: ['token', long(201)],
  },
  {
    method: 'put',
    path: '/api/auth/me/settings',
    signedIn: true,
    valid: { google_calendar_global_auto_sync: true },
    required: { empty: 'body: No settings to change' },
    oversized: ['google_calendar_global_auto_sync', long(10)],
  },
];

function send(route: RouteCase) {
  const req = t.request()[route.method](route.path);
  return route.signedIn ? req.set(member.auth) : req;
}

interface ErrorBody {
  detail: string;
  code: string;
  errors?: { field: string; message: string }[];
}

describe.each(routes)('$method $path with bad input', (route) => {
  it('answers 400 for malformed JSON', async () => {
    const res = await send(route).set('Content-Type', 'application/json').send('{"email": ');
    expect(res.status).toBe(400);
    expect((res.body as ErrorBody).errors?.[0]?.field).toBe('body');
  });

  it('answers 400 naming the body when there is none, and the first required field for {}', async () => {
    const none = await send(route);
    expect(none.status).toBe(400);
    expect((none.body as ErrorBody).detail).toBe('body: A JSON object body is required');
    const empty = await send(route).send({});
    expect(empty.status).toBe(400);
    if (typeof route.required === 'string') {
      expect((empty.body as ErrorBody).detail).toMatch(/^\w+: This field is required$/);
    } else {
      expect((empty.body as ErrorBody).detail).toBe(route.required.empty);
    }
  });

  it('answers 400 naming the body when it is not a JSON object', async () => {
    for (const body of [[], 'text', 42, null]) {
      const res = await send(route).set('Content-Type', 'application/json').send(JSON.stringify(body));
      expect(res.status, `body ${JSON.stringify(body)}`).toBe(400);
      expect((res.body as ErrorBody).detail).toMatch(/^body: /);
    }
  });

  it('answers 400 naming an oversized field', async () => {
    const [field, value] = route.oversized;
    const res = await send(route).send({ ...route.valid, [field]: value });
    expect(res.status).toBe(400);
    expect((res.body as ErrorBody).errors?.map((e) => e.field)).toContain(field);
  });

  it('answers 400 naming an unknown extra field, including __proto__', async () => {
    const res = await send(route).send({ ...route.valid, is_admin: true });
    expect(res.status).toBe(400);
    expect((res.body as ErrorBody).errors).toContainEqual({ field: 'is_admin', message: 'Unknown field: is_admin' });
    const proto = await send(route).set('Content-Type', 'application/json').send(`{"__proto__": {"x": 1}, ${JSON.stringify(route.valid).slice(1)}`);
    expect(proto.status).toBe(400);
  });

  it('answers 400 for wrongly typed values', async () => {
    const wrong = Object.fromEntries(Object.keys(route.valid).map((key) => [key, { nested: true }]));
    const res = await send(route).send(wrong);
    expect(res.status).toBe(400);
    expect((res.body as ErrorBody).code).toBe('validation_error');
  });

  it('answers 413, not 500, for a body over 100 kB', async () => {
    const res = await send(route).send({ ...route.valid, padding: long(200_000) });
    expect(res.status).toBe(413);
    expect((res.body as ErrorBody).detail).toBe('body: The request body is too large');
  });
});

describe('unknown API paths', () => {
  it('answer a JSON 404, not the web app', async () => {
    const res = await t.request().get('/api/nope').expect(404);
    expect(res.body).toMatchObject({ code: 'route_not_found' });
  });
});

/** Routes with a required field name it when it is missing (settings have none: only what is sent changes). */
const withRequired = routes.flatMap((route) => (typeof route.required === 'string' ? [{ ...route, required: route.required }] : []));

describe.each(withRequired)('$method $path without a required field', (route) => {
  it('answers 400 naming the missing field', async () => {
    const body = { ...route.valid };
    delete body[route.required];
    const res = await send(route).send(body);
    expect(res.status).toBe(400);
    expect((res.body as ErrorBody).detail).toBe(`${route.required}: This field is required`);
  });
});
