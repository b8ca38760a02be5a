import type { Agent } from 'node:http';
import Stripe from 'stripe';
import type { PaymentsConfig } from '../config';

/**
 * The Stripe API version this code reads. Pinned, so an SDK upgrade cannot change the shapes under
 * it: since 2025-03-31 a subscription's period lives on its items (`items.data[].current_period_end`)
 * and an invoice names its subscription under `parent.subscription_details`. Set the webhook
 * endpoint in Stripe's dashboard to the same version, so events arrive in these shapes too.
 */
export const STRIPE_API_VERSION = '2026-10-28.endive';

/** How long one call to Stripe may take before it counts as failed (Stripe's own default is 80 s). */
const STRIPE_TIMEOUT_MS = 20_000;

export type StripeClient = Stripe;

const clients = new WeakMap<PaymentsConfig, Stripe>();

/**
 * The real Stripe SDK, pointed at `STRIPE_API_URL` (Stripe's API, or a stand-in in tests), its
 * connections made by `agent` (the app's outbound gate: see integrations/outbound). One client per
 * configuration, made on first use. Retries are the SDK's own (with idempotency keys, so a retried
 * create is never a second object).
 */
export function stripeClientFor(config: PaymentsConfig, agent: () => Agent): Stripe {
  const known = clients.get(config);
  if (known) {
    return known;
  }
  const url = config.apiUrl;
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  const client = new Stripe(config.secretKey, {
    apiVersion: STRIPE_API_VERSION,
    host: url.hostname,
    port: url.port === '' ? (protocol === 'http' ? 80 : 443) : Number(url.port),
    protocol,
    maxNetworkRetries: 2,
    timeout: STRIPE_TIMEOUT_MS,
    telemetry: false,
    appInfo: { name: 'Gather' },
    httpAgent: agent(),
  });
  clients.set(config, client);
  return client;
}

/** A webhook whose signature does not match its body, or that is older than the tolerance. */
export class WebhookSignatureError extends Error {}

/**
 * Checks a webhook's signature and age (at most `toleranceS` old at `nowMs`) over the exact bytes
 * received, then parses them. Throws WebhookSignatureError when the signature fails, SyntaxError when
 * signed bytes are not JSON.
 */
export function verifiedWebhookBody(body: Buffer, signature: string, secret: string, nowMs: number, toleranceS: number): unknown {
  const verifier = Stripe.webhooks.signature;
  if (!verifier) {
    throw new Error('The Stripe SDK offers no webhook signature check on this platform');
  }
  try {
    verifier.verifyHeader(body, signature, secret, toleranceS, undefined, nowMs);
  } catch (err) {
    throw new WebhookSignatureError(err instanceof Error ? err.message : 'Invalid signature');
  }
  return JSON.parse(body.toString('utf8')) as unknown;
}

/** True when Stripe answered that the object does not exist (it will not exist on a retry either). */
export function isMissingObject(err: unknown): boolean {
  return err instanceof Stripe.errors.StripeInvalidRequestError && (err.statusCode === 404 || err.code === 'resource_missing');
}

/** True for an error of Stripe's API or of reaching it (as opposed to a fault in our code). */
export function isStripeError(err: unknown): boolean {
  return err instanceof Stripe.errors.StripeError;
}
