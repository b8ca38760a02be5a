import type { calendar_v3 } from '@googleapis/calendar';
import type { Credentials, OAuth2Client } from 'google-auth-library';
import type { AppDeps } from '../../deps';
import { calendarClient, googleTransport, oauthClient } from '../../integrations/google/google-clients';
import type { GoogleSettings } from '../../integrations/google/google-clients';
import type { CalendarKeys } from './calendar-keys';
import { updateConnection } from './connection-repo';
import type { ConnectionRow } from './connection-repo';
import { decryptToken, encryptToken } from './token-cipher';

/** A member's Google grant, ready to call the Calendar API with; `keep()` stores a refreshed access token. */
export interface MemberGrant {
  oauth: OAuth2Client;
  calendar: calendar_v3.Calendar;
  keep(): Promise<void>;
}

/**
 * Opens a member's grant from their stored (encrypted) tokens. google-auth-library refreshes the
 * access token when it is missing or expired, and once on a 401; the new one is kept encrypted, so
 * the next job does not refresh again.
 */
export function openMemberGrant(deps: AppDeps, google: GoogleSettings, keys: CalendarKeys, connection: ConnectionRow): MemberGrant {
  const transport = googleTransport(deps.outbound, google);
  const oauth = oauthClient(google, undefined, transport);
  oauth.setCredentials({
    refresh_token: decryptToken(keys.tokenKey, connection.refresh_token_enc),
    ...(connection.access_token_enc && connection.access_token_expires_at
      ? { access_token: decryptToken(keys.tokenKey, connection.access_token_enc), expiry_date: Date.parse(connection.access_token_expires_at) }
      : {}),
  });
  let refreshed: Credentials | null = null;
  oauth.on('tokens', (tokens) => {
    refreshed = { ...refreshed, ...tokens };
  });
  return {
    oauth,
    calendar: calendarClient(google, oauth, transport),
    async keep() {
      const tokens: Credentials | null = refreshed;
      if (!tokens?.access_token) {
        return;
      }
      refreshed = null;
      await updateConnection(deps.db, connection.user_id, {
        access_token_enc: encryptToken(keys.tokenKey, tokens.access_token),
        access_token_expires_at: new Date(tokens.expiry_date ?? Date.now() + 3_000_000).toISOString(),
        // Google may rotate the refresh token: keep the newest.
        ...(tokens.refresh_token ? { refresh_token_enc: encryptToken(keys.tokenKey, tokens.refresh_token) } : {}),
      });
    },
  };
}
