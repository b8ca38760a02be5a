import type { MessageResponse } from '../../../../server/contracts/auth';
import { apiRequest } from '../../../lib/api-client';

/** POST /auth/verify-email with the token from the mailed link (works signed in or not). */
export function verifyEmail(token: string): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/auth/verify-email', { method: 'POST', body: { token } });
}

/** POST /auth/verify-email/resend: a new link to the signed-in member's address. */
export function resendVerificationEmail(): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/auth/verify-email/resend', { method: 'POST' });
}
