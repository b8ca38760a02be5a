import type Stripe from 'stripe';
import { AppError } from '../../http/app-error';

/** Checkout sessions live 30 minutes (Stripe's shortest): an abandoned one does not linger for a day. */
export const CHECKOUT_LIFETIME_MS = 30 * 60 * 1000;

/** The `expires_at` Stripe takes: seconds since the epoch. */
export const checkoutExpiry = (now: Date): number => Math.floor((now.getTime() + CHECKOUT_LIFETIME_MS) / 1000);

/** The page to send the browser to; a hosted session always has one. */
export function checkoutUrlOf(session: Pick<Stripe.Checkout.Session, 'url'>): string {
  if (!session.url) {
    throw new AppError('payment_provider_unavailable', 502, 'The payment provider returned no checkout page.');
  }
  return session.url;
}

/** Stripe's seconds as the API's ISO instants. */
export const isoFromSeconds = (seconds: number): string => new Date(seconds * 1000).toISOString();
