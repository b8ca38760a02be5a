import { createECDH, createPublicKey, randomBytes, verify } from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import ece from 'http_ece';
import { createOutbound } from '../../server/integrations/outbound';

const CERT_DIR = path.join(import.meta.dirname, 'certs');
const cert = fs.readFileSync(path.join(CERT_DIR, 'push-service.crt'));
const key = fs.readFileSync(path.join(CERT_DIR, 'push-service.key'));

/**
 * The outbound module's https agent, as production pushes use it, with this local push service
 * allowed (as OUTBOUND_ALLOWED_HOSTS would allow an intranet host) and its certificate trusted.
 */
export const trustingAgent = (service: { origin: string }): https.Agent =>
  createOutbound({ allowedHosts: [new URL(service.origin).host] }).agents({ ca: cert, keepAlive: true, maxSockets: 64 }).https;

/** A browser's side of a push subscription: the keys it hands the server, and the ones it keeps. */
export interface FakeBrowserSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
  /** Decrypts a message body as the browser would. */
  decrypt(body: Buffer): string;
}

export interface ReceivedPush {
  endpoint: string;
  payload: string;
  ttl: string | undefined;
  /** The Topic header: a newer message with the same topic replaces one still waiting. */
  topic: string | undefined;
  vapid: { subject: string; audience: string; publicKey: string };
}

export interface LocalPushService {
  origin: string;
  received: ReceivedPush[];
  rejected: string[];
  /** A new subscription on this service; `answer` is the status the service gives its messages. */
  subscribe(answer?: number): FakeBrowserSubscription;
  /** Slows every answer, like a push service under load. */
  setDelay(ms: number): void;
  close(): Promise<void>;
}

const b64 = (buf: Buffer) => buf.toString('base64url');

/** Checks the VAPID `Authorization: vapid t=<jwt>, k=<key>` header: an ES256 JWT signed by k, for this origin. */
function checkVapid(header: string | undefined, origin: string): ReceivedPush['vapid'] {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match?.[1] || !match[2]) {
    throw new Error(`bad Authorization header: ${header ?? '(none)'}`);
  }
  const [head, body, signature] = match[1].split('.');
  const point = Buffer.from(match[2], 'base64url');
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64(point.subarray(1, 33)), y: b64(point.subarray(33, 65)) },
    format: 'jwk',
  });
  const ok = verify('sha256', Buffer.from(`${head}.${body}`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature ?? '', 'base64url'));
  if (!ok) {
    throw new Error('VAPID signature does not verify');
  }
  const claims = JSON.parse(Buffer.from(body ?? '', 'base64url').toString('utf8')) as { aud: string; sub: string; exp: number };
  if (claims.aud !== origin || claims.exp * 1000 < Date.now()) {
    throw new Error(`VAPID claims wrong: ${JSON.stringify(claims)}`);
  }
  return { subject: claims.sub, audience: claims.aud, publicKey: match[2] };
}

/**
 * A push service on a local HTTPS port, as browsers' push services behave: it checks the VAPID
 * authorization, decrypts each aes128gcm payload with the subscription's private keys, and answers
 * 201 (or the status a subscription was set up with, e.g. 410 Gone).
 */
export async function startLocalPushService(): Promise<LocalPushService> {
  const received: ReceivedPush[] = [];
  const rejected: string[] = [];
  const subscriptions = new Map<string, { sub: FakeBrowserSubscription; answer: number }>();
  let delayMs = 0;
  let origin = '';

  const server = https.createServer({ cert, key }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const respond = () => {
        const endpoint = `${origin}${req.url ?? ''}`;
        const entry = subscriptions.get(endpoint);
        try {
          if (!entry) {
            res.writeHead(404).end();
            return;
          }
          const vapid = checkVapid(req.headers.authorization, origin);
          if (req.headers['content-encoding'] !== 'aes128gcm') {
            throw new Error(`content-encoding ${req.headers['content-encoding'] ?? '(none)'}`);
          }
          const payload = entry.sub.decrypt(Buffer.concat(chunks));
          received.push({ endpoint, payload, ttl: req.headers.ttl as string | undefined, topic: req.headers.topic as string | undefined, vapid });
          res.writeHead(entry.answer).end();
        } catch (err) {
          rejected.push(err instanceof Error ? err.message : String(err));
          res.writeHead(400).end();
        }
      };
      if (delayMs > 0) {
        setTimeout(respond, delayMs);
      } else {
        respond();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    received,
    rejected,
    subscribe(answer = 201) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const authSecret = randomBytes(16);
      const endpoint = `${origin}/push/${randomBytes(8).toString('hex')}`;
      const sub: FakeBrowserSubscription = {
        endpoint,
        p256dh: b64(ecdh.getPublicKey()),
        auth: b64(authSecret),
        decrypt: (body) => ece.decrypt(body, { version: 'aes128gcm', privateKey: ecdh, authSecret: b64(authSecret) }).toString('utf8'),
      };
      subscriptions.set(endpoint, { sub, answer });
      return sub;
    },
    setDelay(ms) {
      delayMs = ms;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
