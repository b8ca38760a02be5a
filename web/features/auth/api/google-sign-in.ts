import { apiPath, withQuery } from '@contracts/api/api-path';
import { apiRequest } from '../../../lib/api-client';
import { beginThirdPartySignIn } from '../../../lib/sign-in-nonce';

/**
 * Asks the server for Google's sign-in address and sends the browser there. If no address comes
 * back, or the call fails, the error is logged only and false is returned (spec section 7).
 */
export async function startGoogleSignIn(navigateTo: (url: string) => void): Promise<boolean> {
  try {
    // The tab's one-time nonce goes out and must come back with the token (lib/sign-in-nonce.ts).
    const { auth_url } = await apiRequest(withQuery(apiPath('get', '/auth/google'), { client_state: beginThirdPartySignIn() }));
    if (!auth_url) {
      console.error('Google sign-in: the server returned no auth_url');
      return false;
    }
    navigateTo(auth_url);
    return true;
  } catch (error) {
    console.error('Google sign-in failed', error);
    return false;
  }
}
