import type { ProStatusResponse } from '@contracts/payments/schemas';
import { apiRequest } from '../../../lib/api-client';

/** POST /payments/cancel-pro (Pro ends at the end of the paid period) or /payments/resume-pro (it renews again). */
export function setProEnding(ending: boolean): Promise<ProStatusResponse> {
  return apiRequest<ProStatusResponse>(ending ? '/payments/cancel-pro' : '/payments/resume-pro', { method: 'POST' });
}
