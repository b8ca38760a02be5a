import type Stripe from 'stripe';
import type { AppDeps } from '../../deps';
import { isMissingObject } from '../../integrations/stripe';
import { callStripe } from './gateway';
import { isoFromSeconds } from './checkout-session';
import type { Payments } from './gateway';
import type { SubscriptionSnapshot } from './repo';

/** A Stripe reference: an id, or the object when expanded. */
export const idOf = (ref: string | { id: string }): string => (typeof ref === 'string' ? ref : ref.id);

/**
 * The end of the paid period. Since API version 2025-03-31 it is on each subscription item, not on
 * the subscription; a one-price subscription has one item, and with several the latest end counts.
 */
function periodEndOf(subscription: Stripe.Subscription): string | null {
  const ends = subscription.items.data.map((item) => item.current_period_end).filter((end): end is number => typeof end === 'number');
  return ends.length > 0 ? isoFromSeconds(Math.max(...ends)) : null;
}

/** What we keep of a subscription Stripe just described, read at `fetchedAt`. */
export function snapshotOf(subscription: Stripe.Subscription, userId: number, fetchedAt: Date): SubscriptionSnapshot {
  return {
    user_id: userId,
    stripe_subscription_id: subscription.id,
    stripe_customer_id: idOf(subscription.customer),
    status: subscription.status,
    cancel_at_period_end: subscription.cancel_at_period_end,
    cancel_at: subscription.cancel_at ? isoFromSeconds(subscription.cancel_at) : null,
    current_period_end: periodEndOf(subscription),
    fetched_at: fetchedAt.toISOString(),
  };
}

/**
 * Reads the subscription's current state from Stripe, with the moment the read began (which orders
 * snapshots: see repo.saveSnapshot). Null when Stripe has no such subscription. Any other failure
 * throws, so the webhook answers 5xx and Stripe delivers the event again later.
 */
export async function readSubscription(deps: AppDeps, payments: Payments, subscriptionId: string): Promise<{ subscription: Stripe.Subscription; fetchedAt: Date } | null> {
  const fetchedAt = deps.clock();
  try {
    return { subscription: await payments.stripe.subscriptions.retrieve(subscriptionId), fetchedAt };
  } catch (err) {
    if (isMissingObject(err)) {
      return null;
    }
    // Stripe down or failing: a 502, and Stripe delivers the event again later.
    return callStripe(deps, `read subscription ${subscriptionId}`, () => Promise.reject(err instanceof Error ? err : new Error(String(err))));
  }
}
