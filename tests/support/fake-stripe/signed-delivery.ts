import Stripe from 'stripe';
import { FAKE_WEBHOOK_SECRET } from './fake-stripe';

/**
 * A webhook delivery as Stripe makes it: the event's JSON and a `Stripe-Signature` header computed
 * with the endpoint's secret (Stripe's own test helper). `timestamp` (seconds) dates the signature.
 */
export function signedDelivery(event: object, options: { secret?: string; timestamp?: number; payload?: string } = {}): { payload: string; headers: Record<string, string> } {
  const payload = options.payload ?? JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? FAKE_WEBHOOK_SECRET,
    ...(options.timestamp === undefined ? {} : { timestamp: options.timestamp }),
  });
  return { payload, headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature } };
}
