import type Stripe from 'stripe';
import type { ProPrice } from '@contracts/payments/schemas';
import type { PaymentsConfig } from '../../config';
import type { AppDeps } from '../../deps';
import type { Payments } from './gateway';

/** A price changes rarely: ask Stripe at most every 10 minutes, and after a failure wait a minute. */
const FRESH_MS = 10 * 60 * 1000;
const RETRY_MS = 60 * 1000;

interface Cached {
  value: ProPrice | null;
  until: number;
  pending: Promise<ProPrice | null> | null;
}

const cache = new WeakMap<PaymentsConfig, Cached>();

const INTERVALS: readonly string[] = ['day', 'week', 'month', 'year'];

function toProPrice(price: Stripe.Price): ProPrice | null {
  const interval = price.recurring?.interval;
  if (price.unit_amount === null || !price.recurring || !interval || !INTERVALS.includes(interval)) {
    return null;
  }
  return { amount: price.unit_amount, currency: price.currency, interval: interval as ProPrice['interval'], interval_count: price.recurring.interval_count };
}

/**
 * The Pro price to show, read from Stripe (STRIPE_PRO_PRICE_ID) and kept for 10 minutes; one read at
 * a time however many ask, so the public config route can never make us hammer Stripe. Null while
 * Stripe cannot be reached: the panel then shows no amount rather than a wrong one.
 */
export async function proPriceFor(deps: AppDeps, payments: Payments): Promise<ProPrice | null> {
  const priceId = payments.config.proPriceId;
  if (!priceId) {
    return null;
  }
  const now = Date.now();
  const entry = cache.get(payments.config) ?? { value: null, until: 0, pending: null };
  cache.set(payments.config, entry);
  if (entry.until > now) {
    return entry.value;
  }
  entry.pending ??= payments.stripe.prices
    .retrieve(priceId)
    .then(
      (price) => {
        entry.value = toProPrice(price);
        entry.until = Date.now() + FRESH_MS;
        return entry.value;
      },
      (err: unknown) => {
        deps.logger?.warn({ err }, '[payments] could not read the Pro price from Stripe');
        entry.until = Date.now() + RETRY_MS;
        return entry.value;
      },
    )
    .finally(() => {
      entry.pending = null;
    });
  return entry.pending;
}
