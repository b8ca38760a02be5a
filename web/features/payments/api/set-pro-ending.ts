import type { ProStatusResponse } from '@contracts/payments/schemas';
import { apiPath } from '@contracts/api/api-path';
import { apiRequest } from '../../../lib/api-client';

/** POST /payments/cancel-pro (Pro ends at the end of the paid period) or /payments/resume-pro (it renews again). */
export function setProEnding(ending: boolean): Promise<ProStatusResponse> {
  return apiRequest(ending ? apiPath('post', '/payments/cancel-pro') : apiPath('post', '/payments/resume-pro'), { method: 'POST' });
}
