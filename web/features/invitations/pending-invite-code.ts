/**
 * The code of the pending event invitation a signed-out visitor opened (spec section 4: stored
 * when the page opens): kept in localStorage so it survives the sign-in or sign-up (and a
 * third-party sign-in round trip); when the visitor is back on /join-event/{same code} signed
 * in, acceptance runs automatically.
 */
const PENDING_CODE_KEY = 'pending_event_invite_code';

export function savePendingInviteCode(code: string): void {
  localStorage.setItem(PENDING_CODE_KEY, code);
}

export function readPendingInviteCode(): string | null {
  try {
    return localStorage.getItem(PENDING_CODE_KEY);
  } catch {
    return null;
  }
}

export function clearPendingInviteCode(): void {
  localStorage.removeItem(PENDING_CODE_KEY);
}
