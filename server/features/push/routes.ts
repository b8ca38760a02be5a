import { pushRoutes as declared } from '@contracts/push/routes';
import type { PushConfigResponse, SubscribeResponse } from '@contracts/push/schemas';
import type { AppDeps } from '../../deps';
import { json, noContent, serveRoutes } from '../../http/route-handler';
import * as repo from './repo';

/**
 * /push: the VAPID public key and this browser's subscription. Subscribing and unsubscribing need the
 * browser's session: a leaked API token must not register an endpoint that keeps receiving the member's
 * notifications after the token is revoked (as with POST /calendar/feed).
 */
export function pushRoutes(deps: AppDeps) {
  return serveRoutes(declared, {
    config: () => {
      const body: PushConfigResponse = { public_key: deps.vapid.publicKey };
      return json(body);
    },
    subscribe: async ({ actor, body: { endpoint, keys } }) => {
      await repo.saveSubscription(deps.db, actor.id, { endpoint, p256dh: keys.p256dh, auth: keys.auth }, deps.clock().toISOString());
      const body: SubscribeResponse = { endpoint };
      return json(body, { status: 201 });
    },
    unsubscribe: async ({ actor, body }) => {
      await repo.deleteSubscription(deps.db, actor.id, body.endpoint);
      return noContent();
    },
  });
}
