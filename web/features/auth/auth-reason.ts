import { peekPostAuthReturnPath } from '../../lib/post-auth-action';

/**
 * Why a guest is on the sign-up or sign-in page, when an invitation sent them there (issue 28):
 * so the page names what they are joining instead of a bare "Create your account". It is tied to
 * the return path the invitation saved for after sign-in, and read only while that path is still
 * the one saved: the page says what will really happen once the account is made, never an old
 * invitation's name.
 */
export type AuthReason =
  | { kind: 'community'; returnPath: string; name: string }
  | { kind: 'event'; returnPath: string; title: string; invitedBy: string };

const REASON_KEY = 'auth_reason';

export function saveAuthReason(reason: AuthReason): void {
  try {
    localStorage.setItem(REASON_KEY, JSON.stringify(reason));
  } catch {
    // Storage blocked: the pages fall back to their usual titles.
  }
}

function isReason(value: unknown): value is AuthReason {
  if (typeof value !== 'object' || value === null) {
    return false;
  }
  const reason = value as Record<string, unknown>;
  if (typeof reason.returnPath !== 'string') {
    return false;
  }
  return reason.kind === 'community'
    ? typeof reason.name === 'string'
    : reason.kind === 'event' && typeof reason.title === 'string' && typeof reason.invitedBy === 'string';
}

/** The reason saved for the return path still pending after sign-in, or null. */
export function readAuthReason(): AuthReason | null {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(REASON_KEY) ?? 'null');
    return isReason(stored) && stored.returnPath === peekPostAuthReturnPath() ? stored : null;
  } catch {
    return null;
  }
}

/** The sign-up page's title and subtitle for a reason. */
export function signUpTexts(reason: AuthReason): { title: string; subtitle: string } {
  return reason.kind === 'community'
    ? { title: `Create your account to join ${reason.name}`, subtitle: 'You join as soon as your account is made.' }
    : {
        title: `Create your account to go to ${reason.title}`,
        subtitle: `${reason.invitedBy} invited you. The invitation is accepted as soon as your account is made.`,
      };
}

/** The sign-in page's title and subtitle for a reason. */
export function signInTexts(reason: AuthReason): { title: string; subtitle: string } {
  return reason.kind === 'community'
    ? { title: `Sign in to join ${reason.name}`, subtitle: 'You join as soon as you are signed in.' }
    : {
        title: `Sign in to go to ${reason.title}`,
        subtitle: `${reason.invitedBy} invited you. The invitation is accepted as soon as you are signed in.`,
      };
}
