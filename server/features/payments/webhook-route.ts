import { Router } from 'express';
import type { WebhookResponse } from '@contracts/payments/schemas';
import { PAYMENT_MESSAGES, StripeWebhookEvent } from '@contracts/payments/schemas';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import { rawBody } from '../../http/json-body';
import { WebhookSignatureError, verifiedWebhookBody } from '../../integrations/stripe';
import { paymentsOf } from './gateway';
import { handleWebhookEvent } from './webhook';

/** Stripe signs each delivery with its time; an older one is refused as a possible replay. */
export const WEBHOOK_TOLERANCE_S = 300;

/**
 * POST /payments/webhook, Stripe's deliveries. Mounted before the API's JSON parser and idempotency
 * keys: the signature covers the exact bytes, and Stripe authenticates by that signature, not a
 * bearer token. A bad or old signature is a 400 with nothing changed; a failed effect a 5xx, so
 * Stripe delivers the event again.
 */
export function paymentWebhookRoute(deps: AppDeps): Router {
  const router = Router();
  router.post('/payments/webhook', rawBody(), async (req, res) => {
    const payments = paymentsOf(deps);
    const signature = req.get('stripe-signature');
    if (!signature) {
      throw new AppError('invalid_signature', 400, PAYMENT_MESSAGES.missingSignature);
    }
    let parsed: unknown;
    try {
      parsed = verifiedWebhookBody(req.body as Buffer, signature, payments.config.webhookSecret, deps.clock().getTime(), WEBHOOK_TOLERANCE_S);
    } catch (err) {
      throw err instanceof WebhookSignatureError
        ? new AppError('invalid_signature', 400, PAYMENT_MESSAGES.invalidSignature)
        : new AppError('unexpected_event', 400, PAYMENT_MESSAGES.unexpectedEvent);
    }
    const event = StripeWebhookEvent.safeParse(parsed);
    if (!event.success) {
      throw new AppError('unexpected_event', 400, PAYMENT_MESSAGES.unexpectedEvent);
    }
    const body: WebhookResponse = { received: true, outcome: await handleWebhookEvent(deps, payments, event.data) };
    res.json(body);
  });
  return router;
}
