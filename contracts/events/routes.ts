import { z } from 'zod';
import { CommunityIdParams, COMMUNITY_MESSAGES } from '../communities/schemas';
import {
  ChangeScopeQuery,
  CreateEventRequest,
  END_BEFORE_START_MESSAGE,
  EVENT_MESSAGES,
  EventDetailSchema,
  EventIdParams,
  EventListItemSchema,
  EventListQuery,
  RsvpRequest,
  RsvpScopeQuery,
  UpdateEventRequest,
} from './schemas';
import { routeGroup } from '../api/route';
import { EXAMPLE_EVENT, EXAMPLE_EVENT_DETAIL, EXAMPLE_EVENT_LIST_ITEM, EXAMPLE_NEW_EVENT } from '../api/examples';

/** Who sees an event (features/events/policy.ts canViewEvent, and the list queries in its repo). */
export const EVENT_VISIBILITY_RULE =
  'Members of a community see its public events. A private event is seen only by its creator, the community owner and admins, and people who RSVPed to it or were invited to it: members who gave any answer or hold a pending invitation, and anyone who accepted an invitation, even from outside the community. Everyone else, members who left included, is told `404 "Event not found"`, as if the event did not exist.';

/** Who may create, change and delete events (features/events/policy.ts). */
export const EVENT_CHANGE_RULE =
  'Create: members, or only the owner and admins when the community has `admin_events_only`. Edit and delete: the event\'s creator, the community owner and admins. Every event answers `can_edit`, `can_delete` and `is_creator` for the caller, so clients never re-derive these rules.';

const TIMES = 'Times are taken as ISO 8601 with an explicit offset and answered in UTC (`...Z`) with the event\'s IANA `time_zone`.';
const LIST =
  'Filter with `when` (upcoming: starting now or later, soonest first; past: latest first; all: soonest first), `from` and `to` (instants: events starting at or after `from` and before `to`, as a month calendar asks) and `limit`. Each date of a recurring event is an event of its own in the list, with its `series_id`.';

/** How recurring events work, for every operation. */
export const RECURRENCE_RULE =
  'A recurring event is a series of events, one per date, made from a repeat rule (`repeat`: daily, weekly on chosen weekdays, monthly on a day or the Nth or last weekday, yearly; every N; ending never, on a date or after N times), stored as an RFC 5545 RRULE in the event\'s IANA zone: a 19:00 event stays 19:00 when the clocks change. Each date is an event with its own page, replies, discussion and invitations, carrying `series`. Dates are made about 26 weeks ahead and further as time passes, or as a list with a later `to` asks. Changes and deletions take `scope`: `this` (this date only), `following` (this date and those after it: the series is split, earlier dates keep the old rule) or `all` (every date that has not started; past dates and their replies are kept). A reply with `scope` `series` answers every date from this one on, and dates made later; one date can then be answered differently.';

/** How seats work, for every operation. */
export const CAPACITY_RULE =
  'An event may have a `capacity`: seats in all, counting each member going and the guests they bring (up to `guests_allowed` each; 0 by default). Going to a full event puts the caller on its waitlist (`my_rsvp` `waitlisted`, `my_waitlist_position` 1 is next) in the order answers arrived; the organiser sees the waitlist but cannot reorder it. When a seat opens (a member withdraws or changes their answer, brings fewer guests, the capacity is raised or removed, an account is deleted), the first waiting who fits is given it in the same transaction and told by push and e-mail. Lowering the capacity removes nobody: new answers wait. Only seated members are going: calendar feeds, Google Calendar and reminders count them alone. Each date of a recurring event has its own seats and waitlist. Without a capacity, every answer is kept as given.';

/** The rules every events operation is subject to, after what is particular to it. */
const withRules = (text: string) => `${text}\n\n${EVENT_VISIBILITY_RULE}\n\n${EVENT_CHANGE_RULE}`;

const NOT_FOUND = { description: `"${EVENT_MESSAGES.notFound}": no such event, or the caller may not see it.` };
const COMMUNITY_NOT_FOUND = { description: `"${COMMUNITY_MESSAGES.notFound}": no such community, or the caller is not a member.` };
const DETAIL = (what: string) => ({ description: what, schema: EventDetailSchema });
const LIST_OK = {
  description:
    'The events, as the caller may see them, each as a list item: an excerpt of the description, reply counts, the first people going by name, the caller\'s own reply and what they may do. `GET /events/{id}` answers the whole event.',
  schema: z.array(EventListItemSchema),
};
const LIST_EXAMPLES = { response: [EXAMPLE_EVENT_LIST_ITEM], query: { when: 'upcoming', limit: '50' } };
/** The event as its creator sees it. */
const AS_CREATOR = { ...EXAMPLE_EVENT_DETAIL, creator: EXAMPLE_NEW_EVENT.creator, can_edit: true, can_delete: true, is_creator: true };

export const eventRoutes = routeGroup({
  tag: 'Events',
  description: `Events of communities, with RSVPs (going, maybe, not going).\n\n${EVENT_VISIBILITY_RULE}\n\n${EVENT_CHANGE_RULE}\n\n${TIMES}\n\n${RECURRENCE_RULE}\n\n${CAPACITY_RULE}`,
  routes: {
    listCommunity: {
      method: 'get',
      path: '/events/community/:id',
      summary: 'A community\'s events',
      description: withRules(`The owner and admins get every event; other members get the public ones, their own, and private ones they RSVPed or were invited to. ${LIST}`),
      access: 'member',
      stamped: true,
      params: CommunityIdParams,
      query: EventListQuery,
      responses: { 200: LIST_OK, 404: COMMUNITY_NOT_FOUND },
      examples: LIST_EXAMPLES,
    },
    listMine: {
      method: 'get',
      path: '/events/my',
      summary: 'Events the caller created',
      description: withRules(`Only in communities the caller still belongs to. ${LIST}`),
      access: 'member',
      query: EventListQuery,
      responses: { 200: LIST_OK },
      examples: LIST_EXAMPLES,
    },
    listAttending: {
      method: 'get',
      path: '/events/attending',
      summary: 'Events the caller answered going or maybe',
      description: withRules(`In communities the caller belongs to, or reached through an accepted invitation. ${LIST}`),
      access: 'member',
      stamped: true,
      query: EventListQuery,
      responses: { 200: LIST_OK },
      examples: LIST_EXAMPLES,
    },
    listInvited: {
      method: 'get',
      path: '/events/invited',
      summary: 'Events the caller has a pending invitation to',
      description: withRules(
        `Invitations addressed to the caller's account or e-mail, keeping only events the caller may already see (a member's invitation to a private event, say); GET /event-invites/my-invites lists every invitation. ${LIST}`,
      ),
      access: 'member',
      query: EventListQuery,
      responses: { 200: LIST_OK },
      examples: LIST_EXAMPLES,
    },
    create: {
      method: 'post',
      path: '/events/',
      summary: 'Create an event',
      description: withRules(
        `Absent optional fields are stored as none; \`time_zone\` defaults to UTC and \`is_private\` to false. With \`repeat\`, a recurring event: the answer is its first date. ${TIMES}`,
      ),
      access: 'member',
      body: CreateEventRequest,
      examples: {
        body: {
          community_id: 12,
          title: EXAMPLE_EVENT.title,
          description: EXAMPLE_EVENT.description,
          start_datetime: '2026-12-05T09:00:00+00:00',
          end_datetime: '2026-12-05T10:00:00+00:00',
          time_zone: 'Europe/London',
          location: EXAMPLE_EVENT.location,
        },
        response: EXAMPLE_NEW_EVENT,
      },
      responses: {
        201: DETAIL('The new event, with its (empty) RSVP list.'),
        400: {
          description: `"${END_BEFORE_START_MESSAGE}" when \`end_datetime\` is before \`start_datetime\`; "${EVENT_MESSAGES.ruleGivesNoDates}" when \`repeat\` ends before its first date.`,
        },
        403: { description: `"${EVENT_MESSAGES.createNotAllowed}": the community has \`admin_events_only\` and the caller is a plain member.` },
        404: COMMUNITY_NOT_FOUND,
      },
    },
    get: {
      method: 'get',
      path: '/events/:id',
      summary: 'An event with everyone\'s RSVPs',
      description: withRules('For the detail page and its attendee list.'),
      access: 'member',
      stamped: true,
      params: EventIdParams,
      responses: { 200: DETAIL('The event.'), 404: NOT_FOUND },
      examples: { response: EXAMPLE_EVENT_DETAIL },
    },
    update: {
      method: 'put',
      path: '/events/:id',
      summary: 'Change an event',
      description: withRules(
        `Partial: only the fields sent change; null or '' clears a clearable field. Members who answered going or maybe are notified by push when the time, place or name changes. For a recurring event, \`scope\` says which dates change; a new start moves each of them by the same wall-clock shift, and \`repeat\` (with \`following\` or \`all\`) replaces the rule, keeping dates that stay and their replies. ${TIMES}`,
      ),
      access: 'member',
      params: EventIdParams,
      query: ChangeScopeQuery,
      body: UpdateEventRequest,
      examples: { body: { location: 'Bandstand, Riverside Park' }, response: { ...AS_CREATOR, location: 'Bandstand, Riverside Park' } },
      responses: {
        200: DETAIL('The event after the change.'),
        400: {
          description: `"${END_BEFORE_START_MESSAGE}": the end is checked against the resulting start. "${EVENT_MESSAGES.repeatNeedsSeriesScope}", "${EVENT_MESSAGES.notRecurring}" (a series scope for a single event), "${EVENT_MESSAGES.pastDate}".`,
        },
        403: { description: `"${EVENT_MESSAGES.editNotAllowed}".` },
        404: NOT_FOUND,
      },
    },
    delete: {
      method: 'delete',
      path: '/events/:id',
      summary: 'Delete an event',
      description: withRules(
        'Its RSVPs and discussion go with it; its pending invitations read as expired. Members who answered going or maybe are notified by push. For a recurring event, `scope` says which dates go (dates that have started stay); a date deleted alone is not made again.',
      ),
      access: 'member',
      params: EventIdParams,
      query: ChangeScopeQuery,
      responses: {
        204: { description: 'Deleted.' },
        400: { description: `"${EVENT_MESSAGES.notRecurring}": a series scope for a single event.` },
        403: { description: `"${EVENT_MESSAGES.deleteNotAllowed}".` },
        404: NOT_FOUND,
      },
    },
    rsvp: {
      method: 'post',
      path: '/events/:id/rsvp',
      summary: 'Answer going, maybe or not going',
      description: withRules(
        'Anyone who may see the event may answer; answering again replaces the answer. With `scope` `series`, the answer is for this date and every later date of its recurring event, including dates made later. With a capacity, going to a full event answers `my_rsvp` `waitlisted` with the caller\'s place; `guests` brings guests (up to `guests_allowed`), counted as seats.',
      ),
      access: 'member',
      params: EventIdParams,
      body: RsvpRequest,
      examples: { body: { status: 'going' }, response: EXAMPLE_EVENT_DETAIL },
      responses: {
        200: DETAIL('The event with the new answer.'),
        400: { description: `\`guests\`: more than \`guests_allowed\` ("This event allows at most 2 guests per member"), or "${EVENT_MESSAGES.guestsOnlyWhenGoing}".` },
        403: { description: `"${EVENT_MESSAGES.everyDateNotAllowed}": \`scope\` \`series\` on a private recurring event by someone invited to one date (\`series.may_answer_every_date\` is false).` },
        409: { description: 'A member going asked for more guests than there are seats left ("Only 1 seat is left for more guests"); their answer is unchanged.' },
        404: NOT_FOUND,
      },
    },
    cancelRsvp: {
      method: 'delete',
      path: '/events/:id/rsvp',
      summary: 'Withdraw the caller\'s answer',
      description: withRules(
        'When the answer was what let the caller see a private event, it is withdrawn and the call answers 204 with no body: the event is no longer visible to them. With `scope` `series`, the answer for every date from this one on is withdrawn.',
      ),
      access: 'member',
      params: EventIdParams,
      query: RsvpScopeQuery,
      responses: {
        200: DETAIL('The event without the caller\'s answer.'),
        204: { description: 'Withdrawn; the event was private and the answer was what let the caller see it.' },
        404: NOT_FOUND,
      },
      examples: { response: { ...EXAMPLE_EVENT_DETAIL, my_rsvp: null, rsvp_counts: { going: 0, maybe: 0, not_going: 0, waitlisted: 0 }, seats_taken: 0, rsvps: [] } },
    },
  },
});
