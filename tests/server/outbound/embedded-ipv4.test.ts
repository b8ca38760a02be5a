import diagnostics from 'node:diagnostics_channel';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createOutbound, isPublicAddress, OutboundError } from '../../../server/integrations/outbound';
import type { Resolve } from '../../../server/integrations/outbound';

/**
 * IPv6 addresses that carry an IPv4 address reach the host they carry: the gate judges that
 * host. Each form is written with the loopback or metadata address inside it, and with a public
 * one (which must stay reachable: on an IPv6-only network, DNS64 answers every IPv4-only site
 * with a NAT64 address).
 */
const hidden: [string, string][] = [
  ['IPv4-compatible loopback, dotted', '::127.0.0.1'],
  ['IPv4-compatible metadata, dotted', '::169.254.169.254'],
  ['IPv4-compatible loopback, hex', '::7f00:1'],
  ['IPv4-compatible loopback, every group written', '0:0:0:0:0:0:127.0.0.1'],
  ['IPv4-compatible private', '::10.0.0.1'],
  ['IPv4-mapped metadata', '::ffff:169.254.169.254'],
  ['IPv4-translated loopback (RFC 6145)', '::ffff:0:127.0.0.1'],
  ['NAT64 loopback', '64:ff9b::127.0.0.1'],
  ['NAT64 metadata', '64:ff9b::a9fe:a9fe'],
  ['local-use NAT64 metadata, /96', '64:ff9b:1::a9fe:a9fe'],
  ['local-use NAT64 loopback, /48', '64:ff9b:1:7f00:0:1::'],
  ['6to4 metadata', '2002:a9fe:a9fe::1'],
  ['6to4 private', '2002:c0a8:101::1'],
  ['Teredo with a loopback client (bits inverted)', '2001:0:4136:e378:8000:63bf:80ff:fffe'],
  ['Teredo with a private server', '2001:0:a00:1:8000:63bf:f7f7:f7f7'],
];

const reachable: [string, string][] = [
  ['IPv4-compatible public', '::8.8.8.8'],
  ['NAT64 public (DNS64)', '64:ff9b::93.184.216.34'],
  ['6to4 public', '2002:808:808::1'],
  ['Teredo with a public server and client', '2001:0:4136:e378:8000:63bf:f7f7:f7f7'],
  ['ordinary global unicast', '2606:4700::1111'],
];

describe('an IPv6 address that embeds an IPv4 address is judged by the address it embeds', () => {
  it.each(hidden)('%s (%s) is not public', (_name, address) => {
    expect(isPublicAddress(address)).toBe(false);
    expect(isPublicAddress(`[${address}]`)).toBe(false);
  });

  it.each(reachable)('%s (%s) is public', (_name, address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

/** Sockets that went out on the network while a test ran (see outbound-ssrf.test.ts). */
const reached: string[] = [];
const onSocket = (message: unknown) => {
  const socket = (message as { socket: Socket }).socket;
  socket.on('lookup', (err: Error | null, address: string) => {
    if (!err) {
      reached.push(`lookup ${address}`);
    }
  });
  socket.on('connect', () => reached.push(`connect ${socket.remoteAddress ?? ''}`));
  socket.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code) {
      reached.push(`failed ${err.code}`);
    }
  });
};
diagnostics.subscribe('net.client.socket', onSocket);
afterAll(() => diagnostics.unsubscribe('net.client.socket', onSocket));
afterEach(() => {
  reached.length = 0;
});

/** Each hidden address under a name, as a hostile DNS zone could answer. */
const zone = new Map(hidden.map(([, address], index) => [`hidden${index}.example`, address]));
const resolve: Resolve = (hostname, callback) => {
  const address = zone.get(hostname.toLowerCase());
  callback(address ? null : Object.assign(new Error('not found'), { code: 'ENOTFOUND' }), address ? [{ address, family: 6 }] : []);
};

async function reason(work: Promise<unknown>): Promise<string> {
  const err = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(OutboundError);
  return (err as OutboundError).reason;
}

/** A site the install allows (as OUTBOUND_ALLOWED_HOSTS would an intranet host) that redirects to `?to=`. */
let hop: http.Server;
let hopHost = '';
beforeAll(async () => {
  hop = http.createServer((req, res) => {
    const to = new URL(req.url ?? '/', 'http://x').searchParams.get('to') ?? '/';
    res.writeHead(302, { location: to }).end();
  });
  await new Promise<void>((done) => hop.listen(0, '127.0.0.1', done));
  hopHost = `127.0.0.1:${(hop.address() as AddressInfo).port}`;
});
afterAll(async () => {
  hop.closeAllConnections();
  await new Promise<void>((done) => hop.close(() => done()));
});

describe('the outbound gate refuses every such form, with no connection attempted', () => {
  it.each(hidden)('%s as an address literal (%s)', async (_name, address) => {
    expect(await reason(createOutbound({ resolve }).request(`http://[${address}]/latest/meta-data/`, { timeoutMs: 2000 }))).toBe('blocked_address');
    expect(reached).toEqual([]);
  });

  it.each(hidden.map(([name], index) => [name, `hidden${index}.example`]))('%s behind a name (%s), checked at connect time', async (_name, host) => {
    expect(await reason(createOutbound({ resolve }).request(`http://${host}/`, { timeoutMs: 2000 }))).toBe('blocked_address');
    expect(reached).toEqual([]);
  });

  it.each(hidden)('%s as a client library connects to it through an agent (%s)', async (_name, address) => {
    const { http: agent } = createOutbound({ resolve }).agents();
    const failure = await new Promise<Error>((done) => {
      http.get({ host: address, port: 80, path: '/', agent }).on('error', done);
    });
    expect((failure as OutboundError).reason).toBe('blocked_address');
    expect(reached).toEqual([]);
  });

  it.each(hidden)('%s as a redirect target (%s)', async (_name, address) => {
    const gate = createOutbound({ resolve, allowedHosts: hopHost });
    const target = encodeURIComponent(`http://[${address}]/latest/meta-data/`);
    expect(await reason(gate.request(`http://${hopHost}/?to=${target}`, { timeoutMs: 2000 }))).toBe('blocked_address');
    // The only connection made is the one to the allowed site that redirected.
    expect(reached.filter((line) => !line.startsWith('connect 127.0.0.1'))).toEqual([]);
  });
});
