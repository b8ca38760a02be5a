import { PushConfigResponse, SubscribeRequest, SubscribeResponse, UnsubscribeRequest } from './schemas';
import { routeGroup } from '../api/route';
import { EXAMPLE_PUSH_ENDPOINT, EXAMPLE_PUSH_SUBSCRIPTION } from '../api/examples';

export const pushRoutes = routeGroup({
  tag: 'Push',
  description:
    'Web Push. A browser subscribes with the server\'s VAPID public key. Members who answered going or maybe hear of changes to an event\'s time, place or name and of its cancellation; signed-up invitees hear of new invitations. Nobody is told of their own action.',
  routes: {
    config: {
      method: 'get',
      path: '/push/config',
      summary: 'The VAPID public key',
      access: 'public',
      responses: { 200: { description: 'The key to pass to `pushManager.subscribe` as `applicationServerKey`.', schema: PushConfigResponse } },
      examples: { response: { public_key: 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U' } },
    },
    subscribe: {
      method: 'post',
      path: '/push/subscriptions',
      summary: 'Save this browser\'s push subscription',
      description: 'The body is `PushSubscription.toJSON()`. An endpoint belongs to one browser: whoever subscribes with it last receives its pushes. Needs the browser\'s session: a developer API token is refused (403 `session_required`), so a leaked token cannot register an endpoint that keeps receiving notifications after it is revoked.',
      access: 'session',
      body: SubscribeRequest,
      examples: { body: EXAMPLE_PUSH_SUBSCRIPTION, response: { endpoint: EXAMPLE_PUSH_ENDPOINT } },
      responses: { 201: { description: 'Saved (or taken over).', schema: SubscribeResponse } },
    },
    unsubscribe: {
      method: 'delete',
      path: '/push/subscriptions',
      summary: 'Forget this browser\'s push subscription',
      description: 'Forgets the caller\'s subscription with that endpoint; an unknown endpoint changes nothing. Needs the browser\'s session, like subscribing.',
      access: 'session',
      body: UnsubscribeRequest,
      examples: { body: { endpoint: EXAMPLE_PUSH_ENDPOINT } },
      responses: { 204: { description: 'Forgotten.' } },
    },
  },
});
