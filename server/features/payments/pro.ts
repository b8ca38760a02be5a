import { createHash } from 'node:crypto';
import type { CheckoutResponse, PortalResponse, ProStatusResponse } from '@contracts/payments/schemas';
import { PAYMENT_MESSAGES } from '@contracts/payments/schemas';
import type { AppDeps } from '../../deps';
import { conflict } from '../../http/app-error';
import { displayName } from '../../users/display-name';
import type { UserRow } from '../../users/repo';
import { openProCheckout } from './pro-checkout';
import { callStripe, paymentsOf, proPriceIdOf } from './gateway';
import type { Payments } from './gateway';
import { canCancelPro, canResumePro, canSubscribe, entitles } from './policy';
import type { ProAccess } from './policy';
import { presentProStatus } from './presenter';
import * as repo from './repo';
import type { SubscriptionRow } from './repo';
import { snapshotOf } from './subscription-snapshot';

type MemberBilling = ProAccess & { subscription: SubscriptionRow | null; customerId: string | null };

async function loadBilling(deps: AppDeps, userId: number): Promise<MemberBilling> {
  const [subscription, customerId] = await Promise.all([repo.findMemberSubscription(deps.db, userId), repo.findCustomerId(deps.db, userId)]);
  return { subscription, customerId, hasCustomer: customerId !== null };
}

/** The member's Pro: on or off (from webhooks), renews on or ends on, and what they may do. */
export async function proStatus(deps: AppDeps, actor: UserRow): Promise<ProStatusResponse> {
  paymentsOf(deps);
  return presentProStatus(actor.is_pro, await loadBilling(deps, actor.id));
}

/**
 * The member's Stripe Customer, made on first need. The idempotency key makes two requests at once
 * (two clicks, two devices) get the same customer from Stripe, and the link is kept once.
 */
async function ensureCustomer(deps: AppDeps, payments: Payments, actor: UserRow, known: string | null): Promise<string> {
  if (known) {
    return known;
  }
  const params = { email: actor.email, name: displayName(actor), metadata: { user_id: String(actor.id) } };
  const digest = createHash('sha256').update(JSON.stringify(params)).digest('hex').slice(0, 16);
  const customer = await callStripe(deps, 'create a customer', () =>
    payments.stripe.customers.create(params, { idempotencyKey: `gather-customer-${actor.id}-${digest}` }),
  );
  return repo.linkCustomer(deps.db, actor.id, customer.id, deps.clock().toISOString());
}

/** A second subscription is refused from our copy and, since it may lag (a webhook not here yet), from Stripe's. */
function refuseIfSubscribedHere(billing: MemberBilling): void {
  if (!canSubscribe(billing)) {
    const live = billing.subscription !== null && entitles(billing.subscription.status);
    throw conflict('already_pro', live ? PAYMENT_MESSAGES.alreadyPro : PAYMENT_MESSAGES.manageBillingFirst);
  }
}

async function refuseIfSubscribedAtStripe(deps: AppDeps, payments: Payments, customerId: string): Promise<void> {
  const atStripe = await callStripe(deps, "list the customer's subscriptions", () => payments.stripe.subscriptions.list({ customer: customerId, status: 'all', limit: 20 }));
  if (atStripe.data.some((sub) => !['canceled', 'incomplete_expired'].includes(sub.status))) {
    throw conflict('already_pro', PAYMENT_MESSAGES.paymentBeingConfirmed);
  }
}

/**
 * Starts Pro: a Stripe Checkout in subscription mode for STRIPE_PRO_PRICE_ID. Pro itself switches on
 * only when Stripe's webhook says the subscription is active, never on the way back from Checkout.
 */
export async function subscribePro(deps: AppDeps, actor: UserRow): Promise<CheckoutResponse> {
  const payments = paymentsOf(deps);
  const priceId = proPriceIdOf(payments);
  const billing = await loadBilling(deps, actor.id);
  refuseIfSubscribedHere(billing);
  const customerId = await ensureCustomer(deps, payments, actor, billing.customerId);
  await refuseIfSubscribedAtStripe(deps, payments, customerId);
  return openProCheckout(deps, payments, { userId: actor.id, customerId, priceId });
}

/** Sets the member's live subscription to end (or not) at the end of its paid period, and keeps what Stripe answered. */
async function setEnding(deps: AppDeps, actor: UserRow, ending: boolean): Promise<ProStatusResponse> {
  const payments = paymentsOf(deps);
  const billing = await loadBilling(deps, actor.id);
  const sub = billing.subscription;
  const allowed = ending ? canCancelPro(billing) : canResumePro(billing);
  if (!sub || !allowed) {
    const why = !sub || !entitles(sub.status) ? (sub ? PAYMENT_MESSAGES.proEnded : PAYMENT_MESSAGES.noSubscription) : ending ? PAYMENT_MESSAGES.alreadyEnding : PAYMENT_MESSAGES.notCancelling;
    throw conflict(sub ? 'subscription_state' : 'no_subscription', why);
  }
  const fetchedAt = deps.clock();
  // The billing portal may have set a date (`cancel_at`) rather than the period-end flag: resuming clears whichever is set.
  const change = ending ? { cancel_at_period_end: true } : sub.cancel_at_period_end ? { cancel_at_period_end: false } : { cancel_at: '' as const };
  const updated = await callStripe(deps, ending ? 'cancel Pro at period end' : 'resume Pro', () => payments.stripe.subscriptions.update(sub.stripe_subscription_id, change));
  // The dates shown change now; is_pro does not (it follows the webhooks, and stays on to the period's end).
  await repo.saveSnapshot(deps.db, snapshotOf(updated, actor.id, fetchedAt), fetchedAt.toISOString());
  return presentProStatus(actor.is_pro, await loadBilling(deps, actor.id));
}

/** Cancels Pro at the end of the paid period (Pro stays on until then). */
export const cancelPro = (deps: AppDeps, actor: UserRow) => setEnding(deps, actor, true);

/** Keeps Pro after a cancellation, while the paid period lasts. */
export const resumePro = (deps: AppDeps, actor: UserRow) => setEnding(deps, actor, false);

/** Stripe's Customer Portal for the member: cards, invoices, cancelling; it comes back to /settings. */
export async function billingPortal(deps: AppDeps, actor: UserRow): Promise<PortalResponse> {
  const payments = paymentsOf(deps);
  const customerId = await repo.findCustomerId(deps.db, actor.id);
  if (!customerId) {
    throw conflict('no_billing_account', PAYMENT_MESSAGES.noBillingAccount);
  }
  const session = await callStripe(deps, 'open the billing portal', () =>
    payments.stripe.billingPortal.sessions.create({ customer: customerId, return_url: `${deps.config.publicUrl}/settings` }),
  );
  return { url: session.url };
}
