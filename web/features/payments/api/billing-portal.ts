import type { PortalResponse } from '@contracts/payments/schemas';
import { apiPath } from '@contracts/api/api-path';
import { apiRequest } from '../../../lib/api-client';

/** POST /payments/portal: Stripe's billing portal for the member; the browser goes to `url`. */
export function openBillingPortal(): Promise<PortalResponse> {
  return apiRequest(apiPath('post', '/payments/portal'), { method: 'POST' });
}
