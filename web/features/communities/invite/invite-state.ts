import { COMMUNITY_MESSAGES } from '@contracts/communities/messages';
import { ApiError } from '../../../lib/api-client';

export const INVITE_LOAD_FAILED_TEXT = 'Failed to load community information';

/** The invite lookup error texts of spec section 8. */
export function inviteLookupErrorText(error: unknown): string {
  return error instanceof ApiError && error.status === 404 ? COMMUNITY_MESSAGES.inviteNotFound : INVITE_LOAD_FAILED_TEXT;
}
