import { createHash } from 'node:crypto';
import type { Agent } from 'node:https';
import webpush from 'web-push';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export type PushResult = { ok: true } | { ok: false; gone: boolean; status: number | null; message: string };

export interface PushSender {
  send(target: PushTarget, payload: string): Promise<PushResult>;
}

/**
 * Sends Web Push messages through the web-push library (VAPID-signed, aes128gcm-encrypted), over
 * `agent`: the outbound module's https agent (integrations/outbound), since endpoints come from
 * browsers and must never reach a private address. Tests allow their local push service on it.
 */
export function createPushSender(vapid: VapidKeys, agent: Agent): PushSender {
  const authorization = vapidAuthorizationCache(vapid);
  return {
    async send(target, payload) {
      try {
        await webpush.sendNotification({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, payload, {
          headers: { Authorization: authorization(new URL(target.endpoint).origin) },
          TTL: 24 * 60 * 60,
          ...topicOf(payload),
          agent,
          timeout: 10_000,
        });
        return { ok: true };
      } catch (err) {
        const status = (err as { statusCode?: number }).statusCode ?? null;
        // 404 and 410 mean the browser dropped the subscription: it will never work again.
        return { ok: false, gone: status === 404 || status === 410, status, message: err instanceof Error ? err.message : String(err) };
      }
    },
  };
}

/**
 * The Web Push `Topic` of a message, from its notification tag (one per event): a message sent again
 * (a delivery retried after a crash) or a newer update about the same event replaces the one still
 * waiting at the push service, as the tag replaces it on the device. 32 URL-safe base64 characters.
 */
export function topicOf(payload: string): { topic?: string } {
  try {
    const tag = (JSON.parse(payload) as { tag?: unknown }).tag;
    return typeof tag === 'string' && tag !== '' ? { topic: createHash('sha256').update(tag).digest('base64url').slice(0, 32) } : {};
  } catch {
    return {};
  }
}

const VAPID_TOKEN_LIFETIME_S = 12 * 60 * 60;

/**
 * The VAPID Authorization header per push service, signed once and reused for hours (the token
 * may live up to 24 hours) instead of signing a new JWT for every one of thousands of messages.
 */
function vapidAuthorizationCache(vapid: VapidKeys): (audience: string) => string {
  const cache = new Map<string, { header: string; renewAt: number }>();
  return (audience) => {
    const now = Date.now();
    const hit = cache.get(audience);
    if (hit && hit.renewAt > now) {
      return hit.header;
    }
    const expiration = Math.floor(now / 1000) + VAPID_TOKEN_LIFETIME_S;
    const { Authorization } = webpush.getVapidHeaders(audience, vapid.subject, vapid.publicKey, vapid.privateKey, 'aes128gcm', expiration);
    cache.set(audience, { header: Authorization, renewAt: now + (VAPID_TOKEN_LIFETIME_S - 3600) * 1000 });
    return Authorization;
  };
}

export const generateVapidKeys = (): { publicKey: string; privateKey: string } => webpush.generateVAPIDKeys();
