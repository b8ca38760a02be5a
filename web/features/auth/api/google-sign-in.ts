import { apiRequest } from '../../../lib/api-client';

type GoogleAuthResponse = { auth_url?: string };

/**
 * Asks the server for Google's sign-in address and sends the browser there. If no address comes
 * back, or the call fails, the error is logged only and false is returned (spec section 7).
 */
export async function startGoogleSignIn(navigateTo: (url: string) => void): Promise<boolean> {
  try {
    const { auth_url } = await apiRequest<GoogleAuthResponse>('/auth/google');
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
