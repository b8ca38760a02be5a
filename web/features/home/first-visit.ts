import type { User } from '@contracts/users/schemas';

const SEEN_KEY = 'gather.home-seen';
/** An account whose last sign-in came this soon after it was created has only ever signed in at sign-up. */
const SIGN_UP_WINDOW_MS = 5 * 60_000;

function seenBy(): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(SEEN_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * A member's first visit: they have not signed in since signing up, and this device has not
 * shown them home before. Someone signing in on a new device is welcomed back.
 */
export function isFirstVisit(user: Pick<User, 'uuid' | 'created_at' | 'last_login_at'>): boolean {
  const signedInSinceSignUp =
    user.last_login_at !== null && Date.parse(user.last_login_at) - Date.parse(user.created_at) > SIGN_UP_WINDOW_MS;
  return !signedInSinceSignUp && !seenBy().includes(user.uuid);
}

/** Remembers on this device that the member has seen home. */
export function markHomeSeen(user: Pick<User, 'uuid'>): void {
  const seen = seenBy();
  if (!seen.includes(user.uuid)) {
    try {
      localStorage.setItem(SEEN_KEY, JSON.stringify([...seen, user.uuid].slice(-20)));
    } catch {
      // Storage full or blocked: the greeting simply says Welcome again next time.
    }
  }
}
