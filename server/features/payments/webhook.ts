import type { WebhookResponse } from '@contracts/payments/schemas';
import type { Db } from '../../db';
import type { AppDeps } from '../../deps';
import * as mailRepo from '../../queue/mail-repo';
import { PRODUCT_NAME } from '../../product';
import { findUserById } from '../../users/repo';
import { isoFromSeconds } from './checkout-session';
import type { Payments } from './gateway';
import { paymentFailedMail } from './mails';
import * as repo from './repo';
import type { SubscriptionSnapshot } from './repo';
import { readSubscription, snapshotOf } from './subscription-snapshot';
import { intentOf, isHandled } from './webhook-events';
import type { EventIntent } from './webhook-events';

export type WebhookOutcome = WebhookResponse['outcome'];

/** A verified event, as much of it as the handler reads. */
export interface VerifiedEvent {
  id: string;
  type: string;
  /** Seconds since the epoch. */
  created: number;
  data: { object: unknown };
}

/** An event's effect, with everything read from Stripe beforehand (no network inside the transaction). */
type Effect =
  | Extract<EventIntent, { kind: 'donation_paid' }>
  | { kind: 'subscription'; snapshot: SubscriptionSnapshot; userId: number; mailTo: string | null; completedCheckout: string | null }
  | Extract<EventIntent, { kind: 'nothing' }>;

/** Statuses in which a failed renewal is still worth telling the member about when the event is handled. */
const STILL_FAILING = ['past_due', 'unpaid', 'incomplete'];

/**
 * Reads what the effect needs. A subscription is read afresh from Stripe rather than taken from the
 * event: events arrive late, twice and out of order, and the current state is the only one to keep.
 */
async function prepare(deps: AppDeps, payments: Payments, intent: EventIntent): Promise<Effect> {
  if (intent.kind !== 'sync_subscription') {
    return intent;
  }
  const read = await readSubscription(deps, payments, intent.subscriptionId);
  if (!read) {
    return { kind: 'nothing', why: `Stripe has no subscription ${intent.subscriptionId}` };
  }
  const customerId = typeof read.subscription.customer === 'string' ? read.subscription.customer : read.subscription.customer.id;
  const userId = await repo.findUserIdByCustomer(deps.db, customerId);
  const user = userId === null ? null : await findUserById(deps.db, userId);
  if (!user) {
    return { kind: 'nothing', why: `a subscription of customer ${customerId}, who is no member here` };
  }
  const mailTo = intent.paymentFailed && STILL_FAILING.includes(read.subscription.status) ? user.email : null;
  return { kind: 'subscription', snapshot: snapshotOf(read.subscription, user.id, read.fetchedAt), userId: user.id, mailTo, completedCheckout: intent.completedCheckout };
}

/** The effect, inside the transaction that records the event as processed. */
async function apply(deps: AppDeps, trx: Db, effect: Effect, nowIso: string): Promise<WebhookOutcome> {
  switch (effect.kind) {
    case 'nothing':
      deps.logger?.[effect.warn ? 'warn' : 'info'](`[payments] webhook: nothing to do for ${effect.why}`);
      return 'ignored';
    case 'donation_paid': {
      const donation = await repo.findDonation(trx, effect.donationId);
      if (!donation) {
        deps.logger?.warn(`[payments] webhook: donation ${effect.donationId} paid at Stripe is not in the database`);
        return 'ignored';
      }
      // The Checkout this server opened for the donation is the one that pays it: a session opened
      // for another donation (or another one recorded for this) pays nothing here. Acknowledged, as
      // a refusal would only make Stripe deliver it again for days.
      const elsewhere = await repo.findDonationBySession(trx, effect.sessionId);
      if ((donation.checkout_session_id !== null && donation.checkout_session_id !== effect.sessionId) || (elsewhere !== null && elsewhere.id !== donation.id)) {
        deps.logger?.warn(`[payments] webhook: donation ${donation.id} was opened as Checkout ${donation.checkout_session_id ?? '(none)'}, the event names ${effect.sessionId}`);
        return 'ignored';
      }
      if (effect.amount !== donation.amount_pence || effect.currency !== donation.currency) {
        deps.logger?.warn(`[payments] webhook: donation ${donation.id} was for ${donation.amount_pence} ${donation.currency}, Stripe took ${effect.amount} ${effect.currency}`);
      }
      const paid = await repo.markDonationPaid(trx, donation.id, { sessionId: effect.sessionId, paymentIntentId: effect.paymentIntentId, paidAtIso: nowIso });
      return paid ? 'applied' : 'ignored';
    }
    case 'subscription':
      await repo.saveSnapshot(trx, effect.snapshot, nowIso);
      await repo.recomputeIsPro(trx, effect.userId);
      if (effect.completedCheckout) {
        await repo.forgetProCheckoutSession(trx, effect.userId, effect.completedCheckout);
      }
      if (effect.mailTo) {
        const mail = paymentFailedMail(effect.mailTo, deps.config.publicUrl, PRODUCT_NAME);
        await mailRepo.enqueueMail(trx, { kind: 'payment_failed', senderId: null, invitationId: null, mail, nowIso });
      }
      return 'applied';
  }
}

/**
 * Handles one verified Stripe event exactly once: its id is recorded in the same transaction as its
 * effect, so a second delivery (or one racing the first) changes nothing, and a failed effect
 * records nothing and throws, so the route answers 5xx and Stripe delivers it again.
 */
export async function handleWebhookEvent(deps: AppDeps, payments: Payments, event: VerifiedEvent): Promise<WebhookOutcome> {
  if (!isHandled(event.type)) {
    return 'ignored';
  }
  if (await repo.isEventProcessed(deps.db, event.id)) {
    return 'duplicate';
  }
  const effect = await prepare(deps, payments, intentOf(event.type, event.data.object));
  const nowIso = deps.clock().toISOString();
  const outcome = await deps.db.transaction(async (trx): Promise<WebhookOutcome> => {
    const fresh = await repo.recordEvent(trx, { id: event.id, type: event.type, createdIso: isoFromSeconds(event.created) }, nowIso);
    return fresh ? apply(deps, trx, effect, nowIso) : 'duplicate';
  });
  if (outcome === 'applied' && effect.kind === 'subscription' && effect.mailTo) {
    deps.jobs.kickMail();
  }
  return outcome;
}
