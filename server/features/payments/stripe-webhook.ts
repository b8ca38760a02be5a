import type { WebhookResponse } from '@contracts/payments/schemas';
import { PAYMENT_MESSAGES, StripeWebhookEvent } from '@contracts/payments/schemas';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import { WebhookSignatureError, verifiedWebhookBody } from '../../integrations/stripe';
import { paymentsOf } from './gateway';
import { handleWebhookEvent } from './webhook';

/** Stripe signs each delivery with its time; an older one is refused as a possible replay. */
export const WEBHOOK_TOLERANCE_S = 300;

/**
 * POST /payments/webhook, Stripe's deliveries: declared `rawBody` (the signature covers the exact
 * bytes) and public (Stripe authenticates by that signature, not a bearer token). A bad or old
 * signature is a 400 with nothing changed; a failed effect a 5xx, so Stripe delivers the event again.
 */
export async function stripeWebhook(deps: AppDeps, raw: Buffer, signature: string | undefined): Promise<WebhookResponse> {
  const payments = paymentsOf(deps);
  if (!signature) {
    throw new AppError('invalid_signature', 400, PAYMENT_MESSAGES.missingSignature);
  }
  let parsed: unknown;
  try {
    parsed = verifiedWebhookBody(raw, signature, payments.config.webhookSecret, deps.clock().getTime(), WEBHOOK_TOLERANCE_S);
  } catch (err) {
    throw err instanceof WebhookSignatureError
      ? new AppError('invalid_signature', 400, PAYMENT_MESSAGES.invalidSignature)
      : new AppError('unexpected_event', 400, PAYMENT_MESSAGES.unexpectedEvent);
  }
  const event = StripeWebhookEvent.safeParse(parsed);
  if (!event.success) {
    throw new AppError('unexpected_event', 400, PAYMENT_MESSAGES.unexpectedEvent);
  }
  return { received: true, outcome: await handleWebhookEvent(deps, payments, event.data) };
}
