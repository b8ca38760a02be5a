import { Router } from 'express';
import { CreateEventRequest, EventIdParams, RsvpRequest, UpdateEventRequest } from '@contracts/events/schemas';
import type { AppDeps } from '../../deps';
import { actorOf } from '../../http/authenticate';
import type { Authenticators } from '../../http/authenticate';
import { parseRequest } from '../../http/validate';
import * as events from './service';

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
