import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutbound, OutboundError, parseAllowList } from '../../../server/integrations/outbound';

/** A local site with a page per path; it counts its connections. */
async function site(routes: Record<string, http.RequestListener>) {
  let connections = 0;
  const server = http.createServer((req, res) => {
    const route = routes[new URL(req.url ?? '/', 'http://x').pathname];
    if (route) {
      route(req, res);
    } else {
      res.writeHead(404).end();
    }
  });
  server.on('connection', () => {
    connections += 1;
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    host: `127.0.0.1:${port}`,
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    connections: () => connections,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

const html = (body: string): http.RequestListener => (_req, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);
const redirect = (to: string, status = 302): http.RequestListener => (_req, res) => res.writeHead(status, { location: to }).end();

let allowed: Awaited<ReturnType<typeof site>>;
let inner: Awaited<ReturnType<typeof site>>;
beforeAll(async () => {
  inner = await site({ '/': html('internal admin page') });
  allowed = await site({
    '/page': html('<h1>Quiz night</h1>'),
    '/to-metadata': redirect('http://169.254.169.254/latest/meta-data/'),
    '/to-file': redirect('file:///etc/passwd'),
    '/relative': redirect('/page', 301),
    '/echo-auth': (req, res) => res.writeHead(200, { 'content-type': 'text/plain' }).end(String(req.headers.authorization ?? 'none')),
    '/png': (_req, res) => res.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.alloc(10)),
    '/big': (_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(Buffer.alloc(3 * 1024 * 1024, 97)),
    '/big-chunked': (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      const chunk = Buffer.alloc(64 * 1024, 98);
      let sent = 0;
      const more = () => {
        let flowing = true;
        while (sent < 40 && flowing) {
          sent += 1;
          flowing = res.write(chunk);
        }
        if (sent < 40) {
          res.once('drain', more);
        } else {
          res.end();
        }
      };
      more();
    },
    '/bomb': (_req, res) => res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' }).end(zlib.gzipSync(Buffer.alloc(50 * 1024 * 1024))),
    '/gzip': (_req, res) => res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' }).end(zlib.gzipSync('<p>small</p>')),
    '/slow': (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.write('<p>');
      setTimeout(() => res.end('late</p>'), 5000).unref();
    },
    '/silent': () => undefined,
    '/forbidden': (_req, res) => res.writeHead(403, { 'content-type': 'text/html' }).end('<h1>Access denied</h1>'),
    ...Object.fromEntries(Array.from({ length: 7 }, (_, i) => [`/hop${i}`, redirect(`/hop${i + 1}`)])),
    '/hop7': html('arrived'),
  });
});
afterAll(async () => {
  await allowed.close();
  await inner.close();
});

/** The install allows the local site (as OUTBOUND_ALLOWED_HOSTS would an intranet host), not `inner`. */
const outbound = () => createOutbound({ allowedHosts: allowed.host });
const reason = async (work: Promise<unknown>) => {
  const err = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(OutboundError);
  return (err as OutboundError).reason;
};

describe('an allowed host', () => {
  it('is fetched, with the body, media type and final address', async () => {
    const res = await outbound().request(allowed.url('/relative'));
    expect(res).toMatchObject({ status: 200, mediaType: 'text/html', url: allowed.url('/page'), redirects: 1 });
    expect(res.body.toString()).toBe('<h1>Quiz night</h1>');
  });

  it('answers a refusal status as a status, for the caller to explain', async () => {
    const res = await outbound().request(allowed.url('/forbidden'));
    expect(res.status).toBe(403);
  });

  it('is reached only on the port the entry names', async () => {
    expect(await reason(createOutbound({ allowedHosts: `127.0.0.1:${allowed.port + 1}` }).request(allowed.url('/page')))).toBe('blocked_address');
  });

  it('is reached through a CIDR entry, or through alsoAllow for one call', async () => {
    expect((await createOutbound({ allowedHosts: '127.0.0.0/8' }).request(allowed.url('/page'))).status).toBe(200);
    expect((await createOutbound().request(allowed.url('/page'), { alsoAllow: [allowed.url('/')] })).status).toBe(200);
    expect(await reason(createOutbound().request(allowed.url('/page')))).toBe('blocked_address');
  });
});

describe('redirects', () => {
  it('to a host that is not allowed are refused at the hop, and nothing reaches that host', async () => {
    const hop = await site({ '/': redirect(inner.url('/')) });
    try {
      const gate = createOutbound({ allowedHosts: hop.host });
      expect(await reason(gate.request(hop.url('/')))).toBe('blocked_address');
      expect(inner.connections()).toBe(0);
    } finally {
      await hop.close();
    }
  });

  it('to the metadata address or to a file are refused', async () => {
    expect(await reason(outbound().request(allowed.url('/to-metadata')))).toBe('blocked_address');
    expect(await reason(outbound().request(allowed.url('/to-file')))).toBe('unsupported_scheme');
  });

  it('are followed five times at most', async () => {
    expect((await outbound().request(allowed.url('/hop2'))).body.toString()).toBe('arrived');
    expect(await reason(outbound().request(allowed.url('/hop1')))).toBe('too_many_redirects');
    expect(await reason(outbound().request(allowed.url('/hop5'), { maxRedirects: 1 }))).toBe('too_many_redirects');
  });

  it('never carry credentials to another origin', async () => {
    const other = await site({ '/': redirect(allowed.url('/echo-auth')) });
    try {
      const gate = createOutbound({ allowedHosts: [allowed.host, other.host] });
      const res = await gate.request(other.url('/'), { headers: { Authorization: 'Bearer secret' } });
      expect(res.body.toString()).toBe('none');
    } finally {
      await other.close();
    }
  });
});

describe('limits of one call', () => {
  it('refuses a body over the size limit, declared or streamed, and a small body that inflates past it', async () => {
    expect(await reason(outbound().request(allowed.url('/big')))).toBe('too_large');
    expect(await reason(outbound().request(allowed.url('/big-chunked')))).toBe('too_large');
    expect(await reason(outbound().request(allowed.url('/bomb')))).toBe('too_large');
    expect((await outbound().request(allowed.url('/big-chunked'), { maxBytes: 3 * 1024 * 1024 })).body.length).toBe(40 * 64 * 1024);
  });

  it('reads a compressed page', async () => {
    expect((await outbound().request(allowed.url('/gzip'))).body.toString()).toBe('<p>small</p>');
  });

  it('gives up at the time limit, on a silent server and on one that stops half way', async () => {
    for (const path of ['/silent', '/slow']) {
      const started = Date.now();
      expect(await reason(outbound().request(allowed.url(path), { timeoutMs: 300 }))).toBe('timeout');
      expect(Date.now() - started).toBeLessThan(2000);
    }
  });

  it('refuses a media type the caller does not take', async () => {
    const onlyPages = (type: string) => type === 'text/html';
    expect(await reason(outbound().request(allowed.url('/png'), { acceptContentType: onlyPages }))).toBe('unsupported_content_type');
    expect((await outbound().request(allowed.url('/page'), { acceptContentType: onlyPages })).status).toBe(200);
  });
});

describe('OUTBOUND_ALLOWED_HOSTS', () => {
  it('reads host names, host:port, addresses and CIDR ranges', () => {
    expect(parseAllowList(' intranet.example , wiki.example:8080, 10.0.0.0/8, 192.168.1.5:8443, [fd00::1]:8080, fd00::/8 ').map((rule) => rule.kind)).toEqual([
      'host',
      'host',
      'range',
      'range',
      'range',
      'range',
    ]);
    expect(parseAllowList('')).toEqual([]);
  });

  it('refuses an entry it cannot read', () => {
    expect(() => parseAllowList('intranet.example:http')).toThrow(/not a port/);
    expect(() => parseAllowList('10.0.0.0/99')).toThrow(/not an address range/);
    expect(() => parseAllowList('under_score!.example')).toThrow(/not a host name/);
  });
});
