import type { CheckoutResponse } from '@contracts/payments/schemas';
import { PAYMENT_MESSAGES } from '@contracts/payments/schemas';
import type { AppDeps } from '../../deps';
import { conflict } from '../../http/app-error';
import { callStripe } from './gateway';
import type { Payments } from './gateway';
import { checkoutExpiry, checkoutUrlOf, isoFromSeconds } from './checkout-session';
import * as repo from './repo';

/** How long a request may hold the member's checkout slot while Stripe makes the session. */
const CLAIM_MS = 60 * 1000;
/** A stored session this close to expiring is replaced rather than handed out. */
const EXPIRY_MARGIN_MS = 2 * 60 * 1000;

interface ProCheckoutFor {
  userId: number;
  customerId: string;
  priceId: string;
}

/**
 * The member's one open Pro Checkout: a stored session still open at Stripe is handed out again
 * (two tabs, a double click, a second device all land on the same page, so there is never a second
 * subscription to pay for); one that completed, expired or is about to is replaced.
 */
async function reuseOpenCheckout(deps: AppDeps, payments: Payments, userId: number): Promise<CheckoutResponse | null> {
  const stored = await repo.findProCheckout(deps.db, userId);
  if (!stored) {
    return null;
  }
  const now = deps.clock().getTime();
  if (stored.checkout_session_id === null) {
    if (stored.expires_at > new Date(now).toISOString()) {
      throw conflict('checkout_in_progress', PAYMENT_MESSAGES.checkoutBeingOpened);
    }
  } else if (stored.expires_at > new Date(now + EXPIRY_MARGIN_MS).toISOString()) {
    const sessionId = stored.checkout_session_id;
    const session = await callStripe(deps, 'read the Pro Checkout', () => payments.stripe.checkout.sessions.retrieve(sessionId));
    if (session.status === 'open' && session.url) {
      return { checkout_url: session.url };
    }
  }
  await repo.releaseProCheckout(deps.db, stored);
  return null;
}

/** Opens (or hands out again) the member's Checkout for Pro. */
export async function openProCheckout(deps: AppDeps, payments: Payments, input: ProCheckoutFor): Promise<CheckoutResponse> {
  const reused = await reuseOpenCheckout(deps, payments, input.userId);
  if (reused) {
    return reused;
  }
  const now = deps.clock();
  const claimedAt = now.toISOString();
  if (!(await repo.claimProCheckout(deps.db, input.userId, claimedAt, new Date(now.getTime() + CLAIM_MS).toISOString()))) {
    throw conflict('checkout_in_progress', PAYMENT_MESSAGES.checkoutBeingOpened);
  }
  const metadata = { kind: 'pro', user_id: String(input.userId) };
  try {
    const session = await callStripe(deps, 'create the Pro Checkout', () =>
      payments.stripe.checkout.sessions.create(
        {
          mode: 'subscription',
          customer: input.customerId,
          line_items: [{ price: input.priceId, quantity: 1 }],
          client_reference_id: String(input.userId),
          metadata,
          subscription_data: { metadata },
          success_url: `${deps.config.publicUrl}/settings?pro=welcome`,
          cancel_url: `${deps.config.publicUrl}/settings?pro=cancelled`,
          expires_at: checkoutExpiry(now),
        },
        { idempotencyKey: `gather-pro-checkout-${input.userId}-${now.getTime()}` },
      ),
    );
    const url = checkoutUrlOf(session);
    await repo.fillProCheckout(deps.db, input.userId, claimedAt, { id: session.id, url, expiresAtIso: isoFromSeconds(session.expires_at) });
    return { checkout_url: url };
  } catch (err) {
    await repo.releaseProCheckout(deps.db, { user_id: input.userId, created_at: claimedAt });
    throw err;
  }
}
