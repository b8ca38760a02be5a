import { Router } from 'express';
import { ParseEventRequest, readableParseBody } from '@contracts/parse/schemas';
import type { AppDeps } from '../../deps';
import { actorOf } from '../../http/authenticate';
import type { Authenticators } from '../../http/authenticate';
import type { ApiLimits } from '../../http/rate-limits';
import { parseRequest } from '../../http/validate';
import { parseEvent } from './service';

/** POST /events/parse-from-url (spec section 7): the event assistant, for signed-in members, limited per member. */
export function parseRoutes(deps: AppDeps, { requireUser }: Authenticators, limits: ApiLimits): Router {
  const router = Router();
  router.post('/parse-from-url', requireUser, ...limits.assistantParse, async (req, res) => {
    const body = parseRequest(ParseEventRequest, readableParseBody(req.body));
    res.json(await parseEvent(deps, actorOf(req), body));
  });
  return router;
}
