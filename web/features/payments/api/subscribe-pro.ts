import type { CheckoutResponse } from '@contracts/payments/schemas';
import { apiPath } from '@contracts/api/api-path';
import { apiRequest } from '../../../lib/api-client';

/** POST /payments/subscribe-pro: the member's Checkout for Pro; the browser goes to `checkout_url`. */
export function subscribePro(): Promise<CheckoutResponse> {
  return apiRequest(apiPath('post', '/payments/subscribe-pro'), { method: 'POST' });
}
