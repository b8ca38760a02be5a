import fs from 'node:fs';
import zlib from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBuild } from '../../support/fake-build';
import type { FakeBuild } from '../../support/fake-build';
import { rawRequest } from '../../support/raw-http';
import { createTestApp } from '../../support/test-app';
import type { TestApp } from '../../support/test-app';

let t: TestApp;
let build: FakeBuild;
beforeEach(async () => {
  build = fakeBuild();
  t = await createTestApp({ staticDir: build.dir });
});
afterEach(async () => {
  await t.close();
  build.remove();
});

const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('the built web app', () => {
  it("is sent as the build's brotli copy to a browser, gzip to a gzip-only client, as it is otherwise, with Vary", async () => {
    for (const [accept, coding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['identity', undefined],
      ['', undefined],
    ] as const) {
      const res = await rawRequest(t.listener, build.script, accept ? { 'Accept-Encoding': accept } : {});
      expect([accept, res.status, res.headers['content-encoding']]).toEqual([accept, 200, coding]);
      expect(res.headers['content-type']).toMatch(/^text\/javascript/);
      expect(res.headers.vary).toMatch(/Accept-Encoding/i);
      const text = coding === 'br' ? zlib.brotliDecompressSync(res.body) : coding === 'gzip' ? zlib.gunzipSync(res.body) : res.body;
      expect(text.toString('utf8')).toBe(build.scriptText);
      if (coding) {
        expect(res.body.length).toBeLessThan(build.scriptText.length / 10);
      }
    }
  });

  it('caches hashed files for a year, immutable, and makes index.html, the service worker and icons revalidate', async () => {
    for (const accept of ['br', 'identity']) {
      expect((await rawRequest(t.listener, build.script, { 'Accept-Encoding': accept })).headers['cache-control']).toBe(IMMUTABLE);
    }
    const worker = await rawRequest(t.listener, '/sw.js', { 'Accept-Encoding': 'br' });
    expect([worker.headers['content-encoding'], worker.headers['cache-control']]).toEqual(['br', 'no-cache']);
    for (const url of ['/index.html', '/', '/home', '/icons/icon-512.png']) {
      expect([url, (await t.request().get(url).expect(200)).headers['cache-control']]).toEqual([url, 'no-cache']);
    }
  });

  it('answers 404, not the app page, for a hashed file that does not exist (an old page asking for a past version)', async () => {
    const res = await t.request().get('/assets/app-start-OLD.js').expect(404);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
  });

  it("names the address's screen code as modulepreload links: the app's frame (with Ionic) for pages in it, the signed-in frame only for signed-in ones", async () => {
    const preloads = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1]);
    const home = (await t.request().get('/home').expect(200)).text;
    expect(preloads(home)).toEqual(
      expect.arrayContaining(['/assets/full-app-F1.js', '/assets/app-layout-L2.js', '/assets/ionic-app-I1.js', '/assets/signed-in-frame-S1.js', '/assets/home-page-H1.js', '/assets/shared-X1.js']),
    );
    expect(home).toContain('<link rel="preload" as="style" crossorigin href="/assets/ionic-app-I1.css" />');
    // The entry's own chunks are in index.html already, once.
    expect(home.match(/app-start-A1\.js/g)).toHaveLength(1);

    const login = preloads((await t.request().get('/login').expect(200)).text);
    expect(login).toEqual(expect.arrayContaining(['/assets/full-app-F1.js', '/assets/app-layout-L2.js', '/assets/ionic-app-I1.js', '/assets/login-page-L1.js']));
    expect(login).not.toContain('/assets/signed-in-frame-S1.js');
    expect(preloads((await t.request().get('/').expect(200)).text)).toEqual(['/assets/app-start-A1.js']);
  });

  it('sends index.html compressed, with no inline script added', async () => {
    const res = await rawRequest(t.listener, '/events/12', { 'Accept-Encoding': 'gzip, br' });
    expect([res.status, res.headers['content-encoding']]).toEqual([200, 'br']);
    const html = zlib.brotliDecompressSync(res.body).toString('utf8');
    for (const script of html.match(/<script\b[^>]*>/g) ?? []) {
      expect(script).toMatch(/\bsrc="/);
    }
  });
});

describe('a built file changed after the build', () => {
  it('is sent as it now is, not as its older compressed copy', async () => {
    const later = new Date(Date.now() + 60_000);
    const worker = `${build.dir}/sw.js`;
    fs.appendFileSync(worker, '// a new version\n');
    fs.utimesSync(worker, later, later);
    const res = await rawRequest(t.listener, '/sw.js', { 'Accept-Encoding': 'br' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.toString('utf8')).toContain('// a new version');
  });
});
