import type { MessageResponse } from '@contracts/auth/schemas';
import { apiPath } from '@contracts/api/api-path';
import { apiRequest } from '../../../lib/api-client';

/** POST /auth/forgot-password: the server answers the same message whether the e-mail exists or not. */
export function requestPasswordResetEmail(email: string): Promise<MessageResponse> {
  return apiRequest(apiPath('post', '/auth/forgot-password'), { method: 'POST', body: { email } });
}

/** POST /auth/reset-password with the token from the e-mailed link. */
export function resetPassword(token: string, newPassword: string): Promise<MessageResponse> {
  return apiRequest(apiPath('post', '/auth/reset-password'), {
    method: 'POST',
    body: { token, new_password: newPassword },
  });
}
