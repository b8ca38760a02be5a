import http from 'node:http';
import zlib from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp, hotReads } from '../../server/app';
import { createLifecycle } from '../../server/lifecycle';
import { readLane, secureTest } from '../../server/http/read-lane';
import { securityHeaderSet } from '../../server/http/security-headers';
import { signUp } from '../support/factories';
import type { SignedInUser } from '../support/factories';
import { rawRequest } from '../support/raw-http';
import type { RawResponse } from '../support/raw-http';
import { createTestApp } from '../support/test-app';
import type { TestApp } from '../support/test-app';

/**
 * The read lane (server/http/read-lane.ts) answers the hot reads ahead of Express. A client must
 * not be able to tell which of the two answered: same status, headers and body, whatever the
 * request. Each request here goes once through the lane and once through the Express app alone.
 */
let t: TestApp;
let express: http.RequestListener;
/** The lane as the server runs it, counting what it hands to Express and why. */
let lane: http.RequestListener;
let handedOver: number;
let faults: unknown[];

/** The Express app of a test app, and the lane ahead of it as the server runs it, counting what it hands over. */
function build(testApp: TestApp) {
  const headers = securityHeaderSet();
  const app = createApp(testApp.deps, headers);
  express = app;
  handedOver = 0;
  faults = [];
  lane = readLane(testApp.deps, {
    routes: hotReads,
    fallback: (req, res) => {
      handedOver += 1;
      app(req, res);
    },
    securityHeaders: headers,
    isSecure: secureTest(app.get('trust proxy fn') as (address: string | undefined, hop: number) => boolean),
    onFallback: (err) => faults.push(err),
  });
}

beforeEach(async () => {
  t = await createTestApp();
  build(t);
});
afterEach(async () => {
  await t.close();
});

/** Headers that differ from one answer to the next whoever answers: the date, the request's fresh id. */
const VARYING = new Set(['date', 'x-request-id']);
/** How a body is framed: the lane knows a compressed body's length, the compression middleware streams it. */
const FRAMING = new Set(['content-length', 'transfer-encoding']);

function comparable(res: RawResponse): { status: number; headers: Record<string, unknown>; body: string } {
  const headers = Object.fromEntries(Object.entries(res.headers).filter(([name]) => !VARYING.has(name) && !FRAMING.has(name)));
  const encoding = res.headers['content-encoding'];
  const body = encoding === 'br' ? zlib.brotliDecompressSync(res.body) : encoding === 'gzip' ? zlib.gunzipSync(res.body) : res.body;
  return { status: res.status, headers, body: body.toString('utf8') };
}

/** The request through the lane and through Express alone: what each answered, and whether the lane answered itself. */
async function both(path: string, headers: Record<string, string>) {
  const before = handedOver;
  const viaLane = await rawRequest(lane, path, headers);
  const answeredByLane = handedOver === before;
  const viaExpress = await rawRequest(express, path, headers);
  return { viaLane, viaExpress, answeredByLane };
}

async function seed(): Promise<{ ada: SignedInUser; ben: SignedInUser; communityId: number; eventId: number; privateId: number }> {
  const ada = await signUp(t);
  const ben = await signUp(t);
  const community = await t.request().post('/api/communities/').set(ada.auth).send({ name: 'Tokyo Runners' }).expect(201);
  const { id: communityId, invite_code: code } = community.body as { id: number; invite_code: string };
  await t.request().post('/api/communities/join').set(ben.auth).send({ invite_code: code }).expect(200);
  const create = (title: string, start: string, extra: Record<string, unknown> = {}) =>
    t
      .request()
      .post('/api/events/')
      .set(ada.auth)
      .send({ community_id: communityId, title, description: 'Five easy kilometres, then coffee. '.repeat(40), start_datetime: start, ...extra })
      .expect(201);
  const event = await create('Sunrise run', '2030-01-05T07:00:00Z');
  const eventId = (event.body as { id: number }).id;
  const hidden = await create('Pacers only', '2030-01-06T07:00:00Z', { is_private: true });
  await create('Last year', '2020-01-06T07:00:00Z');
  await t.request().post(`/api/events/${eventId}/rsvp`).set(ben.auth).send({ status: 'going' }).expect(200);
  for (let i = 0; i < 3; i += 1) {
    await t.request().post('/api/comments/').set(ben.auth).send({ event_id: eventId, content: `See you there ${i}` }).expect(201);
  }
  return { ada, ben, communityId, eventId, privateId: (hidden.body as { id: number }).id };
}

describe('the read lane', () => {
  it('answers every hot read itself, exactly as Express answers it: status, headers, body and tag', async () => {
    const { ada, ben, communityId, eventId } = await seed();
    const paths = [
      `/api/events/community/${communityId}?when=upcoming&limit=50`,
      `/api/events/community/${communityId}?when=past`,
      `/api/events/community/${communityId}`,
      '/api/events/my?when=all',
      '/api/events/attending?when=upcoming&limit=50',
      '/api/events/invited',
      `/api/events/${eventId}`,
      `/api/events/${eventId}/comments?limit=2`,
      `/api/events/${eventId}/comments?order=oldest`,
    ];
    for (const member of [ada, ben]) {
      for (const path of paths) {
        for (const accept of [{}, { 'Accept-Encoding': 'gzip, deflate, br, zstd' }, { 'Accept-Encoding': 'gzip' }] as Record<string, string>[]) {
          const { viaLane, viaExpress, answeredByLane } = await both(path, { ...member.auth, ...accept });
          expect({ path, answeredByLane }).toEqual({ path, answeredByLane: true });
          expect(viaLane.status).toBe(200);
          expect(comparable(viaLane)).toEqual(comparable(viaExpress));
        }
      }
    }
    expect(faults).toEqual([]);
  });

  it('revalidates as Express does: by the stamp before any statement, by the hash after a write', async () => {
    const { ben, eventId, communityId } = await seed();
    for (const path of [`/api/events/${eventId}`, `/api/events/community/${communityId}?when=upcoming`, `/api/events/${eventId}/comments`]) {
      const first = await rawRequest(lane, path, ben.auth);
      const etag = first.headers.etag ?? '';
      // As an API client asks, and as a browser does (which names the encodings it takes).
      for (const accept of [{}, { 'Accept-Encoding': 'gzip, deflate, br, zstd' }] as Record<string, string>[]) {
        const unchanged = await both(path, { ...ben.auth, ...accept, 'If-None-Match': etag });
        expect(unchanged.answeredByLane).toBe(true);
        expect(unchanged.viaLane.status).toBe(304);
        expect(unchanged.viaLane.body.length).toBe(0);
        // A 304 carries the Vary its 200 would have (RFC 9110, 15.4.5), so a cache keys it the same way.
        expect(unchanged.viaLane.headers.vary).toBe('Accept-Encoding');
        expect(comparable(unchanged.viaLane)).toEqual(comparable(unchanged.viaExpress));
      }
    }
    // A write elsewhere ends every stamp; the answers did not change, so their hashes still match.
    await t.request().patch('/api/auth/me').set(ben.auth).send({ full_name: 'Ben Again' }).expect(200);
    const first = await rawRequest(lane, `/api/events/${eventId}`, ben.auth);
    await t.request().post('/api/comments/').set(ben.auth).send({ event_id: eventId, content: 'One more' }).expect(201);
    const afterWrite = await both(`/api/events/${eventId}`, { ...ben.auth, 'If-None-Match': first.headers.etag ?? '' });
    expect(afterWrite.viaLane.status).toBe(304);
    expect(comparable(afterWrite.viaLane)).toEqual(comparable(afterWrite.viaExpress));
    expect(faults).toEqual([]);
  });

  it('hands Express what it does not answer itself, and the client sees Express answer it', async () => {
    const { ada, ben, eventId, privateId } = await seed();
    const outsider = await signUp(t);
    const cases: [string, Record<string, string>, number][] = [
      // No credential, an unknown one, one written another way.
      [`/api/events/${eventId}`, {}, 401],
      [`/api/events/${eventId}`, { Authorization: 'Bearer not-a-session' }, 401],
      [`/api/events/${eventId}`, { Authorization: `bearer  ${ben.token}` }, 401],
      // Bad parameters and queries: a 400 naming the field.
      ['/api/events/abc', ben.auth, 400],
      [`/api/events/community/1?when=soon`, ben.auth, 400],
      [`/api/events/${eventId}/comments?limit=0`, ben.auth, 400],
      // What the viewer may not see, or what is not there: a 404.
      [`/api/events/${privateId}`, ben.auth, 404],
      [`/api/events/${eventId}`, outsider.auth, 404],
      ['/api/events/999999', ada.auth, 404],
      // Another spelling of the same path.
      [`/api/events/${eventId}/`, ben.auth, 200],
      [`/API/Events/${eventId}`, ben.auth, 200],
      [`/api/events/${[...String(eventId)].map((digit) => `%3${digit}`).join('')}`, ben.auth, 200],
    ];
    for (const [path, headers, status] of cases) {
      const before = handedOver;
      const { viaLane, viaExpress } = await both(path, headers);
      expect({ path, status: viaLane.status, handed: handedOver > before }).toEqual({ path, status, handed: true });
      expect(comparable(viaLane)).toEqual(comparable(viaExpress));
    }
    // A GET with a body: Express reads the body and judges it.
    const withBody = (listener: http.RequestListener) =>
      new Promise<number>((resolve, reject) => {
        const server = http.createServer(listener).listen(0, '127.0.0.1', () => {
          const { port } = server.address() as { port: number };
          const headers = { ...ben.auth, 'Content-Type': 'application/json', 'Content-Length': '7' };
          const req = http.request({ host: '127.0.0.1', port, path: `/api/events/${eventId}`, method: 'GET', headers }, (res) => {
            res.resume();
            res.on('end', () => server.close(() => resolve(res.statusCode ?? 0)));
          });
          req.on('error', reject);
          req.end('{"x":1}');
        });
      });
    const before = handedOver;
    expect(await withBody(lane)).toBe(await withBody(express));
    expect(handedOver).toBe(before + 1);
    expect(faults).toEqual([]);
  });

  it("writes the request log's line as Express's request log does", async () => {
    const { ben, eventId } = await seed();
    const lines: Record<string, unknown>[] = [];
    const { pino } = await import('pino');
    const { Writable } = await import('node:stream');
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString('utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line) as Record<string, unknown>));
        done();
      },
    });
    const logger = pino({ level: 'info' }, stream);
    const headers = securityHeaderSet();
    const app = createApp({ ...t.deps, logger }, headers);
    const logged = readLane({ ...t.deps, logger }, { routes: hotReads, fallback: app, securityHeaders: headers, isSecure: () => false });
    const byLane = await rawRequest(logged, `/api/events/${eventId}?code=abc`, { ...ben.auth, 'X-Request-Id': 'proxy-1' });
    const byExpress = await rawRequest(app, `/api/events/${eventId}?code=abc`, { ...ben.auth, 'X-Request-Id': 'proxy-2' });
    expect([byLane.headers['x-request-id'], byExpress.headers['x-request-id']]).toEqual(['proxy-1', 'proxy-2']);
    const shape = (line: Record<string, unknown>) => ({ ...line, time: 0, responseTime: 0, req: { ...(line.req as object), id: '' } });
    expect(lines).toHaveLength(2);
    expect(shape(lines[0] ?? {})).toEqual(shape(lines[1] ?? {}));
    expect(lines[0]).toMatchObject({ msg: 'request completed', member: ben.user.id, req: { id: 'proxy-1', method: 'GET', path: `/api/events/${eventId}` }, res: { status: 200 } });
  });

  it('sends HSTS exactly when Express does: over https as a trusted proxy says, never over plain http', async () => {
    // Without TRUST_PROXY, what a client says of its protocol is not believed.
    const untrusted = await seed();
    const spoofed = await both(`/api/events/${untrusted.eventId}`, { ...untrusted.ben.auth, 'X-Forwarded-Proto': 'https' });
    expect(spoofed.viaLane.headers['strict-transport-security']).toBeUndefined();
    expect(comparable(spoofed.viaLane)).toEqual(comparable(spoofed.viaExpress));
    await t.close();
    t = await createTestApp({ trustProxy: 1 });
    build(t);
    const { ben, eventId } = await seed();
    for (const [forwarded, hsts] of [
      [{ 'X-Forwarded-Proto': 'https' }, true],
      [{ 'X-Forwarded-Proto': 'https, http' }, true],
      [{ 'X-Forwarded-Proto': 'http' }, false],
      [{}, false],
    ] as [Record<string, string>, boolean][]) {
      const { viaLane, viaExpress, answeredByLane } = await both(`/api/events/${eventId}`, { ...ben.auth, ...forwarded });
      expect(answeredByLane).toBe(true);
      expect(viaLane.headers['strict-transport-security'] !== undefined).toBe(hsts);
      expect(comparable(viaLane)).toEqual(comparable(viaExpress));
    }
  });

  it('closes the connection after its answer while the server drains, as Express does', async () => {
    const { ben, eventId } = await seed();
    const lifecycle = createLifecycle();
    t.deps.lifecycle = lifecycle;
    build(t);
    const open = await both(`/api/events/${eventId}`, ben.auth);
    expect(open.viaLane.headers.connection).toBe('keep-alive');
    lifecycle.startDraining();
    const draining = await both(`/api/events/${eventId}`, ben.auth);
    expect(draining.answeredByLane).toBe(true);
    expect(draining.viaLane.headers.connection).toBe('close');
    expect(comparable(draining.viaLane)).toEqual(comparable(draining.viaExpress));
  });
});
