import { EVENT_MESSAGES, EventIdParams } from '../events/schemas';
import { routeGroup } from '../api/route';
import {
  AttendanceSchema,
  CHECKIN_MESSAGES,
  CheckInAnswerSchema,
  CheckInRequest,
  DoorBatchAnswerSchema,
  DoorBatchRequest,
  MAX_DOOR_BATCH,
  RosterPageSchema,
  RosterQuery,
  TicketSchema,
  UndoAnswerSchema,
  UndoCheckInRequest,
  WalkInAnswerSchema,
  WalkInRequest,
} from './schemas';

/** Who may run the door: the rule every check-in route but the ticket shares. */
export const DOOR_RULE =
  'The door (roster, attendance, check-ins, undos, walk-ins) is for those who may edit the event: its creator, the community owner and admins, by session or by their developer tokens (a read-only token reads the roster and attendance). Anyone else who may see the event is told `403 "' +
  CHECKIN_MESSAGES.organisersOnly +
  '"` before anything about a ticket is looked at, so the answer says nothing of whether a ticket exists; anyone who may not see it, `404 "' +
  EVENT_MESSAGES.notFound +
  '"`.';

export const TICKET_RULE =
  'A member going (with a seat) has a ticket: a QR code holding `GT1.<event id>.<token>`, the token 128 random bits. The server keeps only its hash (the first 16 bytes of its SHA-256, base64url), which the roster carries, so a door checks a scanned ticket offline. A ticket counts the guests its member brings. It stops working when its member changes to maybe or not going or waits for a seat, and when a new ticket is issued: asking for the ticket again moves it to the device that asked.';

export const CHECK_IN_RULE =
  'A check-in names a member by their ticket or, for a member without their phone, by `user_id`. Checking in someone already checked in changes nothing and answers `already_checked_in` with the check-in that stands. A check-in made offline is sent later with `at`, when it was made: when two doors checked the same person in, the earlier stands. An undo names the check-in by the time the door saw (`at`); a different check-in (another door\'s, earlier) is left as it is.';

const NOT_FOUND = { description: `"${EVENT_MESSAGES.notFound}": no such event, or the caller may not see it.` };
const ORGANISERS_ONLY = { description: `"${CHECKIN_MESSAGES.organisersOnly}": the caller may see the event but not edit it.` };

const EXAMPLE_COUNTS = { going: 60, checked_in: 42, going_not_checked_in: 18, walk_ins: 3, guests_checked_in: 5 };
const EXAMPLE_ENTRY = {
  key: 'm42',
  kind: 'member' as const,
  user_id: 42,
  name: 'Ada Lovelace',
  guests: 1,
  ticket: 'q83vEjRWeJq83vEjRWeJqw',
  going: true,
  check_in: { at: '2026-12-05T19:02:11.000Z', door: 'Door 2' },
};
const EXAMPLE_EVENT = { id: 7, title: 'Winter games night', start_datetime: '2026-12-05T19:00:00.000Z', end_datetime: '2026-12-05T22:00:00.000Z', time_zone: 'Europe/London' };

export const checkInRoutes = routeGroup({
  tag: 'Check-in',
  description: `Tickets and check-in at the door, online or offline.\n\n${TICKET_RULE}\n\n${CHECK_IN_RULE}\n\n${DOOR_RULE}`,
  routes: {
    ticket: {
      method: 'post',
      path: '/events/:id/ticket',
      summary: "The caller's ticket for an event",
      description: `${TICKET_RULE} Each call issues a new token and retires the one before.`,
      access: 'session',
      params: EventIdParams,
      oneTimeAnswer: 'The ticket is shown once to the device that asked; ask again for a new one (the previous one stops working).',
      responses: {
        200: { description: 'The ticket, with a new token.', schema: TicketSchema },
        404: NOT_FOUND,
        409: { description: `"${CHECKIN_MESSAGES.ticketOnlyWhenGoing}", or "${CHECKIN_MESSAGES.ticketOnWaitlist}".` },
      },
      examples: { response: { event_id: 7, code: 'GT1.7.q83vEjRWeJq83vEjRWeJqw', holder_name: 'Ada Lovelace', guests: 1, issued_at: '2026-12-01T10:00:00.000Z' } },
    },
    roster: {
      method: 'get',
      path: '/events/:id/roster',
      summary: "The door's roster",
      description: `Members going, members checked in and walk-ins, by key, with ticket hashes and check-ins: names and hashes only, no e-mail addresses. Paged by \`after\` (the last key of the previous page). ${DOOR_RULE}`,
      access: 'member',
      params: EventIdParams,
      query: RosterQuery,
      responses: { 200: { description: 'A page of the roster, with the counts.', schema: RosterPageSchema }, 403: ORGANISERS_ONLY, 404: NOT_FOUND },
      examples: { response: { event: EXAMPLE_EVENT, entries: [EXAMPLE_ENTRY], next_after: null, counts: EXAMPLE_COUNTS } },
    },
    attendance: {
      method: 'get',
      path: '/events/:id/attendance',
      summary: 'Who came',
      description: `Members checked in, going but not checked in, walk-ins, and the guests of those checked in. ${DOOR_RULE}`,
      access: 'member',
      params: EventIdParams,
      responses: { 200: { description: 'The counts.', schema: AttendanceSchema }, 403: ORGANISERS_ONLY, 404: NOT_FOUND },
      examples: { response: EXAMPLE_COUNTS },
    },
    checkIn: {
      method: 'post',
      path: '/events/:id/check-ins',
      summary: 'Check a member in',
      description: `${CHECK_IN_RULE} ${DOOR_RULE}`,
      access: 'member',
      params: EventIdParams,
      body: CheckInRequest,
      responses: {
        200: { description: 'The check-in that stands, and the counts.', schema: CheckInAnswerSchema },
        400: { description: `"${CHECKIN_MESSAGES.atInFuture}": the door's clock is ahead.` },
        403: ORGANISERS_ONLY,
        404: { description: `"${CHECKIN_MESSAGES.notATicket}": a code that is no ticket of this event (another event's, one replaced since, a guess); "${CHECKIN_MESSAGES.notOnRoster}": a user_id of no member who answered; or "${EVENT_MESSAGES.notFound}".` },
        409: { description: `"${CHECKIN_MESSAGES.notGoingAnyMore}": the member changed to maybe or not going, or waits for a seat.` },
      },
      examples: { body: { ticket: 'GT1.7.q83vEjRWeJq83vEjRWeJqw', at: '2026-12-05T19:02:11Z', door: 'Door 2' }, response: { outcome: 'checked_in', entry: EXAMPLE_ENTRY, counts: EXAMPLE_COUNTS } },
    },
    undoCheckIn: {
      method: 'post',
      path: '/events/:id/check-ins/undo',
      summary: 'Undo a check-in',
      description: `${CHECK_IN_RULE} An undone walk-in is removed. ${DOOR_RULE}`,
      access: 'member',
      params: EventIdParams,
      body: UndoCheckInRequest,
      responses: {
        200: { description: 'Whether it was undone (false: another check-in stands, or none was there), the entry as it is now, and the counts.', schema: UndoAnswerSchema },
        403: ORGANISERS_ONLY,
        404: NOT_FOUND,
      },
      examples: { body: { key: 'm42', at: '2026-12-05T19:02:11Z' }, response: { undone: true, entry: { ...EXAMPLE_ENTRY, check_in: null }, counts: { ...EXAMPLE_COUNTS, checked_in: 41, going_not_checked_in: 19, guests_checked_in: 4 } } },
    },
    doorBatch: {
      method: 'post',
      path: '/events/:id/check-ins/batch',
      summary: "A door's check-ins, undos and walk-ins, sent together",
      description: `How a door sends what it queued (offline, or faster than the network answers): up to ${MAX_DOOR_BATCH} actions, each with the body its own route takes (check-ins, undos, walk-ins) and an \`id\`, its Idempotency-Key. The actions run in order in one transaction, each answered as its own route would answer it (a refused action does not stop the ones after it); the counts come once, after the last. An id already used answers what its first sending answered (\`replayed\`), so a door that sends again after a lost answer changes nothing; an id used for a different action is refused for that action alone (422). ${CHECK_IN_RULE} ${DOOR_RULE}`,
      access: 'member',
      params: EventIdParams,
      body: DoorBatchRequest,
      responses: {
        200: { description: 'An answer for each action, in the order sent, and the counts.', schema: DoorBatchAnswerSchema },
        403: ORGANISERS_ONLY,
        404: NOT_FOUND,
      },
      examples: {
        body: {
          actions: [
            { type: 'check_in', id: '5d0c7f0e-7c1b-4c8e-9a57-0f3f7f2c1a10', body: { user_id: 42, at: '2026-12-05T19:02:11Z', door: 'Door 2' } },
            { type: 'check_in', id: '9a1e2b3c-4d5e-4f60-8a7b-1c2d3e4f5a6b', body: { ticket: 'GT1.7.AAAAAAAAAAAAAAAAAAAAAA', at: '2026-12-05T19:02:40Z', door: 'Door 2' } },
          ],
        },
        response: {
          results: [
            { id: '5d0c7f0e-7c1b-4c8e-9a57-0f3f7f2c1a10', status: 200, answer: { outcome: 'checked_in', entry: EXAMPLE_ENTRY }, replayed: false },
            { id: '9a1e2b3c-4d5e-4f60-8a7b-1c2d3e4f5a6b', status: 404, error: { detail: CHECKIN_MESSAGES.notATicket, code: 'not_found' }, replayed: false },
          ],
          counts: EXAMPLE_COUNTS,
        },
      },
    },
    walkIn: {
      method: 'post',
      path: '/events/:id/walk-ins',
      summary: 'Add a walk-in',
      description: `Someone who came without answering, checked in by name, counted apart from tickets. With \`email\`, a welcome e-mail with the community's invite link is sent to it, so they can join the community later (\`invited\` says it was sent), within the same per-sender and per-address limits as invitation e-mails and only when the organiser may see the community's invite code; when the limits refuse, the walk-in still stands and \`invited\` is false. Whether it was sent stays with the walk-in: its roster entry's \`welcome_mail\` (\`sent\` or \`not_sent\`). The door makes the walk-in's \`id\`: sending it again changes nothing and mails nothing. ${DOOR_RULE}`,
      access: 'member',
      params: EventIdParams,
      body: WalkInRequest,
      responses: {
        201: { description: 'The walk-in, checked in, and the counts.', schema: WalkInAnswerSchema },
        403: ORGANISERS_ONLY,
        404: NOT_FOUND,
      },
      examples: {
        body: { id: '0b6f3c1e-3d2a-4d6e-9b1a-2f4c5d6e7f80', name: 'Grace Hopper', email: 'grace@example.com', door: 'Door 2' },
        response: {
          entry: {
            key: 'w0b6f3c1e-3d2a-4d6e-9b1a-2f4c5d6e7f80',
            kind: 'walk_in',
            user_id: null,
            name: 'Grace Hopper',
            guests: 0,
            ticket: null,
            going: false,
            check_in: { at: '2026-12-05T19:20:00.000Z', door: 'Door 2' },
            welcome_mail: 'sent',
          },
          counts: { ...EXAMPLE_COUNTS, walk_ins: 4 },
          invited: true,
        },
      },
    },
  },
});

export type CheckInRoutes = typeof checkInRoutes;
