import { API_TOKEN_FORMAT } from '@contracts/developer/token-format';

/** The address the API answers at, as the browser reaches this app. */
export const apiBaseUrl = (origin: string = window.location.origin): string => `${origin}/api`;

/**
 * The Quick Start's first call: the member's newest token's real prefix with "…" for the rest they
 * paste in, or the bare `gthr_…` before they have one.
 */
export function firstCurl(baseUrl: string, tokenPrefix: string | null): string {
  const placeholder = `${tokenPrefix ?? API_TOKEN_FORMAT.prefix}…`;
  return `curl -H "Authorization: Bearer ${placeholder}" \\\n  "${baseUrl}/events/attending?when=upcoming"`;
}
