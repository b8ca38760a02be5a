import { Router } from 'express';
import { CALENDAR_MESSAGES, CreateFeedRequest, FeedFileParams, UpdateFeedRequest } from '@contracts/calendar/schemas';
import { EventIdParams } from '@contracts/events/schemas';
import type { AppDeps } from '../../deps';
import { notFound } from '../../http/app-error';
import { actorOf } from '../../http/authenticate';
import type { Authenticators } from '../../http/authenticate';
import { parseRequest } from '../../http/validate';
import { loadEvent } from '../events/service';
import { createFeed, eventIcs, feedStatus, renderFeed, revokeFeed, setFeedOptions } from './feed-service';

const ICS_TYPE = 'text/calendar; charset=utf-8';

/** The member's private calendar feed (/calendar/feed...), its public address, and one event's .ics. */
export function calendarFeedRoutes(deps: AppDeps, { requireUser, requireSession }: Authenticators): Router {
  const router = Router();

  router.get('/calendar/feed', requireUser, async (req, res) => {
    res.json(await feedStatus(deps, actorOf(req)));
  });

  router.post('/calendar/feed', requireSession, async (req, res) => {
    const body = parseRequest(CreateFeedRequest, req.body ?? {});
    res.status(201).json(await createFeed(deps, actorOf(req), body.include_communities));
  });

  router.put('/calendar/feed', requireUser, async (req, res) => {
    const body = parseRequest(UpdateFeedRequest, req.body);
    res.json(await setFeedOptions(deps, actorOf(req), body.include_communities));
  });

  router.delete('/calendar/feed', requireSession, async (req, res) => {
    await revokeFeed(deps, actorOf(req));
    res.status(204).end();
  });

  // Public: calendar apps poll it with no session; the 256-bit token in the path is the credential.
  router.get('/calendar/feeds/:file', async (req, res) => {
    const parsed = FeedFileParams.safeParse(req.params);
    if (!parsed.success) {
      throw notFound(CALENDAR_MESSAGES.feedNotFound);
    }
    const answer = await renderFeed(deps, parsed.data.file.slice(0, -'.ics'.length), req.headers['if-none-match']);
    res.setHeader('Cache-Control', 'private, no-cache');
    res.setHeader('ETag', answer.etag);
    if (answer.status === 304) {
      res.status(304).end();
      return;
    }
    res.type(ICS_TYPE).send(answer.body);
  });

  router.get('/events/:id/calendar.ics', requireUser, async (req, res) => {
    const { id } = parseRequest(EventIdParams, req.params, 'params');
    const loaded = await loadEvent(deps, id, actorOf(req));
    res.type(ICS_TYPE);
    res.setHeader('Content-Disposition', `attachment; filename="event-${id}.ics"`);
    res.send(eventIcs(deps, loaded));
  });

  return router;
}
