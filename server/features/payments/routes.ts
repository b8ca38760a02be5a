import { paymentRoutes as declared } from '@contracts/payments/routes';
import type { PaymentsConfigResponse } from '@contracts/payments/schemas';
import type { AppDeps } from '../../deps';
import { json, serveRoutes } from '../../http/route-handler';
import { startDonation } from './donations';
import { paymentsOf } from './gateway';
import { presentPaymentsConfig } from './presenter';
import { billingPortal, cancelPro, proStatus, resumePro, subscribePro } from './pro';
import { proPriceFor } from './pro-price';
import { stripeWebhook } from './stripe-webhook';

/**
 * /payments: donations and Pro through Stripe Checkout, and Stripe's webhook. Everything but the
 * config and the webhook needs a browser session (a developer API token never reaches money), and
 * answers 503 while STRIPE_SECRET_KEY is unset.
 */
export function paymentRoutes(deps: AppDeps) {
  return serveRoutes(declared, {
    // Public: nothing in it is secret (a publishable key is meant for browsers), and it says whether to offer payments at all.
    config: async () => {
      const price = deps.config.payments ? await proPriceFor(deps, paymentsOf(deps)) : null;
      const body: PaymentsConfigResponse = presentPaymentsConfig(deps.config, price);
      return json(body);
    },
    donate: async ({ actor, body }) => json(await startDonation(deps, actor, body.amount)),
    pro: async ({ actor }) => json(await proStatus(deps, actor)),
    subscribePro: async ({ actor }) => json(await subscribePro(deps, actor)),
    cancelPro: async ({ actor }) => json(await cancelPro(deps, actor)),
    resumePro: async ({ actor }) => json(await resumePro(deps, actor)),
    portal: async ({ actor }) => json(await billingPortal(deps, actor)),
    webhook: async ({ body, req }) => json(await stripeWebhook(deps, body, req.get('stripe-signature'))),
  });
}
