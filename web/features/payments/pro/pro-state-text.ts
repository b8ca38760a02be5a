import type { ProStatusResponse } from '@contracts/payments/schemas';
import { formatDay } from '../money';

/**
 * The sentence the Pro panel leads with, for each state of the member's subscription. `confirming`:
 * back from Checkout and paid, Stripe's confirmation not here yet.
 */
export function proStateText(pro: ProStatusResponse, confirming: boolean): string {
  if (pro.ends_on) {
    return `Pro ends on ${formatDay(pro.ends_on)}. It will not renew.`;
  }
  if (pro.payment_failed) {
    return pro.is_pro
      ? 'Your last Pro payment did not go through. Stripe will try your card again, and Pro stays on meanwhile. Use Manage billing to change the card.'
      : 'Your Pro subscription is waiting for a payment. Use Manage billing to settle it.';
  }
  if (pro.is_pro) {
    return pro.renews_on ? `You are on Pro. It renews on ${formatDay(pro.renews_on)}.` : 'You are on Pro.';
  }
  if (confirming || pro.status === 'active' || pro.status === 'trialing') {
    return 'Thank you! Your payment is being confirmed; Pro switches on in a moment.';
  }
  if (pro.status === 'incomplete' || pro.status === 'paused') {
    return 'Your Pro subscription is waiting for a payment. Use Manage billing to settle it.';
  }
  return pro.status === 'canceled' ? 'Your Pro subscription has ended.' : 'You are not on Pro.';
}

/** "£4.00 a month", "£40.00 a year", "£10.00 every 3 months". */
export function priceText(amount: string, interval: string, count: number): string {
  return count === 1 ? `${amount} a ${interval}` : `${amount} every ${count} ${interval}s`;
}
