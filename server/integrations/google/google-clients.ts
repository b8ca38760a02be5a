import type { Agent } from 'node:http';
import { calendar_v3 } from '@googleapis/calendar';
import { OAuth2Client } from 'google-auth-library';
import type { OAuth2ClientOptions } from 'google-auth-library';
import type { AppConfig } from '../../config';
import type { Outbound } from '../outbound';

export type GoogleSettings = NonNullable<AppConfig['google']>;

/** How long one call to Google may take before it counts as failed (and is retried by its job). */
export const GOOGLE_TIMEOUT_MS = 15_000;

/** Google's scopes for each flow. Sign-in asks only who the member is; the calendar, only what sync needs. */
export const SIGN_IN_SCOPES = ['openid', 'email', 'profile'] as const;
export const CALENDAR_SCOPES = [
  'https://www.googleapis.com/auth/calendar.events',
  'https://www.googleapis.com/auth/calendar.calendarlist.readonly',
] as const;

/** The agent every call to Google goes through (the outbound gate's, picked per URL). */
export interface GoogleTransport {
  agent: Agent | ((url: URL) => Agent);
}

/**
 * The agent of a client made without the gate's transport: such a client only builds addresses
 * (generateAuthUrl), and a call it is somehow made to send fails here instead of leaving unguarded.
 */
const NO_NETWORK: GoogleTransport = {
  agent: (url: URL) => {
    throw new Error(`A Google client without the outbound transport may not call ${url.origin} (use googleTransport)`);
  },
};

/** What building a sign-in or consent address needs: no call to Google, so no transport. */
export type GoogleAddressBuilder = Pick<OAuth2Client, 'generateAuthUrl'>;

const transports = new WeakMap<Outbound, GoogleTransport>();

/**
 * Google's clients reach Google only through the outbound gate (integrations/outbound), which lets
 * them past its public-address rule only for the operator's own GOOGLE_OAUTH_URL / GOOGLE_API_URL.
 * One keep-alive agent pair per gate: a fan-out to a thousand calendars reuses connections.
 */
export function googleTransport(outbound: Outbound, google: GoogleSettings): GoogleTransport {
  let transport = transports.get(outbound);
  if (!transport) {
    const agents = outbound.agents({ alsoAllow: [google.oauthUrl, google.apiUrl].filter((url): url is string => url !== null), keepAlive: true, maxSockets: 32 });
    transport = { agent: (url: URL) => agents.for(url) };
    transports.set(outbound, transport);
  }
  return transport;
}

/**
 * The OAuth endpoints: Google's own (the library's defaults) unless GOOGLE_OAUTH_URL names a
 * stand-in, which then serves them all under one base address.
 */
function endpoints(oauthUrl: string | null): OAuth2ClientOptions['endpoints'] {
  if (oauthUrl === null) {
    return undefined;
  }
  return {
    oauth2AuthBaseUrl: `${oauthUrl}/o/oauth2/v2/auth`,
    oauth2TokenUrl: `${oauthUrl}/token`,
    oauth2RevokeUrl: `${oauthUrl}/revoke`,
    oauth2FederatedSignonPemCertsUrl: `${oauthUrl}/oauth2/v1/certs`,
    oauth2FederatedSignonJwkCertsUrl: `${oauthUrl}/oauth2/v3/certs`,
    tokenInfoUrl: `${oauthUrl}/tokeninfo`,
  };
}

/**
 * An OAuth client for one flow or one member's grant; google-auth-library refreshes its access token.
 * It calls Google only with the outbound gate's transport; without one it only builds addresses.
 */
export function oauthClient(google: GoogleSettings, redirectUri: string | undefined): GoogleAddressBuilder;
export function oauthClient(google: GoogleSettings, redirectUri: string | undefined, transport: GoogleTransport): OAuth2Client;
export function oauthClient(google: GoogleSettings, redirectUri: string | undefined, transport: GoogleTransport = NO_NETWORK): OAuth2Client {
  return new OAuth2Client({
    clientId: google.clientId,
    clientSecret: google.clientSecret,
    ...(redirectUri ? { redirectUri } : {}),
    endpoints: endpoints(google.oauthUrl),
    // A failed call is retried by the durable job that made it, with backoff: never inside the call.
    transporterOptions: { timeout: GOOGLE_TIMEOUT_MS, retry: false, agent: transport.agent },
  });
}

/** The Calendar v3 client acting with a member's grant, at GOOGLE_API_URL or Google's own address. */
export function calendarClient(google: GoogleSettings, auth: OAuth2Client, transport: GoogleTransport): calendar_v3.Calendar {
  return new calendar_v3.Calendar({
    // googleapis-common pins its own copy of google-auth-library (10.5); it only calls the client's
    // getRequestHeaders/request, which ours (10.9) has, so one OAuth client serves both.
    auth: auth as unknown as calendar_v3.Options['auth'],
    ...(google.apiUrl ? { rootUrl: `${google.apiUrl}/` } : {}),
    timeout: GOOGLE_TIMEOUT_MS,
    retry: false,
    agent: transport.agent,
  });
}
