import diagnostics from 'node:diagnostics_channel';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createOutbound, OutboundError } from '../../../server/integrations/outbound';
import type { Resolve } from '../../../server/integrations/outbound';
import { systemResolve } from '../../../server/integrations/outbound/guarded-agents';

/**
 * Client sockets that went out on the network while a test ran: one that connected, that got an
 * address from its lookup (and so tried it), or that failed as only a real attempt fails. A
 * refused address literal gets no socket at all; a refused name gets one whose lookup fails.
 */
const reached: string[] = [];
const ATTEMPT_FAILURES = new Set(['ECONNREFUSED', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ECONNRESET']);
const onSocket = (message: unknown) => {
  const socket = (message as { socket: Socket }).socket;
  socket.on('lookup', (err: Error | null, address: string) => {
    if (!err) {
      reached.push(`lookup ${address}`);
    }
  });
  socket.on('connect', () => reached.push(`connect ${socket.remoteAddress ?? ''}`));
  socket.on('error', (err: NodeJS.ErrnoException) => {
    if (ATTEMPT_FAILURES.has(err.code ?? '')) {
      reached.push(`failed ${err.code ?? ''}`);
    }
  });
};
diagnostics.subscribe('net.client.socket', onSocket);
afterAll(() => diagnostics.unsubscribe('net.client.socket', onSocket));
afterEach(() => {
  reached.length = 0;
});

/** Names for the tests: what a hostile DNS zone could answer. Other names go to the system resolver. */
const ZONE: Record<string, string[]> = {
  'internal.example': ['10.1.2.3'],
  'metadata.example': ['169.254.169.254'],
  'loopback6.example': ['::1'],
  'mixed.example': ['::1', '127.0.0.1'],
  'mapped.example': ['::ffff:127.0.0.1'],
  'public.example': ['93.184.216.34'],
  'rebind.example': ['8.8.8.8', '127.0.0.1'],
};
const resolve: Resolve = (hostname, callback) => {
  const answer = ZONE[hostname.toLowerCase()];
  if (answer) {
    callback(null, answer.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })));
  } else {
    systemResolve(hostname, callback);
  }
};

/** A server on loopback that counts every connection made to it. */
async function canary(handler: http.RequestListener = (_req, res) => res.end('secret')) {
  let connections = 0;
  const server = http.createServer(handler);
  server.on('connection', () => {
    connections += 1;
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    connections: () => connections,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

let target: Awaited<ReturnType<typeof canary>>;
beforeAll(async () => {
  target = await canary();
});
afterAll(async () => {
  await target.close();
});

const outbound = () => createOutbound({ resolve });

async function refusal(url: string): Promise<string> {
  try {
    await outbound().request(url, { timeoutMs: 2000 });
  } catch (err) {
    expect(err).toBeInstanceOf(OutboundError);
    return (err as OutboundError).reason;
  }
  throw new Error(`${url} was fetched`);
}

describe('outbound requests refuse what is not the public internet, before any socket opens', () => {
  const tricks: [string, string][] = [
    ['loopback', 'http://127.0.0.1/'],
    ['short loopback', 'http://127.1/'],
    ['decimal loopback', 'http://2130706433/'],
    ['hex loopback', 'http://0x7f000001/'],
    ['dotted hex loopback', 'http://0x7f.0.0.1/'],
    ['octal loopback', 'http://0177.0.0.1/'],
    ['whole octal loopback', 'http://017700000001/'],
    ['IPv6 loopback', 'http://[::1]/'],
    ['IPv4-mapped IPv6 loopback', 'http://[::ffff:127.0.0.1]/'],
    ['IPv4-mapped IPv6 loopback in hex', 'http://[::ffff:7f00:1]/'],
    ['NAT64 loopback', 'http://[64:ff9b::7f00:1]/'],
    ['6to4 loopback', 'http://[2002:7f00:1::]/'],
    ['unspecified 0.0.0.0', 'http://0.0.0.0/'],
    ['unspecified as 0', 'http://0/'],
    ['IPv6 unspecified', 'http://[::]/'],
    ['localhost', 'http://localhost/'],
    ['localhost with a final dot, in capitals', 'http://LOCALHOST./'],
    ['cloud metadata', 'http://169.254.169.254/latest/meta-data/'],
    ['cloud metadata, IPv4-mapped', 'http://[::ffff:a9fe:a9fe]/'],
    ['private 10/8', 'http://10.0.0.1/'],
    ['private 172.16/12', 'http://172.16.5.4/'],
    ['private 192.168/16', 'http://192.168.1.1/'],
    ['carrier-grade NAT', 'http://100.64.0.1/'],
    ['multicast', 'http://224.0.0.1/'],
    ['broadcast', 'http://255.255.255.255/'],
    ['reserved 240/4', 'http://240.0.0.1/'],
    ['benchmarking 198.18/15', 'http://198.18.0.1/'],
    ['IETF protocol assignments 192.0.0/24', 'http://192.0.0.1/'],
    ['documentation 203.0.113/24', 'http://203.0.113.9/'],
    ['IPv6 link-local', 'http://[fe80::1]/'],
    ['IPv6 unique-local', 'http://[fd00::1]/'],
    ['a name that resolves to a private address', 'http://internal.example/'],
    ['a name that resolves to the metadata address', 'http://metadata.example/'],
    ['a name that resolves to IPv6 loopback', 'http://loopback6.example/'],
    ['a name whose every address is loopback', 'http://mixed.example/'],
    ['a name that resolves to IPv4-mapped loopback', 'http://mapped.example/'],
  ];
  it.each(tricks)('%s (%s)', async (_name, url) => {
    expect(await refusal(url)).toBe('blocked_address');
    expect(reached).toEqual([]);
  });

  it.each([
    ['file:', 'file:///etc/passwd'],
    ['gopher:', 'gopher://127.0.0.1:70/_stats'],
    ['ftp:', 'ftp://public.example/'],
    ['dict:', 'dict://127.0.0.1:11211/stats'],
    ['data:', 'data:text/html,<h1>hi</h1>'],
    ['javascript:', 'javascript:alert(1)'],
  ])('refuses the %s scheme', async (_name, url) => {
    expect(await refusal(url)).toBe('unsupported_scheme');
    expect(reached).toEqual([]);
  });

  it('refuses a user name or password in the address', async () => {
    expect(await refusal('http://user:pass@public.example/')).toBe('credentials_in_url');
    expect(await refusal('http://public.example@public.example/')).toBe('credentials_in_url');
    // The host is what follows the @: never fetched, and not even looked at since the address carries a user name.
    expect(await refusal('http://public.example@127.0.0.1/')).toBe('credentials_in_url');
    expect(reached).toEqual([]);
  });

  it('refuses ports other than 80 and 443 on public hosts, and any port on a loopback one', async () => {
    expect(await refusal('http://public.example:22/')).toBe('blocked_port');
    expect(await refusal('https://public.example:8443/')).toBe('blocked_port');
    expect(await refusal(`http://127.0.0.1:${target.port}/`)).toBe('blocked_address');
    expect(reached).toEqual([]);
    expect(target.connections()).toBe(0);
  });

  it('refuses what is not a web address at all', async () => {
    expect(await refusal('not a url')).toBe('bad_url');
    expect(await refusal('http://')).toBe('bad_url');
  });

  it('connects a name with a public and a private answer only to the public one (DNS rebinding gains nothing)', async () => {
    const attempts: string[] = [];
    const watch = (message: unknown) => (message as { socket: Socket }).socket.on('lookup', (_err, address: string) => attempts.push(address));
    diagnostics.subscribe('net.client.socket', watch);
    try {
      // No route to the internet here: the attempt fails or times out, but only ever towards 8.8.8.8.
      await outbound().request('http://rebind.example/', { timeoutMs: 1000 }).catch(() => undefined);
    } finally {
      diagnostics.unsubscribe('net.client.socket', watch);
    }
    expect(attempts.length).toBeGreaterThan(0);
    expect(attempts.every((address) => address === '8.8.8.8')).toBe(true);
  });
});

describe('agents handed to client libraries', () => {
  it('refuse a host in a notation the URL parser never normalised (the resolver reads it, the address is checked)', async () => {
    const { http: agent } = outbound().agents();
    const failure = await new Promise<Error>((done) => {
      const req = http.request({ host: '0x7f000001', port: 80, path: '/', agent });
      req.on('error', done);
      req.end();
    });
    expect(failure).toBeInstanceOf(OutboundError);
    expect((failure as OutboundError).reason).toBe('blocked_address');
  });

  it('refuse a Unix socket', async () => {
    const { http: agent } = outbound().agents();
    const failure = await new Promise<Error>((done) => {
      const req = http.request({ socketPath: '/var/run/docker.sock', path: '/containers/json', agent });
      req.on('error', done);
      req.end();
    });
    expect((failure as OutboundError).reason).toBe('blocked_address');
    expect(reached).toEqual([]);
  });

  it('reach a configured service through alsoAllow, and nothing else on that host', async () => {
    const agents = outbound().agents({ alsoAllow: [target.origin] });
    const body = await new Promise<string>((done, fail) => {
      http.get(`${target.origin}/`, { agent: agents.for(target.origin) }, (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => done(text));
      }).on('error', fail);
    });
    expect(body).toBe('secret');
    const other = await new Promise<Error>((done) => {
      http.get(`http://127.0.0.1:${target.port + 1}/`, { agent: agents.http }).on('error', done);
    });
    expect((other as OutboundError).reason).toBe('blocked_address');
  });
});
