import { apiRequest } from '../../../lib/api-client';

type AuthorizeResponse = { authorization_url?: string };

/** GET /auth/google-calendar/authorize: where to send the browser to grant calendar access. */
export async function fetchCalendarAuthorizationUrl(): Promise<string> {
  const { authorization_url } = await apiRequest<AuthorizeResponse>('/auth/google-calendar/authorize');
  if (!authorization_url) {
    throw new Error('The server returned no authorization_url');
  }
  return authorization_url;
}
