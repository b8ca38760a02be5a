import { signInErrorText } from '@contracts/auth/sign-in-errors';

/**
 * What is wrong with the query of /auth/callback, in the spec's words; null when a token came back.
 * `{error}` in 'Authentication failed: {error}' is the text of the code the server sent, never text
 * from the address (an unknown code gets one generic text): a link must not put its own words on
 * this origin.
 */
export function callbackProblem(error: string | null, token: string | null): string | null {
  if (error !== null) {
    return `Authentication failed: ${signInErrorText(error)}`;
  }
  if (!token) {
    return 'No access token received';
  }
  return null;
}
