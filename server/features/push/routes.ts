import { Router } from 'express';
import { SubscribeRequest, UnsubscribeRequest } from '@contracts/push/schemas';
import type { PushConfigResponse, SubscribeResponse } from '@contracts/push/schemas';
import type { AppDeps } from '../../deps';
import { actorOf } from '../../http/authenticate';
import type { Authenticators } from '../../http/authenticate';
import { parseRequest } from '../../http/validate';
import * as repo from './repo';

/**
 * /push: the VAPID public key and this browser's subscription. Subscribing and unsubscribing need the
 * browser's session: a leaked API token must not register an endpoint that keeps receiving the member's
 * notifications after the token is revoked (as with POST /calendar/feed).
 */
export function pushRoutes(deps: AppDeps, { requireSession }: Authenticators): Router {
  const router = Router();

  router.get('/config', (_req, res) => {
    const body: PushConfigResponse = { public_key: deps.vapid.publicKey };
    res.json(body);
  });

  router.post('/subscriptions', requireSession, async (req, res) => {
    const { endpoint, keys } = parseRequest(SubscribeRequest, req.body);
    await repo.saveSubscription(deps.db, actorOf(req).id, { endpoint, p256dh: keys.p256dh, auth: keys.auth }, deps.clock().toISOString());
    const body: SubscribeResponse = { endpoint };
    res.status(201).json(body);
  });

  router.delete('/subscriptions', requireSession, async (req, res) => {
    const { endpoint } = parseRequest(UnsubscribeRequest, req.body);
    await repo.deleteSubscription(deps.db, actorOf(req).id, endpoint);
    res.status(204).end();
  });

  return router;
}
