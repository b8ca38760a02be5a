/**
 * The one-time nonce that ties a third-party sign-in's return (/auth/callback?token=…&state=…) to a
 * sign-in this browser started. Without it, anyone could send a signed-in member a callback link
 * carrying the sender's token and switch the member's browser to the sender's account (login CSRF).
 * Kept in sessionStorage: it belongs to this tab, and dies with it.
 */
const KEY = 'gather.signInNonce';
/** A sign-in that takes longer than this is started again. */
const LIFETIME_MS = 10 * 60 * 1000;

interface StoredNonce {
  value: string;
  expiresAt: number;
}

/** Starts a third-party sign-in: the returned value goes out as OAuth `state` and must come back. */
export function beginThirdPartySignIn(now = Date.now()): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const value = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  const stored: StoredNonce = { value, expiresAt: now + LIFETIME_MS };
  sessionStorage.setItem(KEY, JSON.stringify(stored));
  return value;
}

/** True once for the `state` of a sign-in this tab started (and not expired); the nonce is used up either way. */
export function takeSignInNonce(state: string | null, now = Date.now()): boolean {
  const raw = sessionStorage.getItem(KEY);
  sessionStorage.removeItem(KEY);
  if (!raw || !state) {
    return false;
  }
  try {
    const stored = JSON.parse(raw) as StoredNonce;
    return stored.value === state && now < stored.expiresAt;
  } catch {
    return false;
  }
}
