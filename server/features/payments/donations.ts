import type { CheckoutResponse } from '@contracts/payments/schemas';
import { DONATION } from '@contracts/payments/schemas';
import type { AppDeps } from '../../deps';
import { PRODUCT_NAME } from '../../product';
import type { UserRow } from '../../users/repo';
import { callStripe, paymentsOf } from './gateway';
import { checkoutExpiry, checkoutUrlOf } from './checkout-session';
import * as repo from './repo';

/**
 * Opens a Stripe Checkout for a one-off donation of `amountPence` (validated by the contract). The
 * donation row is written first, pending, and named in the session's metadata, so the webhook finds
 * it whatever happens to this request after Stripe answers; it becomes paid only from the webhook.
 * If Stripe cannot make the session, the row goes again: nothing half-written stays.
 */
export async function startDonation(deps: AppDeps, actor: UserRow, amountPence: number): Promise<CheckoutResponse> {
  const { stripe } = paymentsOf(deps);
  const now = deps.clock();
  const donationId = await repo.insertDonation(deps.db, { user_id: actor.id, amount_pence: amountPence, currency: DONATION.currency, created_at: now.toISOString() });
  try {
    const metadata = { kind: 'donation', donation_id: String(donationId), user_id: String(actor.id) };
    const session = await callStripe(deps, 'create a donation Checkout', () =>
      stripe.checkout.sessions.create(
        {
          mode: 'payment',
          submit_type: 'donate',
          line_items: [{ quantity: 1, price_data: { currency: DONATION.currency, unit_amount: amountPence, product_data: { name: `Donation to ${PRODUCT_NAME}` } } }],
          customer_email: actor.email,
          client_reference_id: String(actor.id),
          metadata,
          payment_intent_data: { metadata },
          success_url: `${deps.config.publicUrl}/donate?donation=thanks&session_id={CHECKOUT_SESSION_ID}`,
          cancel_url: `${deps.config.publicUrl}/donate?donation=cancelled`,
          expires_at: checkoutExpiry(now),
        },
        // A retry of this very call (the SDK's, after a lost answer) returns the same session.
        { idempotencyKey: `gather-donation-${donationId}` },
      ),
    );
    await repo.setDonationSession(deps.db, donationId, session.id);
    return { checkout_url: checkoutUrlOf(session) };
  } catch (err) {
    await repo.deleteDonation(deps.db, donationId);
    throw err;
  }
}
