import { z } from 'zod';
import { CommunityIdParams } from '@contracts/communities/schemas';
import { EventIdParams, EventListQuery } from '@contracts/events/schemas';
import type { EventListItem } from '@contracts/events/schemas';
import { readRoute } from '../../http/read-route';
import type { ReadAnswer, ReadRoute } from '../../http/read-route';
import * as events from './service';

const NoParams = z.object({});

/**
 * A list page's answer, with until when it stays what it is without a write (conditional-get.ts):
 * an upcoming page loses its first event once that starts; a page of all events does not change
 * with time; a past page gains events as they start (not stamped: its revalidation reads the page).
 */
function listAnswer(when: 'upcoming' | 'past' | 'all', items: EventListItem[]): ReadAnswer {
  if (when === 'past') {
    return { body: items };
  }
  return { body: items, until: when === 'upcoming' ? (items[0]?.start_datetime ?? null) : null };
}

/**
 * The reads of /events (spec section 7, "Events"), each needing a session: most of the API's
 * traffic, served ahead of its other routes (app.ts) and by the read lane (read-lane.ts).
 * '/events/community/:id', '/events/my', '/events/attending' and '/events/invited' come before
 * '/events/:id', which would otherwise take their names for an id.
 */
export const eventReads: readonly ReadRoute[] = [
  readRoute({
    path: '/events/community/:id',
    params: CommunityIdParams,
    query: EventListQuery,
    stamped: true,
    read: async (deps, viewer, { id }, { when, limit }) => listAnswer(when, await events.listCommunityEvents(deps, viewer, id, when, limit)),
  }),
  readRoute({
    path: '/events/my',
    params: NoParams,
    query: EventListQuery,
    stamped: false,
    read: async (deps, viewer, _params, { when, limit }) => ({ body: await events.listMyEvents(deps, viewer, when, limit) }),
  }),
  readRoute({
    path: '/events/attending',
    params: NoParams,
    query: EventListQuery,
    stamped: true,
    read: async (deps, viewer, _params, { when, limit }) => listAnswer(when, await events.listAttendingEvents(deps, viewer, when, limit)),
  }),
  readRoute({
    path: '/events/invited',
    params: NoParams,
    query: EventListQuery,
    stamped: false,
    read: async (deps, viewer, _params, { when, limit }) => ({ body: await events.listInvitedEvents(deps, viewer, when, limit) }),
  }),
  readRoute({
    path: '/events/:id',
    params: EventIdParams,
    stamped: true,
    // An event's page does not change with time, only with writes.
    read: async (deps, viewer, { id }) => ({ body: await events.eventDetail(deps, await events.loadEvent(deps, id, viewer)), until: null }),
  }),
];
