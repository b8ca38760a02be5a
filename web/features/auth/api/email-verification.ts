import type { MessageResponse } from '@contracts/auth/schemas';
import { apiPath } from '@contracts/api/api-path';
import { apiRequest } from '../../../lib/api-client';

const confirmations = new Map<string, Promise<MessageResponse>>();

/**
 * POST /auth/verify-email with the token from the mailed link (works signed in or not). A token is
 * single-use, so it is sent once per page load: the page may mount again (the layout changes when
 * the session loads) and must then read the same answer, not a second "already used".
 */
export function verifyEmail(token: string): Promise<MessageResponse> {
  let answer = confirmations.get(token);
  if (!answer) {
    answer = apiRequest(apiPath('post', '/auth/verify-email'), { method: 'POST', body: { token } });
    confirmations.set(token, answer);
  }
  return answer;
}

/** POST /auth/verify-email/resend: a new link to the signed-in member's address. */
export function resendVerificationEmail(): Promise<MessageResponse> {
  return apiRequest(apiPath('post', '/auth/verify-email/resend'), { method: 'POST' });
}
