import { z } from 'zod';
import {
  CALENDAR_MESSAGES,
  CalendarAuthorizeResponse,
  CalendarList,
  CalendarListQuery,
  CalendarMessageResponse,
  CalendarStatus,
  CreateFeedRequest,
  FeedCreated,
  FeedFilePath,
  FeedStatus,
  GOOGLE_FLOW_ERRORS,
  OAuthCallbackQuery,
  SetCalendarRequest,
  UpdateFeedRequest,
} from './schemas';
import { EVENT_MESSAGES, EventIdParams } from '../events/schemas';
import { routeGroup } from '../api/route';

const NOT_CONFIGURED = { description: `"${CALENDAR_MESSAGES.calendarNotConfigured}" (\`not_configured\`): the server has no \`GOOGLE_CLIENT_ID\` / \`GOOGLE_CLIENT_SECRET\`.` };
const RECONNECT = { description: `"${CALENDAR_MESSAGES.notConnected}" (\`calendar_not_connected\`), or "${CALENDAR_MESSAGES.needsReconnect}" (\`calendar_reconnect\`): Google refused the member's grant (revoked or expired).` };
const GOOGLE_DOWN = { description: `"${CALENDAR_MESSAGES.googleUnavailable}" (\`google_unavailable\`): Google did not answer, or the server has no Google credentials (\`not_configured\`).` };

const SYNC_RULES =
  'Sync: when a member with a connected calendar and auto-sync on (the global switch for every community, or their own switch for one community) replies going, the event is created in the chosen calendar (its primary one until they pick another): title, times in the event\'s zone, place, description and a link back. An edit patches it; the event\'s deletion, or the reply leaving "going", removes it. Turning a switch on adds their upcoming going events; turning it off leaves what is there. The work is queued in the database and retried with backoff (honouring Retry-After) through outages and rate limits; each copy has an id derived from (member, event), so a retry never makes a second one. When Google refuses the grant the connection is marked broken, no further call is made, and the status says to reconnect.';

export const calendarRoutes = routeGroup({
  tag: 'Calendar',
  description: `Google Calendar connection (spec section 7, "Calendar") and private calendar feeds for every other calendar app. Changing the connection needs a browser session: a developer API token is refused.\n\n${SYNC_RULES}`,
  routes: {
    googleAuthorize: {
      method: 'get',
      path: '/auth/google-calendar/authorize',
      summary: 'Start connecting Google Calendar',
      description:
        'Google\'s consent address: incremental authorization (`include_granted_scopes`) for only `calendar.events` and `calendar.calendarlist.readonly`, offline access, PKCE and a single-use state. Send the browser there; Google brings it back to the callback.',
      examples: { response: { authorization_url: 'https://accounts.google.com/o/oauth2/v2/auth?access_type=offline&include_granted_scopes=true&prompt=consent&scope=https%3A%2F%2Fwww.googleapis.com%2Fauth%2Fcalendar.events%20https%3A%2F%2Fwww.googleapis.com%2Fauth%2Fcalendar.calendarlist.readonly&response_type=code&client_id=example.apps.googleusercontent.com&redirect_uri=https%3A%2F%2Fgather.example.org%2Fapi%2Fauth%2Fgoogle-calendar%2Fcallback&state=...&code_challenge=...&code_challenge_method=S256' } },
      access: 'session',
      responses: { 200: { description: 'Where to send the browser.', schema: CalendarAuthorizeResponse }, 503: NOT_CONFIGURED },
    },
    googleCallback: {
      method: 'get',
      path: '/auth/google-calendar/callback',
      summary: 'Google\'s redirect back after calendar consent',
      description: `For the browser, not for clients: stores the grant (the refresh token encrypted, AES-256-GCM) and redirects to \`/settings?calendar=connected\`, or \`/settings?calendar_error=...\`: Google's own error (\`access_denied\`), "${GOOGLE_FLOW_ERRORS.scopeChanged}" when the calendar permission was not granted, or "${GOOGLE_FLOW_ERRORS.connectionExpired}".`,
      access: 'public',
      query: OAuthCallbackQuery,
      responses: { 302: { description: 'To /settings with the success or error flag.' }, 503: NOT_CONFIGURED },
    },
    googleStatus: {
      method: 'get',
      path: '/auth/google-calendar/status',
      summary: 'The member\'s calendar connection',
      examples: { response: { connected: true, calendar_id: 'team@group.calendar.google.com', calendar_name: 'Team', needs_reconnect: false } },
      access: 'member',
      responses: { 200: { description: 'Connected, the chosen calendar, and whether Google stopped accepting the grant.', schema: CalendarStatus }, 503: NOT_CONFIGURED },
    },
    googleCalendars: {
      method: 'get',
      path: '/auth/google-calendar/calendars',
      summary: 'The member\'s Google calendars',
      description: 'Up to 250 a page, from Google\'s calendar list; a `Link: <...>; rel="next"` header carries the next page\'s `page_token`. Only calendars the member may write to (`owner`, `writer`) are `selectable`.',
      examples: { response: [{ id: 'sam@example.com', summary: 'sam@example.com', primary: true, access_role: 'owner', background_color: '#9fe1e7', selectable: true }, { id: 'holidays@group.v.calendar.google.com', summary: 'Holidays', primary: false, access_role: 'reader', background_color: '#16a765', selectable: false }] },
      access: 'member',
      query: CalendarListQuery,
      responses: { 200: { description: 'The calendars.', schema: CalendarList }, 409: RECONNECT, 503: GOOGLE_DOWN },
    },
    googleSetCalendar: {
      method: 'post',
      path: '/auth/google-calendar/set-calendar',
      summary: 'Choose the calendar events go to',
      description: 'Copies already made move to the new calendar.',
      examples: { body: { calendar_id: 'team@group.calendar.google.com' }, response: { connected: true, calendar_id: 'team@group.calendar.google.com', calendar_name: 'Team', needs_reconnect: false } },
      access: 'session',
      body: SetCalendarRequest,
      responses: {
        200: { description: 'The connection with its new calendar.', schema: CalendarStatus },
        400: { description: `"${CALENDAR_MESSAGES.calendarNotWritable}" (\`calendar_not_writable\`).` },
        404: { description: `"${CALENDAR_MESSAGES.calendarNotFound}".` },
        409: RECONNECT,
        503: GOOGLE_DOWN,
      },
    },
    googleDisconnect: {
      method: 'delete',
      path: '/auth/google-calendar/disconnect',
      summary: 'Disconnect Google Calendar',
      description: 'Revokes the grant at Google, then forgets it. A grant Google no longer knows counts as revoked. Copies already in the calendar stay there.',
      examples: { response: { message: CALENDAR_MESSAGES.disconnected } },
      access: 'session',
      responses: { 200: { description: `"${CALENDAR_MESSAGES.disconnected}"`, schema: CalendarMessageResponse }, 503: GOOGLE_DOWN },
    },
    googleClearTokens: {
      method: 'post',
      path: '/auth/google-calendar/clear-tokens',
      summary: 'Forget the Google Calendar grant without revoking it',
      description: 'For a connection that broke (for instance after "Scope has changed"): the member must connect again.',
      examples: { response: { message: CALENDAR_MESSAGES.cleared } },
      access: 'session',
      responses: { 200: { description: `"${CALENDAR_MESSAGES.cleared}"`, schema: CalendarMessageResponse }, 503: NOT_CONFIGURED },
    },
    feed: {
      method: 'get',
      path: '/calendar/feed',
      summary: 'The member\'s calendar feed',
      description: 'Whether a feed exists and what it holds. Its address is never shown again: only its hash is kept.',
      examples: { response: { enabled: true, include_communities: false, created_at: '2026-11-25T10:00:00.000Z' } },
      access: 'member',
      responses: { 200: { description: 'The feed\'s settings.', schema: FeedStatus } },
    },
    createFeed: {
      method: 'post',
      path: '/calendar/feed',
      summary: 'Make the member\'s private feed address, or a new one (Reset link)',
      description:
        'A random 256-bit token in the path, stored only as its SHA-256 hash, so the address is shown in this answer only. A new address retires the old one at once. Subscribe with `webcal_url` in Apple Calendar, Outlook or Thunderbird, or paste `https_url` into Google Calendar\'s "From URL".',
      examples: { body: { include_communities: false }, response: { https_url: 'https://gather.example.org/api/calendar/feeds/Qx7m0bVJ3h0l8l0Tt3b0Yc7m2r9k1Zp8Wq4s6u2v1yA.ics', webcal_url: 'webcal://gather.example.org/api/calendar/feeds/Qx7m0bVJ3h0l8l0Tt3b0Yc7m2r9k1Zp8Wq4s6u2v1yA.ics', include_communities: false, created_at: '2026-11-25T10:00:00.000Z' } },
      access: 'session',
      oneTimeAnswer: 'The first request with this Idempotency-Key made your feed address, which is shown only once and not kept. To see an address again, make a new one with a new key: it retires the old one.',
      body: CreateFeedRequest,
      responses: { 201: { description: 'The new address.', schema: FeedCreated } },
    },
    updateFeed: {
      method: 'put',
      path: '/calendar/feed',
      summary: 'Choose what the feed holds',
      description: '`include_communities`: every event of the member\'s communities they may see, not only those they are going to.',
      examples: { body: { include_communities: true }, response: { enabled: true, include_communities: true, created_at: '2026-11-25T10:00:00.000Z' } },
      access: 'member',
      body: UpdateFeedRequest,
      responses: { 200: { description: 'The feed\'s settings.', schema: FeedStatus }, 404: { description: `"${CALENDAR_MESSAGES.feedNotEnabled}"` } },
    },
    deleteFeed: {
      method: 'delete',
      path: '/calendar/feed',
      summary: 'Turn the feed off',
      description: 'Its address stops working at once.',
      access: 'session',
      responses: { 204: { description: 'The feed is gone.' } },
    },
    feedFile: {
      method: 'get',
      path: '/calendar/feeds/:file',
      summary: 'A private calendar feed (iCalendar)',
      description:
        'Public: calendar apps poll it without a session; the token in the path (`<token>.ics`) is the credential. Events the member is going to (and, as chosen, their communities\' events) from 30 days back, at most 1,000; deleted ones as `STATUS:CANCELLED` for 30 days. UIDs are `event-<id>@<host>` for life, `SEQUENCE` grows with each change of title, times, zone, place or description, times are in each event\'s own zone with its VTIMEZONE. Answers `ETag` with `Cache-Control: private, no-cache`; `If-None-Match` with the current one is a 304 with no body.',
      access: 'public',
      params: FeedFilePath,
      responses: { 200: { description: 'text/calendar' }, 304: { description: 'Unchanged since the ETag sent.' }, 404: { description: `"${CALENDAR_MESSAGES.feedNotFound}": no such address (never made, reset or turned off).` } },
    },
    eventIcs: {
      method: 'get',
      path: '/events/:id/calendar.ics',
      summary: 'One event as an .ics file',
      description: 'The same UID as in feeds, so a calendar that has both keeps one copy.',
      examples: { response: 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Gather//Gather//EN\r\nMETHOD:PUBLISH\r\n...\r\nBEGIN:VEVENT\r\nUID:event-12@gather.example.org\r\nSEQUENCE:0\r\nDTSTART;TZID=Europe/London:20261203T190000\r\n...\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n' },
      access: 'member',
      params: EventIdParams,
      responses: { 200: { description: 'text/calendar, as an attachment.', schema: z.string() }, 404: { description: `"${EVENT_MESSAGES.notFound}"` } },
    },
  },
});
