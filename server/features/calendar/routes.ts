import { Router } from 'express';
import { CALENDAR_MESSAGES, CalendarListQuery, OAuthCallbackQuery, SetCalendarRequest } from '@contracts/calendar/schemas';
import type { CalendarAuthorizeResponse } from '@contracts/calendar/schemas';
import type { AppDeps } from '../../deps';
import { actorOf } from '../../http/authenticate';
import type { Authenticators } from '../../http/authenticate';
import { parseRequest } from '../../http/validate';
import { calendarAuthorizationUrl, calendarStatus, finishCalendarConnection, listCalendars, selectCalendar } from './connection-service';
import { clearGoogleCalendarTokens, disconnectGoogleCalendar } from './forget-calendar';

/**
 * /auth/google-calendar (spec section 7, "Calendar"). What changes the connection needs a browser
 * session (a developer API token never reaches it); reading status and calendars needs a member.
 */
export function googleCalendarRoutes(deps: AppDeps, { requireUser, requireSession }: Authenticators): Router {
  const router = Router();

  // The answer also sets the cookie that ties the connection to this browser (browser-binding.ts).
  router.get('/authorize', requireSession, async (req, res) => {
    const { url, cookie } = await calendarAuthorizationUrl(deps, actorOf(req));
    const body: CalendarAuthorizeResponse = { authorization_url: url };
    res.cookie(cookie.name, cookie.value, cookie.options).json(body);
  });

  // Google sends the browser here: the member is known from the flow's state, not from a token, and
  // the browser must be the one that started it.
  router.get('/callback', async (req, res) => {
    const query = parseRequest(OAuthCallbackQuery, req.query, 'query');
    const { location, clearCookie } = await finishCalendarConnection(deps, query, req.headers.cookie);
    if (clearCookie) {
      res.clearCookie(clearCookie.name, clearCookie.options);
    }
    res.redirect(302, location);
  });

  router.get('/status', requireUser, async (req, res) => {
    res.json(await calendarStatus(deps, actorOf(req)));
  });

  router.get('/calendars', requireUser, async (req, res) => {
    const { page_token } = parseRequest(CalendarListQuery, req.query, 'query');
    const page = await listCalendars(deps, actorOf(req), page_token);
    if (page.nextPageToken) {
      const next = `${deps.config.publicUrl}/api/auth/google-calendar/calendars?page_token=${encodeURIComponent(page.nextPageToken)}`;
      res.setHeader('Link', `<${next}>; rel="next"`);
    }
    res.json(page.items);
  });

  router.post('/set-calendar', requireSession, async (req, res) => {
    const { calendar_id } = parseRequest(SetCalendarRequest, req.body);
    res.json(await selectCalendar(deps, actorOf(req), calendar_id));
  });

  router.delete('/disconnect', requireSession, async (req, res) => {
    await disconnectGoogleCalendar(deps, actorOf(req).id);
    res.json({ message: CALENDAR_MESSAGES.disconnected });
  });

  router.post('/clear-tokens', requireSession, async (req, res) => {
    await clearGoogleCalendarTokens(deps, actorOf(req).id);
    res.json({ message: CALENDAR_MESSAGES.cleared });
  });

  return router;
}
