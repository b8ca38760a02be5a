import { savePostAuthReturnPath } from '../../../lib/post-auth-action';

/**
 * A guest who chose Login to Join or Create Account & Join (spec section 4): the code is kept
 * here, in localStorage so it survives the third-party sign-in round trip, and the sign-in
 * flow returns to /invite/{code}, where a matching pending code joins automatically.
 */
const PENDING_INVITE_KEY = 'pending_community_invite';

export function savePendingInvite(inviteCode: string): void {
  localStorage.setItem(PENDING_INVITE_KEY, inviteCode);
  savePostAuthReturnPath(`/invite/${encodeURIComponent(inviteCode)}`);
}

/** True when this code is the one the user asked to join before signing in. */
export function isPendingInvite(inviteCode: string): boolean {
  const pending = localStorage.getItem(PENDING_INVITE_KEY);
  return pending !== null && pending.toUpperCase() === inviteCode.toUpperCase();
}

export function clearPendingInvite(): void {
  localStorage.removeItem(PENDING_INVITE_KEY);
}
