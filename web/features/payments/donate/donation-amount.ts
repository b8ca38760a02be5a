import { PAYMENT_MESSAGES } from '@contracts/payments/messages';
import { penceFromPounds } from '../money';

/** What the member picked: a preset, or an amount they typed. */
export type AmountChoice = { kind: 'preset'; pence: number } | { kind: 'custom'; text: string };

/** The amount to donate, in pence (0 when the typed amount is empty or not a positive number). */
export function totalOf(choice: AmountChoice): number {
  return choice.kind === 'preset' ? choice.pence : (penceFromPounds(choice.text) ?? 0);
}

/** The spec's alert for an amount outside £1 to £1,000 (section 5), or null when it may be donated. */
export function amountProblem(pence: number, limits: { min_amount: number; max_amount: number }): string | null {
  if (pence < limits.min_amount) {
    return PAYMENT_MESSAGES.minDonation;
  }
  if (pence > limits.max_amount) {
    return PAYMENT_MESSAGES.maxDonation;
  }
  return null;
}
