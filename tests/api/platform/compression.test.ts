import zlib from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCommunity, createEvent, signUp } from '../../support/factories';
import { rawRequest } from '../../support/raw-http';
import { createTestApp } from '../../support/test-app';
import type { TestApp } from '../../support/test-app';

function decode(encoding: string | undefined, bytes: Buffer): unknown {
  const text = encoding === 'br' ? zlib.brotliDecompressSync(bytes) : encoding === 'gzip' ? zlib.gunzipSync(bytes) : bytes;
  return JSON.parse(text.toString('utf8'));
}

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

describe('API responses over 1 KB are compressed', () => {
  it('in brotli for a browser, gzip for a client that takes only gzip, as they are for one that takes neither', async () => {
    const plain = await rawRequest(t.listener, '/api/openapi.json', { 'Accept-Encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const document = decode(undefined, plain.body);

    for (const [accept, expected] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const res = await rawRequest(t.listener, '/api/openapi.json', { 'Accept-Encoding': accept });
      expect([res.status, res.headers['content-encoding']]).toEqual([200, expected]);
      expect(res.headers.vary).toMatch(/Accept-Encoding/i);
      expect(res.body.length).toBeLessThan(plain.body.length / 4);
      expect(decode(expected, res.body)).toEqual(document);
    }
  });

  it("a member's event list too, while a small answer goes as it is (with Vary, for caches)", async () => {
    const ada = await signUp(t);
    const communityId = (await createCommunity(t, ada, { name: 'Tokyo Runners', description: 'x'.repeat(400) })).id;
    for (let i = 0; i < 6; i += 1) {
      await createEvent(t, ada, { community_id: communityId, title: `Sunrise run ${i}`, description: 'Five easy kilometres, then coffee. '.repeat(10), start_datetime: '2030-01-0' + (i + 1) + 'T07:00:00Z' });
    }
    const list = await rawRequest(t.listener, `/api/events/community/${communityId}`, { ...ada.auth, 'Accept-Encoding': 'br' });
    expect([list.status, list.headers['content-encoding']]).toEqual([200, 'br']);
    expect((decode('br', list.body) as Array<{ title: string }>).map((event) => event.title).sort()).toEqual(
      Array.from({ length: 6 }, (_, i) => `Sunrise run ${i}`),
    );

    const health = await t.request().get('/api/health').set('Accept-Encoding', 'br, gzip').expect(200);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.headers.vary).toMatch(/Accept-Encoding/i);
  });

  it('keeps ETags and 304s working: every copy carries the same weak ETag, which If-None-Match matches whatever the encoding', async () => {
    const first = await rawRequest(t.listener, '/api/openapi.json', { 'Accept-Encoding': 'br' });
    expect(first.headers['content-encoding']).toBe('br');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    // One tag rule for every GET of the API: the same tag for the plain copy, and a tag a client
    // sends back without its W/ still matches (tags compare weakly).
    const plain = await t.request().get('/api/openapi.json').set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers.etag).toBe(etag);
    const strong = etag.slice(2);

    for (const known of [etag, strong]) {
      const again = await rawRequest(t.listener, '/api/openapi.json', { 'Accept-Encoding': 'br', 'If-None-Match': known });
      expect(again.status).toBe(304);
      expect(again.headers['content-encoding']).toBeUndefined();
      expect(again.body.length).toBe(0);
    }
  });
});
