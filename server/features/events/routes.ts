import { Router } from 'express';
import type { Request, Response } from 'express';
import { CommunityIdParams } from '../../contracts/communities';
import { CreateEventRequest, EventIdParams, EventListQuery, RsvpRequest, UpdateEventRequest } from '../../contracts/events';
import type { EventListItem } from '../../contracts/events';
import { dataVersion } from '../../db-read';
import type { AppDeps } from '../../deps';
import { actorOf } from '../../http/authenticate';
import type { Authenticators } from '../../http/authenticate';
import { unchangedSince, validUntil } from '../../http/conditional-get';
import { parseRequest } from '../../http/validate';
import * as events from './service';

/**
 * Until when a list page stays what it is without a write (conditional-get.ts): an upcoming page
 * loses its first event once that starts; a page of all events does not change with time; a past
 * page gains events as they start (not stamped: its revalidation reads the page).
 */
function listValidUntil(res: Response, when: 'upcoming' | 'past' | 'all', items: EventListItem[]): void {
  if (when !== 'past') {
    validUntil(res, when === 'upcoming' ? (items[0]?.start_datetime ?? null) : null);
  }
}

/**
 * The reads of /events (spec section 7, "Events"), each needing a session: mounted ahead of the
 * API's other routers (app.ts), since they are most of its traffic and a request walks the
 * routers in order. Each route names requireUser itself, so a request these do not answer passes
 * through without authenticating twice.
 */
export function eventReadRoutes(deps: AppDeps, { requireUser }: Authenticators): Router {
  const router = Router();
  /** A 304 with no statement run when nothing was written since the client's answer (conditional-get.ts). */
  const unchanged = (req: Request, res: Response) => unchangedSince(req, res, dataVersion(deps.db), deps.clock().toISOString());

  router.get('/community/:id', requireUser, async (req, res) => {
    const { id } = parseRequest(CommunityIdParams, req.params, 'params');
    const { when, limit } = parseRequest(EventListQuery, req.query, 'query');
    if (unchanged(req, res)) {
      return;
    }
    const items = await events.listCommunityEvents(deps, actorOf(req), id, when, limit);
    listValidUntil(res, when, items);
    res.json(items);
  });

  router.get('/my', requireUser, async (req, res) => {
    const { when, limit } = parseRequest(EventListQuery, req.query, 'query');
    res.json(await events.listMyEvents(deps, actorOf(req), when, limit));
  });

  router.get('/attending', requireUser, async (req, res) => {
    const { when, limit } = parseRequest(EventListQuery, req.query, 'query');
    if (unchanged(req, res)) {
      return;
    }
    const items = await events.listAttendingEvents(deps, actorOf(req), when, limit);
    listValidUntil(res, when, items);
    res.json(items);
  });

  router.get('/invited', requireUser, async (req, res) => {
    const { when, limit } = parseRequest(EventListQuery, req.query, 'query');
    res.json(await events.listInvitedEvents(deps, actorOf(req), when, limit));
  });

  router.get('/:id', requireUser, async (req, res) => {
    const { id } = parseRequest(EventIdParams, req.params, 'params');
    if (unchanged(req, res)) {
      return;
    }
    const detail = await events.eventDetail(deps, await events.loadEvent(deps, id, actorOf(req)));
    // An event's page does not change with time, only with writes.
    validUntil(res, null);
    res.json(detail);
  });

  return router;
}

/** The writes of /events (spec section 7, "Events"): every route needs a session. */
export function eventRoutes(deps: AppDeps, { requireUser }: Authenticators): Router {
  const router = Router();
  router.use(requireUser);

  router.post('/', async (req, res) => {
    const body = parseRequest(CreateEventRequest, req.body);
    const actor = actorOf(req);
    const id = await events.createEvent(deps, actor, body);
    res.status(201).json(await events.eventDetail(deps, await events.loadEvent(deps, id, actor)));
  });

  router.put('/:id', async (req, res) => {
    const { id } = parseRequest(EventIdParams, req.params, 'params');
    const body = parseRequest(UpdateEventRequest, req.body);
    const actor = actorOf(req);
    await events.updateEvent(deps, await events.loadEvent(deps, id, actor), body);
    res.json(await events.eventDetail(deps, await events.loadEvent(deps, id, actor)));
  });

  router.delete('/:id', async (req, res) => {
    const { id } = parseRequest(EventIdParams, req.params, 'params');
    await events.deleteEvent(deps, await events.loadEvent(deps, id, actorOf(req)));
    res.status(204).end();
  });

  router.post('/:id/rsvp', async (req, res) => {
    const { id } = parseRequest(EventIdParams, req.params, 'params');
    const { status } = parseRequest(RsvpRequest, req.body);
    const actor = actorOf(req);
    await events.setRsvp(deps, await events.loadEvent(deps, id, actor), actor, status);
    res.json(await events.eventDetail(deps, await events.loadEvent(deps, id, actor)));
  });

  router.delete('/:id/rsvp', async (req, res) => {
    const { id } = parseRequest(EventIdParams, req.params, 'params');
    const actor = actorOf(req);
    await events.cancelRsvp(deps, await events.loadEvent(deps, id, actor), actor);
    const after = await events.findVisibleEvent(deps, id, actor);
    // The answer was what let the caller see a private event: it is withdrawn, and there is nothing left to show.
    if (!after) {
      res.status(204).end();
      return;
    }
    res.json(await events.eventDetail(deps, after));
  });

  return router;
}
