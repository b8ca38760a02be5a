import { eventRoutes as declared } from '@contracts/events/routes';
import type { EventListItem } from '@contracts/events/schemas';
import type { AppDeps } from '../../deps';
import { created, json, noContent } from '../../http/route-handler';
import type { Answer } from '../../http/route-handler';
import { serveRoutes } from '../../http/route-handler';
import * as events from './service';

/**
 * A list page's answer, with until when it stays what it is without a write (conditional-get.ts):
 * an upcoming page loses its first event once that starts; a page of all events does not change
 * with time; a past page gains events as they start (not stamped: its revalidation reads the page).
 */
function listAnswer(when: 'upcoming' | 'past' | 'all', items: EventListItem[]): Answer {
  if (when === 'past') {
    return json(items);
  }
  return json(items, { until: when === 'upcoming' ? (items[0]?.start_datetime ?? null) : null });
}

/** /events: the lists, an event with everyone's RSVPs, its changes and the caller's RSVP. */
export function eventRoutes(deps: AppDeps) {
  return serveRoutes(declared, {
    listCommunity: async ({ actor, params, query }) => listAnswer(query.when, await events.listCommunityEvents(deps, actor, params.id, query)),
    listMine: async ({ actor, query }) => json(await events.listMyEvents(deps, actor, query)),
    listAttending: async ({ actor, query }) => listAnswer(query.when, await events.listAttendingEvents(deps, actor, query)),
    listInvited: async ({ actor, query }) => json(await events.listInvitedEvents(deps, actor, query)),
    // An event's page does not change with time, only with writes.
    get: async ({ actor, params }) => json(await events.eventDetail(deps, await events.loadEvent(deps, params.id, actor)), { until: null }),
    create: async ({ actor, body }) => {
      const id = await events.createEvent(deps, actor, body);
      return created(await events.eventDetail(deps, await events.loadEvent(deps, id, actor)));
    },
    update: async ({ actor, params, query, body }) => {
      const shown = await events.updateEvent(deps, await events.loadEvent(deps, params.id, actor), body, query.scope);
      return json(await events.eventDetail(deps, await events.loadEvent(deps, shown, actor)));
    },
    delete: async ({ actor, params, query }) => {
      await events.deleteEvent(deps, await events.loadEvent(deps, params.id, actor), query.scope);
      return noContent();
    },
    rsvp: async ({ actor, params, body }) => {
      await events.setRsvp(deps, await events.loadEvent(deps, params.id, actor), actor, body.status, body.scope, body.guests);
      return json(await events.eventDetail(deps, await events.loadEvent(deps, params.id, actor)));
    },
    cancelRsvp: async ({ actor, params, query }) => {
      await events.cancelRsvp(deps, await events.loadEvent(deps, params.id, actor), actor, query.scope);
      const after = await events.findVisibleEvent(deps, params.id, actor);
      // The answer was what let the caller see a private event: it is withdrawn, and there is nothing left to show.
      return after ? json(await events.eventDetail(deps, after)) : noContent();
    },
  });
}
