import type { PortalResponse } from '@contracts/payments/schemas';
import { apiRequest } from '../../../lib/api-client';
import { apiPath } from '@contracts/api/api-path';

/** POST /payments/portal: Stripe's billing portal for the member; the browser goes to `url`. */
export function openBillingPortal(): Promise<PortalResponse> {
  return apiRequest(apiPath('post', '/payments/portal'), { method: 'POST' });
}
