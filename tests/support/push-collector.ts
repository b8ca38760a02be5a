import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One message as instances in their own processes hand it over (tests/support/instance-main.ts). */
export interface CollectedPush {
  endpoint: string;
  payload: string;
  /** The Web Push `Topic` header the server's sender would send (one per event). */
  topic: string | null;
  /** The push_deliveries row the instance was sending. */
  deliveryId: number | null;
  /** The instance's process. */
  pid: number;
  at: number;
}

export interface PushCollector {
  url: string;
  /** Every message as it arrived, repeats included. */
  received: CollectedPush[];
  /**
   * What members see: per subscription and topic, one notification. A message sent again with
   * the same topic replaces the one shown (the notification's tag) or still waiting at the push
   * service, as real push services collapse it.
   */
  shown: Map<string, CollectedPush>;
  close(): Promise<void>;
}

/** A stand-in push service over plain HTTP for instances that hand their pushes to the test. */
export async function startPushCollector(): Promise<PushCollector> {
  const received: CollectedPush[] = [];
  const shown = new Map<string, CollectedPush>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    // An instance killed mid-request resets its connection: that push was not delivered.
    req.on('error', () => undefined);
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Omit<CollectedPush, 'at'>;
      const push = { ...body, at: Date.now() };
      received.push(push);
      shown.set(`${push.endpoint} ${push.topic ?? push.payload}`, push);
      res.statusCode = 201;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    received,
    shown,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
