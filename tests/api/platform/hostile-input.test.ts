import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declaredRoutes as endpoints } from '@contracts/api/all-routes';
import { createCommunity, createEvent, signUp } from '../../support/factories';
import type { SignedInUser } from '../../support/factories';
import { createTestApp } from '../../support/test-app';
import type { TestApp } from '../../support/test-app';

/**
 * Input an attacker (or a broken client) sends on purpose, on every route the endpoint catalog
 * lists: each is a 4xx naming what is wrong, never a 500, never a request that takes the server down.
 * Runs on SQLite, and on PostgreSQL with TEST_DATABASE_URL (where NUL and big ids used to be 500s).
 */
let t: TestApp;
let member: SignedInUser;
let eventId: number;
beforeAll(async () => {
  t = await createTestApp();
  member = await signUp(t);
  const community = await createCommunity(t, member, { name: 'Climbers' });
  eventId = (await createEvent(t, member, { community_id: community.id, title: 'Bouldering', start_datetime: '2030-01-10T19:00:00Z' })).id;
});
afterAll(async () => {
  await t.close();
});

const WRITES = endpoints.filter((e) => e.method !== 'get');
const withBody = endpoints.filter((e) => e.body !== undefined);
const withIdParam = endpoints.filter((e) => /:(id|userId)\b/.test(e.path));
const concrete = (path: string, value = '1') => `/api${path.replace(/:\w+/g, value)}`;

function send(method: string, path: string) {
  const agent = t.request();
  switch (method) {
    case 'post':
      return agent.post(path);
    case 'put':
      return agent.put(path);
    case 'patch':
      return agent.patch(path);
    case 'delete':
      return agent.delete(path);
    default:
      return agent.get(path);
  }
}

/** `[[[...]]]` or `{"a":{"a":...}}`, `depth` levels deep: about 8 KB at 4,100 levels. */
const deepArray = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const deepObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

describe('a JSON body nested thousands of levels deep', () => {
  it.each(WRITES.map((e) => [e.method.toUpperCase(), e.path] as const))(
    '%s %s answers 400 body_too_deep, with an Idempotency-Key and without',
    async (method, path) => {
      for (const body of [deepArray(4100), `{"name":${deepObject(4100)}}`]) {
        for (const key of [undefined, `deep-${method}-${path}-${body.length}`]) {
          let req = send(method.toLowerCase(), concrete(path)).set(member.auth).set('Content-Type', 'application/json');
          if (key) {
            req = req.set('Idempotency-Key', key);
          }
          const res = await req.send(body);
          expect(res.status, JSON.stringify(res.body)).toBe(400);
          expect(res.body).toMatchObject({ code: 'body_too_deep', errors: [{ field: 'body' }] });
        }
      }
      // The server is still there for everyone else.
      await t.request().get('/api/health').expect(200);
    },
  );

  it('still takes every body the contracts describe (they nest 3 levels at most)', async () => {
    const subscription = {
      endpoint: 'https://push.example.com/send/abc',
      keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg' },
    };
    await t.request().post('/api/push/subscriptions').set(member.auth).set('Idempotency-Key', 'shallow-1').send(subscription).expect(201);
  });
});

describe('ids', () => {
  const BAD_IDS = ['99999999999', '2147483648', '0x1F', '1e3', '%201', '01', '-1', '1.5', '0', '%E0%A4%A', '%'];

  it.each(withIdParam.map((e) => [e.method.toUpperCase(), e.path] as const))('%s %s refuses ids that are not canonical or out of range', async (method, path) => {
    for (const bad of BAD_IDS) {
      const res = await send(method.toLowerCase(), concrete(path, bad)).set(member.auth).send({});
      expect(res.status, `${bad}: ${JSON.stringify(res.body)}`).toBe(400);
      // A path that does not even decode is refused before any route reads it.
      if (!bad.startsWith('%E0') && bad !== '%') {
        expect(res.body).toMatchObject({ code: 'validation_error' });
        expect((res.body as { errors: { field: string }[] }).errors.map((e) => e.field)).toEqual(expect.arrayContaining([expect.stringMatching(/^(id|userId)$/)]));
      }
    }
  });

  it('takes the largest id a column holds, and answers it as unknown', async () => {
    await t.request().get('/api/events/2147483647').set(member.auth).expect(404);
    await t.request().post('/api/comments/2147483647/like').set(member.auth).expect(404);
  });

  it('refuses out-of-range ids in bodies and query strings, naming the field', async () => {
    const comment = await t.request().post('/api/comments/').set(member.auth).send({ content: 'hi', event_id: 2147483648 });
    expect(comment.status).toBe(400);
    expect(comment.body).toMatchObject({ errors: [{ field: 'event_id' }] });
    const reply = await t.request().post('/api/comments/').set(member.auth).send({ content: 'hi', event_id: eventId, parent_id: 1e12 });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ errors: [{ field: 'parent_id' }] });
    const sent = await t.request().get('/api/event-invites/my-sent-invites?event_id=99999999999').set(member.auth);
    expect(sent.status).toBe(400);
    expect(sent.body).toMatchObject({ errors: [{ field: 'event_id' }] });
    const list = await t.request().get('/api/events/my?limit=1e3').set(member.auth);
    expect(list.status).toBe(400);
    expect(list.body).toMatchObject({ errors: [{ field: 'limit' }] });
  });
});

describe('NUL and other control characters', () => {
  const NUL = 'AB\u0000CD';
  const ESC = 'AB\u001bCD';

  it('in public invite codes is a 400, not a database error', async () => {
    for (const path of ['/api/event-invites/invite/AB%00CD', '/api/communities/invite/AB%00CD', '/api/communities/invite/AB%1BCD']) {
      const res = await t.request().get(path);
      expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(400);
      expect(res.body).toMatchObject({ errors: [{ field: 'code' }] });
    }
  });

  it('in what Google\'s redirect back carries is a 400 naming the parameter', async () => {
    for (const field of ['code', 'state', 'error']) {
      const res = await t.request().get('/api/auth/google/callback').query({ code: 'c', state: 's', [field]: 'AB\u001bCD' });
      expect(res.status, `${field}: ${JSON.stringify(res.body)}`).toBe(400);
      expect(res.body).toMatchObject({ errors: [{ field }] });
    }
  });

  /** [method, path, a valid body, the field to poison]: the text fields of every write. */
  const cases = (): [string, string, Record<string, unknown>, string][] => [
    ['post', '/api/auth/register', { email: 'nul@example.com', password: 'long-enough', full_name: 'Nul' }, 'full_name'],
    ['post', '/api/auth/register', { email: 'nul@example.com', password: 'long-enough', username: 'nul' }, 'username'],
    ['post', '/api/auth/register', { email: 'nul@example.com', password: 'long-enough' }, 'email'],
    ['post', '/api/auth/register', { email: 'nul2@example.com', password: 'long-enough' }, 'password'],
    ['post', '/api/auth/login', { email: member.email, password: 'pw' }, 'email'],
    ['post', '/api/auth/forgot-password', { email: member.email }, 'email'],
    ['post', '/api/auth/reset-password', { token: 'abc', new_password: 'long-enough' }, 'token'],
    ['post', '/api/communities/', { name: 'Nul club' }, 'name'],
    ['post', '/api/communities/', { name: 'Nul club', description: 'd' }, 'description'],
    ['post', '/api/communities/join', { invite_code: 'ABCDEFGH' }, 'invite_code'],
    ['post', '/api/events/', { community_id: 1, title: 't', start_datetime: '2030-01-01T10:00:00Z' }, 'title'],
    ['post', '/api/events/', { community_id: 1, title: 't', start_datetime: '2030-01-01T10:00:00Z', location: 'here' }, 'location'],
    ['post', '/api/events/', { community_id: 1, title: 't', start_datetime: '2030-01-01T10:00:00Z', description: 'd' }, 'description'],
    ['post', '/api/events/', { community_id: 1, title: 't', start_datetime: '2030-01-01T10:00:00Z', price_range: '£5' }, 'price_range'],
    ['post', '/api/events/', { community_id: 1, title: 't', start_datetime: '2030-01-01T10:00:00Z', event_link: 'https://a.example/' }, 'event_link'],
    ['put', `/api/events/${eventId}`, { title: 't' }, 'title'],
    ['post', '/api/comments/', { content: 'c', event_id: eventId }, 'content'],
    ['post', '/api/event-invites/', { event_id: eventId, message: 'm' }, 'message'],
    ['post', '/api/event-invites/join', { invite_code: 'ABCDEFGH' }, 'invite_code'],
    ['delete', '/api/push/subscriptions', { endpoint: 'https://push.example.com/x' }, 'endpoint'],
  ];

  it('in any text field of any write is a 400 naming the field, with nothing written', async () => {
    for (const [method, path, body, field] of cases()) {
      for (const poison of [NUL, ESC]) {
        const original = body[field];
        const value = typeof original === 'string' ? `${original.slice(0, 1)}${poison}${original.slice(1)}` : poison;
        const res = await send(method, path)
          .set(member.auth)
          .send({ ...body, [field]: value });
        expect(res.status, `${method} ${path} ${field}: ${JSON.stringify(res.body)}`).toBe(400);
        expect((res.body as { errors: { field: string }[] }).errors[0]?.field, `${path} ${field}`).toBe(field);
      }
    }
    const communities = await t.request().get('/api/communities/').set(member.auth).expect(200);
    expect((communities.body as { name: string }[]).map((c) => c.name)).toEqual(['Climbers']);
  });

  it('keeps tabs and line breaks where text spans lines, and refuses them on one line', async () => {
    const ok = await t.request().post('/api/comments/').set(member.auth).send({ content: 'line one\n\tline two\r\n', event_id: eventId });
    expect(ok.status).toBe(201);
    expect((ok.body as { content: string }).content).toBe('line one\n\tline two');
    const title = await t.request().put(`/api/events/${eventId}`).set(member.auth).send({ title: 'two\nlines' });
    expect(title.status).toBe(400);
    expect(title.body).toMatchObject({ errors: [{ field: 'title' }] });
  });
});

describe('invite codes in paths', () => {
  it('a code longer than any code is never looked up: a 400 naming it for an event invitation, the spec\'s unknown code for a community', async () => {
    const long = 'A'.repeat(65);
    const bound: unknown[] = [];
    const listener = (query: { bindings?: readonly unknown[] }) => bound.push(...(query.bindings ?? []));
    t.deps.db.on('query', listener);
    try {
      const invitation = await t.request().get(`/api/event-invites/invite/${long}`);
      expect(invitation.status, JSON.stringify(invitation.body)).toBe(400);
      expect(invitation.body).toMatchObject({ errors: [{ field: 'code' }] });
      // A garbled link reads as an unknown code (spec: 'Invalid invite code or community not found').
      const community = await t.request().get(`/api/communities/invite/${long}`);
      expect(community.status, JSON.stringify(community.body)).toBe(404);
      expect(community.body).toMatchObject({ detail: 'Invalid invite code or community not found' });
      const joined = await t.request().post('/api/communities/join').set(member.auth).send({ invite_code: long });
      expect(joined.status, JSON.stringify(joined.body)).toBe(404);
    } finally {
      t.deps.db.off('query', listener);
    }
    expect(bound.filter((value) => typeof value === 'string' && value.includes(long))).toEqual([]);
  });
});

describe('Content-Encoding', () => {
  it.each(withBody.map((e) => [e.method.toUpperCase(), e.path] as const))('%s %s: a body that does not match its encoding is a 400', async (method, path) => {
    for (const encoding of ['gzip', 'deflate', 'br']) {
      const res = await send(method.toLowerCase(), concrete(path))
        .set({ 'Content-Type': 'application/json', 'Content-Encoding': encoding })
        .send('{"email":"a@example.com"}');
      expect(res.status, `${encoding}: ${JSON.stringify(res.body)}`).toBe(400);
      expect(res.body).toMatchObject({ code: 'invalid_body_encoding', errors: [{ field: 'body' }] });
    }
  });

  it('an encoding the server does not take is a 415; a real gzip body is read', async () => {
    const zstd = await t.request().post('/api/auth/login').set({ 'Content-Type': 'application/json', 'Content-Encoding': 'zstd' }).send('{}');
    expect(zstd.status).toBe(415);
    expect(zstd.body).toMatchObject({ code: 'unsupported_encoding' });
    const body = gzipSync(JSON.stringify({ email: member.email, password: member.password }));
    const login = await t
      .request()
      .post('/api/auth/login')
      .set({ 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' })
      .serialize((bytes: unknown) => bytes as string)
      .send(body);
    expect(login.status, JSON.stringify(login.body)).toBe(200);
  });
});

describe('charsets', () => {
  /** A body whose strings hold U+2200 ('∀'): in UTF-16LE its bytes are 00 22, a quote to a byte scanner. */
  const deepBehindQuote = (depth: number) => `{"a":"\u2200","b":${deepArray(depth)}}`;

  it('a JSON body in UTF-16 or UTF-32 is a 415, however it nests', async () => {
    const cases: [string, Buffer][] = [
      ['utf-16le', Buffer.from(deepBehindQuote(20_000), 'utf16le')],
      ['utf-16le', Buffer.from(JSON.stringify({ name: 'Readers' }), 'utf16le')],
      ['UTF-16', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(JSON.stringify({ name: 'Readers' }), 'utf16le')])],
      ['utf-16be', Buffer.from(JSON.stringify({ name: 'Readers' }), 'utf16le').swap16()],
      ['utf-32le', Buffer.from('{}', 'ascii')],
    ];
    for (const [charset, bytes] of cases) {
      for (const key of [undefined, `charset-${charset}-${bytes.length}`]) {
        let req = t.request().post('/api/communities/').set(member.auth).set('Content-Type', `application/json; charset=${charset}`);
        if (key) {
          req = req.set('Idempotency-Key', key);
        }
        const res = await req.serialize((b: unknown) => b as string).send(bytes);
        expect(res.status, `${charset}: ${JSON.stringify(res.body)}`).toBe(415);
        expect(res.body).toMatchObject({ code: 'unsupported_charset', errors: [{ field: 'body' }] });
        expect(typeof (res.body as { detail: unknown }).detail).toBe('string');
      }
    }
    await t.request().get('/api/health').expect(200);
  });

  it('UTF-7, whose "+AFs-" is a "[", and other charsets are 415s too', async () => {
    for (const charset of ['utf-7', 'latin1', 'iso-8859-1', 'windows-1252', 'us-ascii', 'utf-8x', '"utf-16le"']) {
      const res = await t
        .request()
        .post('/api/communities/')
        .set(member.auth)
        .set('Content-Type', `application/json; charset=${charset}`)
        .send('{"name":"+AFsAWwBb-"}');
      expect(res.status, `${charset}: ${JSON.stringify(res.body)}`).toBe(415);
      expect(res.body).toMatchObject({ code: 'unsupported_charset' });
    }
  });

  it('UTF-8, named or not, in any case, is read', async () => {
    for (const type of ['application/json', 'application/json; charset=utf-8', 'application/json; charset=UTF-8', 'application/json;charset="utf-8"']) {
      const res = await t.request().post('/api/communities/').set(member.auth).set('Content-Type', type).send(JSON.stringify({ name: `Readers ${type}` }));
      expect(res.status, `${type}: ${JSON.stringify(res.body)}`).toBe(201);
    }
  });
});
