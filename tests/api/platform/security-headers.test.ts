import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp } from '../../support/test-app';
import type { TestApp } from '../../support/test-app';

/** Finding 7 of the security review: a foreign page could frame /login; no CSP, no HSTS. */
let t: TestApp;
afterEach(async () => {
  await t.close();
});

/** The policy's directives by name. */
function csp(header: string | undefined): Map<string, string[]> {
  return new Map(
    (header ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name as string, values]),
  );
}

describe('browser security headers', () => {
  it('forbid framing and foreign or inline scripts on the web app and the API, and send no HSTS over http', async () => {
    const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gather-static-'));
    fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>Gather</title>');
    t = await createTestApp({ staticDir });
    for (const url of ['/', '/login', '/api/health', '/api/no-such-route']) {
      const res = await t.request().get(url);
      const policy = csp(res.headers['content-security-policy']);
      expect([url, policy.get('frame-ancestors')]).toEqual([url, ["'none'"]]);
      expect(policy.get('script-src')).toEqual(["'self'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      // Inline handlers: only the exact body of Ionic React's event-support probe ("return;").
      expect(policy.get('script-src-attr')).toEqual(["'unsafe-hashes'", "'sha256-i+qr4lq34KgNHiW62lWi9aInEBwiEOrfCzaNPCvkqD8='"]);
      expect(policy.get('default-src')).toEqual(["'self'"]);
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
    fs.rmSync(staticDir, { recursive: true, force: true });
  });

  it('send HSTS when the request came over https through the trusted proxy, and only then', async () => {
    t = await createTestApp({ trustProxy: 1 });
    const secure = await t.request().get('/api/health').set('X-Forwarded-Proto', 'https').expect(200);
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000');
    const plain = await t.request().get('/api/health').set('X-Forwarded-Proto', 'http').expect(200);
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });
});
