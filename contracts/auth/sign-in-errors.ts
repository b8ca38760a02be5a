import { AUTH_MESSAGES } from './messages';
import { GOOGLE_FLOW_ERRORS } from '../calendar/messages';

/**
 * Why a third-party sign-in did not work, as the code the server puts in
 * `/auth/callback?error=<code>` and the text the page shows for it ("Authentication failed: {text}").
 * The address carries only a code: the page shows a known code's own text and one generic text for
 * anything else, so a link cannot make the app's origin say what its author wrote (issue 28).
 */
export const SIGN_IN_ERROR_TEXTS = {
  /** Google's own refusal: the person cancelled on Google's consent page. */
  access_denied: 'Access denied. Please try again.',
  flow_expired: GOOGLE_FLOW_ERRORS.flowExpired,
  not_confirmed: GOOGLE_FLOW_ERRORS.notConfirmed,
  email_not_verified: GOOGLE_FLOW_ERRORS.emailNotVerified,
  already_linked: 'This Gather account is already linked to another Google account',
  account_inactive: AUTH_MESSAGES.accountInactive,
} as const;

export type SignInErrorCode = keyof typeof SIGN_IN_ERROR_TEXTS;

export const UNKNOWN_SIGN_IN_ERROR = 'Something went wrong while signing in. Please try again.';

/** The text of a code from the address; the generic text for any code this app never sends. */
export function signInErrorText(code: string): string {
  return Object.hasOwn(SIGN_IN_ERROR_TEXTS, code) ? SIGN_IN_ERROR_TEXTS[code as SignInErrorCode] : UNKNOWN_SIGN_IN_ERROR;
}
