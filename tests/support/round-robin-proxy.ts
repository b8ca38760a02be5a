import net from 'node:net';
import type { AddressInfo } from 'node:net';

export interface RoundRobinProxy {
  /** `http://127.0.0.1:<port>`: send requests here instead of to an instance. */
  url: string;
  /** Connections handed to each backend so far, in the order the backends were given. */
  connections: number[];
  close(): Promise<void>;
}

/**
 * A small TCP load balancer for tests that run several instances: each new client connection goes
 * to the next backend in turn, and a backend that refuses the connection (a killed instance) is
 * skipped for the next one, as a balancer's passive health check would. A connection stays with
 * its backend; if that backend dies the client's connection is reset, and its next one goes
 * elsewhere.
 */
export async function startRoundRobinProxy(backendPorts: readonly number[]): Promise<RoundRobinProxy> {
  const connections = backendPorts.map(() => 0);
  let next = 0;
  const open = new Set<net.Socket>();

  function connect(client: net.Socket, triesLeft: number): void {
    const index = next % backendPorts.length;
    next += 1;
    const upstream = net.connect(backendPorts[index] ?? 0, '127.0.0.1');
    open.add(upstream);
    upstream.once('connect', () => {
      connections[index] = (connections[index] ?? 0) + 1;
      upstream.on('error', () => client.destroy());
      client.on('error', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
      client.on('close', () => upstream.destroy());
      client.pipe(upstream);
      upstream.pipe(client);
    });
    upstream.once('error', (err: NodeJS.ErrnoException) => {
      open.delete(upstream);
      if (upstream.connecting || err.code === 'ECONNREFUSED') {
        if (triesLeft > 1) {
          connect(client, triesLeft - 1);
        } else {
          client.destroy();
        }
      }
    });
    upstream.once('close', () => open.delete(upstream));
  }

  const server = net.createServer((client) => {
    open.add(client);
    client.once('close', () => open.delete(client));
    // Nothing is read until the backend is there: what the client sends waits in the socket.
    client.pause();
    client.on('error', () => undefined);
    connect(client, backendPorts.length);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    connections,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) {
          socket.destroy();
        }
        server.close(() => resolve());
      }),
  };
}
