import type { SubscriptionRow } from './repo';
import { ENTITLING_STATUSES } from './repo';

/** A member's billing as the Pro rules read it: their latest subscription and whether Stripe knows them. */
export interface ProAccess {
  subscription: Pick<SubscriptionRow, 'status' | 'cancel_at_period_end' | 'cancel_at'> | null;
  hasCustomer: boolean;
}

/** Active, on trial, or paid late while Stripe retries: Pro is on (a late payment keeps Pro during retries). */
export const entitles = (status: string): boolean => (ENTITLING_STATUSES as readonly string[]).includes(status);

const live = (a: ProAccess) => a.subscription !== null && entitles(a.subscription.status);
const ending = (a: ProAccess) => a.subscription !== null && (a.subscription.cancel_at_period_end || a.subscription.cancel_at !== null);

/**
 * A new Checkout only with no subscription, or one that is over for good. One that is unpaid,
 * paused or waiting for its first payment is fixed in the billing portal, not by paying twice.
 */
export const canSubscribe = (a: ProAccess): boolean => a.subscription === null || ['canceled', 'incomplete_expired'].includes(a.subscription.status);

/** Cancel (at the end of the paid period) a subscription that gives Pro and is not already ending. */
export const canCancelPro = (a: ProAccess): boolean => live(a) && !ending(a);

/** Undo a cancellation while the paid period lasts. */
export const canResumePro = (a: ProAccess): boolean => live(a) && ending(a);

/** The billing portal needs a Stripe Customer: made at the first subscription. */
export const canManageBilling = (a: ProAccess): boolean => a.hasCustomer;

export const isEnding = ending;
