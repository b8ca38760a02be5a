import type { CookieOptions } from 'express';
import { CodeChallengeMethod } from 'google-auth-library';
import { CALENDAR_MESSAGES, GOOGLE_FLOW_ERRORS } from '@contracts/calendar/schemas';
import type { CalendarListItem, CalendarStatus } from '@contracts/calendar/schemas';
import type { AppDeps } from '../../deps';
import { AppError, badRequest, conflict, notFound } from '../../http/app-error';
import { CALENDAR_SCOPES, googleTransport, oauthClient } from '../../integrations/google/google-clients';
import type { GoogleSettings } from '../../integrations/google/google-clients';
import { classifyGoogleFailure } from '../../integrations/google/google-failure';
import { OAUTH_FLOW_TTL_MS, requireGoogle, startFlow, takeFlow } from '../auth';
import type { OAuthFlowRow } from '../auth';
import type { UserRow } from '../../users/repo';
import { bindingCookieOptions, checkBrowserBinding, newBrowserBinding } from './browser-binding';
import type { CalendarKeys } from './calendar-keys';
import * as repo from './connection-repo';
import type { ConnectionRow } from './connection-repo';
import { openMemberGrant } from './member-grant';
import type { MemberGrant } from './member-grant';
import { kickCalendarSync, queueMemberSync } from './sync-triggers';
import { encryptToken, SealedTokenError } from './token-cipher';

const redirectUri = (deps: AppDeps) => `${deps.config.publicUrl}/api/auth/google-calendar/callback`;

/** Google's credentials and the calendar secrets, or 503 'not configured'. */
export function calendarSetup(deps: AppDeps): { google: GoogleSettings; keys: CalendarKeys } {
  const google = requireGoogle(deps, CALENDAR_MESSAGES.calendarNotConfigured);
  if (!deps.calendar) {
    throw new AppError('not_configured', 503, CALENDAR_MESSAGES.calendarNotConfigured);
  }
  return { google, keys: deps.calendar.keys };
}

/** A cookie the answer sets or clears (see browser-binding.ts). */
export interface FlowCookie {
  name: string;
  value: string;
  options: CookieOptions;
}

/**
 * Google's consent page for calendar access: incremental (include_granted_scopes), only the two
 * calendar scopes sync needs, offline access with consent asked so a refresh token comes back,
 * PKCE and a single-use state tied to the member and to this browser (the cookie to set).
 */
export async function calendarAuthorizationUrl(deps: AppDeps, actor: UserRow): Promise<{ url: string; cookie: FlowCookie }> {
  const { google } = calendarSetup(deps);
  const binding = newBrowserBinding();
  const flow = await startFlow(deps, 'calendar', { userId: actor.id, clientState: binding.hash });
  const cookie = { name: binding.cookieName, value: binding.value, options: bindingCookieOptions(redirectUri(deps), OAUTH_FLOW_TTL_MS) };
  const url = oauthClient(google, redirectUri(deps)).generateAuthUrl({
    scope: [...CALENDAR_SCOPES],
    access_type: 'offline',
    include_granted_scopes: true,
    prompt: 'consent',
    state: flow.state,
    code_challenge: flow.codeChallenge,
    code_challenge_method: CodeChallengeMethod.S256,
  });
  return { url, cookie };
}

/** The scopes Google granted, compared as a set (Google may add others, such as openid, or reorder them). */
const grantsCalendar = (scope: string | undefined) => {
  const granted = new Set((scope ?? '').split(/\s+/).filter(Boolean));
  return CALENDAR_SCOPES.every((needed) => granted.has(needed));
};

type CallbackQuery = { code?: string | undefined; state?: string | undefined; error?: string | undefined };

/**
 * Google's redirect back: checks it comes to the browser that started the flow, stores the grant,
 * then answers where the browser goes (/settings with a success or error flag) and the flow's
 * cookie to clear.
 */
export async function finishCalendarConnection(
  deps: AppDeps,
  query: CallbackQuery,
  cookieHeader: string | undefined,
): Promise<{ location: string; clearCookie: Omit<FlowCookie, 'value'> | null }> {
  calendarSetup(deps);
  const flow = await takeFlow(deps, query.state, 'calendar');
  const binding = checkBrowserBinding(cookieHeader, flow?.client_state ?? null);
  const flag = await connectFromCallback(deps, query, flow, binding.matches);
  return {
    location: `${deps.config.publicUrl}/settings?${new URLSearchParams(flag).toString()}`,
    clearCookie: binding.cookieName ? { name: binding.cookieName, options: bindingCookieOptions(redirectUri(deps)) } : null,
  };
}

/** The flag /settings is sent with: the grant stored (calendar=connected), or why not (calendar_error). */
async function connectFromCallback(deps: AppDeps, query: CallbackQuery, flow: OAuthFlowRow | null, sameBrowser: boolean): Promise<Record<string, string>> {
  const { google, keys } = calendarSetup(deps);
  if (!flow?.user_id) {
    return { calendar_error: GOOGLE_FLOW_ERRORS.connectionExpired };
  }
  if (!sameBrowser) {
    return { calendar_error: GOOGLE_FLOW_ERRORS.otherBrowser };
  }
  if (query.error || !query.code) {
    return { calendar_error: query.error ?? GOOGLE_FLOW_ERRORS.notConfirmed };
  }
  const client = oauthClient(google, redirectUri(deps), googleTransport(deps.outbound, google));
  const tokens = await client
    .getToken({ code: query.code, codeVerifier: flow.code_verifier, redirect_uri: redirectUri(deps) })
    .then((answer) => answer.tokens)
    .catch(() => null);
  if (!tokens) {
    return { calendar_error: GOOGLE_FLOW_ERRORS.notConfirmed };
  }
  if (!grantsCalendar(tokens.scope ?? undefined)) {
    return { calendar_error: GOOGLE_FLOW_ERRORS.scopeChanged };
  }
  if (!tokens.refresh_token) {
    return { calendar_error: GOOGLE_FLOW_ERRORS.noOfflineAccess };
  }
  const now = deps.clock();
  const userId = flow.user_id;
  await deps.db.transaction(async (trx) => {
    await repo.saveConnection(trx, {
      user_id: userId,
      refresh_token_enc: encryptToken(keys.tokenKey, tokens.refresh_token ?? ''),
      access_token_enc: tokens.access_token ? encryptToken(keys.tokenKey, tokens.access_token) : null,
      access_token_expires_at: tokens.access_token && tokens.expiry_date ? new Date(tokens.expiry_date).toISOString() : null,
      scopes: tokens.scope ?? '',
      status: 'active',
      calendar_id: null,
      calendar_name: null,
      connected_at: now.toISOString(),
      last_error: null,
    });
    // Everything the member is going to arrives; copies made before a broken grant are brought in line.
    await queueMemberSync(deps, trx, userId);
  });
  kickCalendarSync(deps);
  return { calendar: 'connected' };
}

export function presentStatus(connection: ConnectionRow | null): CalendarStatus {
  const active = connection?.status === 'active';
  return {
    connected: active,
    calendar_id: active ? (connection.calendar_id ?? null) : null,
    calendar_name: active ? (connection.calendar_name ?? null) : null,
    needs_reconnect: connection?.status === 'needs_reconnect',
  };
}

export async function calendarStatus(deps: AppDeps, actor: UserRow): Promise<CalendarStatus> {
  calendarSetup(deps);
  return presentStatus(await repo.findConnection(deps.db, actor.id));
}

/** The member's working grant, or 409 not connected / reconnect needed. */
async function activeGrant(deps: AppDeps, actor: UserRow): Promise<{ grant: MemberGrant; connection: ConnectionRow }> {
  const { google, keys } = calendarSetup(deps);
  const connection = await repo.findConnection(deps.db, actor.id);
  if (!connection) {
    throw conflict('calendar_not_connected', CALENDAR_MESSAGES.notConnected);
  }
  if (connection.status !== 'active') {
    throw conflict('calendar_reconnect', CALENDAR_MESSAGES.needsReconnect);
  }
  try {
    return { grant: openMemberGrant(deps, google, keys, connection), connection };
  } catch (err) {
    if (!(err instanceof SealedTokenError)) {
      throw err;
    }
    // Sealed with another key (TOKEN_ENCRYPTION_KEY changed): as good as refused, only reconnecting helps.
    await repo.markNeedsReconnect(deps.db, actor.id, err.message);
    throw conflict('calendar_reconnect', CALENDAR_MESSAGES.needsReconnect);
  }
}

/** Runs a call to Google for a request: a refused grant marks the connection broken (409); an outage is a 503. */
async function askGoogle<T>(deps: AppDeps, actor: UserRow, grant: MemberGrant, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    const failure = classifyGoogleFailure(err);
    if (failure.kind === 'grant_refused') {
      await repo.markNeedsReconnect(deps.db, actor.id, failure.message);
      throw conflict('calendar_reconnect', CALENDAR_MESSAGES.needsReconnect);
    }
    if (failure.kind === 'gone') {
      throw notFound(CALENDAR_MESSAGES.calendarNotFound);
    }
    throw new AppError('google_unavailable', 503, CALENDAR_MESSAGES.googleUnavailable);
  } finally {
    await grant.keep();
  }
}

const WRITABLE_ROLES = new Set(['owner', 'writer']);

/** One page of the member's Google calendars (up to 250), and the token of the next page. */
export async function listCalendars(deps: AppDeps, actor: UserRow, pageToken: string | undefined): Promise<{ items: CalendarListItem[]; nextPageToken: string | null }> {
  const { grant } = await activeGrant(deps, actor);
  const { data } = await askGoogle(deps, actor, grant, () => grant.calendar.calendarList.list({ maxResults: 250, ...(pageToken ? { pageToken } : {}) }));
  const items = (data.items ?? []).map((entry) => ({
    id: entry.id ?? '',
    summary: entry.summaryOverride ?? entry.summary ?? entry.id ?? '',
    primary: entry.primary === true,
    access_role: entry.accessRole ?? 'reader',
    background_color: entry.backgroundColor ?? null,
    selectable: WRITABLE_ROLES.has(entry.accessRole ?? ''),
  }));
  return { items: items.filter((item) => item.id !== ''), nextPageToken: data.nextPageToken ?? null };
}

/** Picks the calendar events go to: one the member may write to. Copies already made move there. */
export async function selectCalendar(deps: AppDeps, actor: UserRow, calendarId: string): Promise<CalendarStatus> {
  const { grant } = await activeGrant(deps, actor);
  const { data } = await askGoogle(deps, actor, grant, () => grant.calendar.calendarList.get({ calendarId }));
  if (!WRITABLE_ROLES.has(data.accessRole ?? '')) {
    throw badRequest('calendar_not_writable', CALENDAR_MESSAGES.calendarNotWritable);
  }
  await deps.db.transaction(async (trx) => {
    await repo.updateConnection(trx, actor.id, { calendar_id: calendarId, calendar_name: data.summaryOverride ?? data.summary ?? calendarId });
    await queueMemberSync(deps, trx, actor.id);
  });
  kickCalendarSync(deps);
  return presentStatus(await repo.findConnection(deps.db, actor.id));
}
