import { calendarRoutes as declared } from '@contracts/calendar/routes';
import { CALENDAR_MESSAGES, FeedFileParams } from '@contracts/calendar/schemas';
import type { CalendarAuthorizeResponse } from '@contracts/calendar/schemas';
import type { AppDeps } from '../../deps';
import { notFound } from '../../http/app-error';
import { created, json, noContent, notModified, redirect, serveRoutes, text } from '../../http/route-handler';
import { loadEvent } from '../events';
import { calendarAuthorizationUrl, calendarStatus, finishCalendarConnection, listCalendars, selectCalendar } from './connection-service';
import { createFeed, eventIcs, feedStatus, renderFeed, revokeFeed, setFeedOptions } from './feed-service';
import { clearGoogleCalendarTokens, disconnectGoogleCalendar } from './forget-calendar';

const ICS_TYPE = 'text/calendar; charset=utf-8';

/**
 * Calendars: the Google Calendar connection (what changes it needs a browser session; reading its
 * status and calendars needs a member), the member's private feed and its public address, and one
 * event's .ics.
 */
export function calendarRoutes(deps: AppDeps) {
  return serveRoutes(declared, {
    // The answer also sets the cookie that ties the connection to this browser (browser-binding.ts).
    googleAuthorize: async ({ actor, res }) => {
      const { url, cookie } = await calendarAuthorizationUrl(deps, actor);
      res.cookie(cookie.name, cookie.value, cookie.options);
      const body: CalendarAuthorizeResponse = { authorization_url: url };
      return json(body);
    },
    // Google sends the browser here: the member is known from the flow's state, not from a token, and
    // the browser must be the one that started it.
    googleCallback: async ({ query, req, res }) => {
      const { location, clearCookie } = await finishCalendarConnection(deps, query, req.headers.cookie);
      if (clearCookie) {
        res.clearCookie(clearCookie.name, clearCookie.options);
      }
      return redirect(location);
    },
    googleStatus: async ({ actor }) => json(await calendarStatus(deps, actor)),
    googleCalendars: async ({ actor, query }) => {
      const page = await listCalendars(deps, actor, query.page_token);
      const next = page.nextPageToken ? `${deps.config.publicUrl}/api/auth/google-calendar/calendars?page_token=${encodeURIComponent(page.nextPageToken)}` : null;
      return json(page.items, next ? { paging: { link: `<${next}>; rel="next"` } } : {});
    },
    googleSetCalendar: async ({ actor, body }) => json(await selectCalendar(deps, actor, body.calendar_id)),
    googleDisconnect: async ({ actor }) => {
      await disconnectGoogleCalendar(deps, actor.id);
      return json({ message: CALENDAR_MESSAGES.disconnected });
    },
    googleClearTokens: async ({ actor }) => {
      await clearGoogleCalendarTokens(deps, actor.id);
      return json({ message: CALENDAR_MESSAGES.cleared });
    },
    feed: async ({ actor }) => json(await feedStatus(deps, actor)),
    createFeed: async ({ actor, body }) => created(await createFeed(deps, actor, body.include_communities)),
    updateFeed: async ({ actor, body }) => json(await setFeedOptions(deps, actor, body.include_communities)),
    deleteFeed: async ({ actor }) => {
      await revokeFeed(deps, actor);
      return noContent();
    },
    // Public: calendar apps poll it with no session; the 256-bit token in the path is the credential.
    // Its tag is its own (a cheaper one: the feed's rows' keys decide it before the rows are read).
    feedFile: async ({ params, req }) => {
      const parsed = FeedFileParams.safeParse(params);
      if (!parsed.success) {
        throw notFound(CALENDAR_MESSAGES.feedNotFound);
      }
      const answer = await renderFeed(deps, parsed.data.file.slice(0, -'.ics'.length), req.headers['if-none-match']);
      const headers = { 'Cache-Control': 'private, no-cache', ETag: answer.etag };
      return answer.status === 304 ? notModified(headers) : text(answer.body, ICS_TYPE, headers);
    },
    eventIcs: async ({ actor, params }) =>
      text(eventIcs(deps, await loadEvent(deps, params.id, actor)), ICS_TYPE, { 'Content-Disposition': `attachment; filename="event-${params.id}.ics"` }),
  });
}
