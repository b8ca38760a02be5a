import type Stripe from 'stripe';
import { PAYMENT_MESSAGES } from '@contracts/payments/schemas';
import type { PaymentsConfig } from '../../config';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import { isStripeError, stripeClientFor } from '../../integrations/stripe';

/** Stripe as the payment routes use it: the configuration and the real SDK pointed at STRIPE_API_URL. */
export interface Payments {
  config: PaymentsConfig;
  stripe: Stripe;
}

export const paymentsNotConfigured = () => new AppError('payments_not_configured', 503, PAYMENT_MESSAGES.notConfigured);

/** Stripe, or a 503 saying payments are not set up on this server (no STRIPE_SECRET_KEY). */
export function paymentsOf(deps: Pick<AppDeps, 'config' | 'outbound'>): Payments {
  const config = deps.config.payments;
  if (!config) {
    throw paymentsNotConfigured();
  }
  // Stripe's host is the operator's own setting, so the outbound gate lets it through even when it is
  // not a public address (a stand-in, a proxy); everything else it refuses as for any other request.
  const agent = () => deps.outbound.agents({ alsoAllow: [config.apiUrl.href], keepAlive: true }).for(config.apiUrl);
  return { config, stripe: stripeClientFor(config, agent) };
}

/** The Pro price, or a 503 when Pro is not set up (no STRIPE_PRO_PRICE_ID). */
export function proPriceIdOf(payments: Payments): string {
  if (!payments.config.proPriceId) {
    throw new AppError('pro_not_configured', 503, PAYMENT_MESSAGES.proNotConfigured);
  }
  return payments.config.proPriceId;
}

/**
 * One call to Stripe. Stripe being unreachable or refusing is a 502 the member can retry (nothing
 * was charged: money moves only on Stripe's Checkout page); the operator reads Stripe's own words
 * in the log (a wrong STRIPE_PRO_PRICE_ID shows up there).
 */
export async function callStripe<T>(deps: AppDeps, what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (!isStripeError(err)) {
      throw err;
    }
    const { type, message, statusCode } = err as Stripe.errors.StripeError;
    deps.logger?.warn({ stripe: { type, statusCode, message } }, `[payments] Stripe refused or could not be reached: ${what}`);
    throw new AppError('payment_provider_unavailable', 502, PAYMENT_MESSAGES.providerUnavailable);
  }
}
