import type { CheckoutResponse, DonateRequest } from '@contracts/payments/schemas';
import { apiPath } from '@contracts/api/api-path';
import { apiRequest } from '../../../lib/api-client';

/** POST /payments/donate: a Stripe Checkout for `amount` pence; the browser goes to `checkout_url`. */
export function startDonation(body: DonateRequest): Promise<CheckoutResponse> {
  return apiRequest(apiPath('post', '/payments/donate'), { method: 'POST', body });
}
