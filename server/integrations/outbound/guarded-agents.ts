import dns from 'node:dns';
import type { LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { normalHost, refusal } from '../../net/address-rules';
import type { AllowRule } from '../../net/address-rules';
import { OutboundError } from './outbound-error';

/** Resolves a host name to every address it has (dns.lookup's shape, so /etc/hosts counts; tests stub it). */
export type Resolve = (hostname: string, callback: (err: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void) => void;

export const systemResolve: Resolve = (hostname, callback) => dns.lookup(hostname, { all: true, verbatim: true }, callback);

export interface ConnectGuard {
  rules: readonly AllowRule[];
  resolve: Resolve;
}

type ConnectOptions = http.ClientRequestArgs & { servername?: string; lookup?: net.LookupFunction };
type Callback = (err: Error | null, stream: Duplex) => void;

/**
 * net's `lookup` hook for one connection: resolves the name, keeps only the addresses this
 * connection may reach, and hands net those (so it connects to a vetted address, never to a
 * second answer of a rebinding name). With no address left the connection fails, unopened.
 */
function vettedLookup(guard: ConnectGuard, port: number): net.LookupFunction {
  return (hostname, options, callback) => {
    guard.resolve(hostname, (err, addresses) => {
      if (err) {
        callback(err, '', 0);
        return;
      }
      const family = options.family === 4 || options.family === 6 ? options.family : null;
      const candidates = addresses.filter((a) => family === null || a.family === family);
      const allowed = candidates.filter((a) => refusal(guard.rules, { host: hostname, address: a.address, port }) === null);
      const first = allowed[0];
      if (!first) {
        const reason = candidates.map((a) => refusal(guard.rules, { host: hostname, address: a.address, port })).find(Boolean) ?? 'blocked_address';
        callback(new OutboundError(reason), '', 0);
        return;
      }
      if (options.all) {
        (callback as unknown as (err: null, addresses: LookupAddress[]) => void)(null, allowed);
      } else {
        callback(null, first.address, first.family);
      }
    });
  };
}

/**
 * The checks before a socket opens. An address literal (in any notation the URL parser
 * normalised) is checked here, since net connects to it without a lookup; a name gets the vetted
 * lookup. Unix sockets are never reached. Once connected, the peer's address is checked again.
 */
function guardConnection(guard: ConnectGuard, options: ConnectOptions): { options: ConnectOptions } | { error: OutboundError } {
  if (options.socketPath || options.path) {
    return { error: new OutboundError('blocked_address') };
  }
  const host = normalHost(String(options.host ?? options.hostname ?? 'localhost'));
  const port = Number(options.port ?? (options.protocol === 'https:' ? 443 : 80));
  if (net.isIP(host)) {
    const reason = refusal(guard.rules, { host, address: host, port });
    return reason ? { error: new OutboundError(reason) } : { options: { ...options, host } };
  }
  return { options: { ...options, host, lookup: vettedLookup(guard, port) } };
}

/** Closes a socket whose peer turns out not to be allowed (a second line behind the lookup). */
function checkPeer(guard: ConnectGuard, socket: Socket, host: string, port: number): void {
  socket.once('connect', () => {
    const address = socket.remoteAddress ?? '';
    const reason = refusal(guard.rules, { host, address, port });
    if (reason) {
      socket.destroy(new OutboundError(reason));
    }
  });
}

function connectGuarded(guard: ConnectGuard, options: ConnectOptions, callback: Callback | undefined, open: (options: ConnectOptions) => Duplex | null | undefined): Duplex | null | undefined {
  const checked = guardConnection(guard, options);
  if ('error' in checked) {
    // The agent reports it on the request, as it would a refused connection.
    callback?.(checked.error, undefined as unknown as Duplex);
    return undefined;
  }
  const socket = open(checked.options);
  if (socket instanceof net.Socket) {
    checkPeer(guard, socket, String(checked.options.host), Number(checked.options.port ?? (options.protocol === 'https:' ? 443 : 80)));
  }
  return socket;
}

/** An http.Agent whose connections reach only what the guard allows. */
export class GuardedHttpAgent extends http.Agent {
  constructor(
    private readonly guard: ConnectGuard,
    options?: http.AgentOptions,
  ) {
    super(options);
  }

  override createConnection(options: ConnectOptions, callback?: Callback): Duplex | null | undefined {
    return connectGuarded(this.guard, options, callback, (checked) => super.createConnection(checked, callback));
  }
}

/** An https.Agent whose connections reach only what the guard allows (TLS checks the name as usual). */
export class GuardedHttpsAgent extends https.Agent {
  constructor(
    private readonly guard: ConnectGuard,
    options?: https.AgentOptions,
  ) {
    super(options);
  }

  override createConnection(options: ConnectOptions, callback?: Callback): Duplex | null | undefined {
    return connectGuarded(this.guard, options, callback, (checked) => super.createConnection(checked, callback));
  }
}
