import { z } from 'zod';
import { ErrorResponse } from '../auth/schemas';
import { countParam, emailField, idField, isoDateTime, lineText } from '../fields';
import { MAX_DOOR_BATCH } from './batch-size';
import { CHECKIN_MESSAGES } from './messages';

/**
 * Check-in at the door: a ticket per member going, the door's roster, check-ins, undos and walk-ins.
 * Check-ins made offline arrive later with the time they were made (`at`): when two doors checked
 * the same person in, the earlier check-in stands.
 */

/** An instant with an explicit offset, answered in UTC. */
const instant = (field: string) =>
  z
    .string({ error: `${field} must be a date and time` })
    .pipe(z.iso.datetime({ offset: true, error: `${field} must be an ISO 8601 date and time with an offset, e.g. 2026-12-01T19:00:00+01:00` }))
    .transform((value) => new Date(value).toISOString());

/** The door's own name ("Door 2", "Side entrance"), shown beside the check-ins it made. */
const doorField = lineText('door').trim().max(40, { error: 'door must be at most 40 characters' });

/** A roster entry's key: `m<user id>` for a member, `w<walk-in id>` for a walk-in. */
export const ROSTER_KEY_PATTERN = /^(m[1-9][0-9]{0,9}|w[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;
export { memberKey, walkInKey } from './roster-keys';
const rosterKey = z.string({ error: 'key must be text' }).regex(ROSTER_KEY_PATTERN, { error: 'key must be a roster key (m<user id> or w<walk-in id>)' });

/** The largest roster page: an event with 5,000 going is one page. */
export const MAX_ROSTER_PAGE = 5000;

export const CheckInMarkSchema = z.object({
  at: isoDateTime,
  /** The door that checked them in, as it named itself; null when it gave no name. */
  door: z.string().nullable(),
});
export type CheckInMark = z.infer<typeof CheckInMarkSchema>;

export const RosterEntrySchema = z.object({
  key: z.string(),
  kind: z.enum(['member', 'walk_in']),
  user_id: z.number().int().nullable(),
  name: z.string(),
  /** Guests they bring, counted with their ticket. */
  guests: z.number().int(),
  /** Their ticket's hash (lib: ticket-code.ts ticketHash), or null when they have not opened a ticket yet. */
  ticket: z.string().nullable(),
  /** True while they are going (with a seat); a member checked in who changed their answer since stays, false. */
  going: z.boolean(),
  check_in: CheckInMarkSchema.nullable(),
  /**
   * A walk-in given an e-mail address: whether the community's invite link was sent to it
   * (not_sent: the e-mail limits refused it, or the organiser may not see the invite code). Absent
   * otherwise.
   */
  welcome_mail: z.enum(['sent', 'not_sent']).optional(),
});
export type RosterEntry = z.infer<typeof RosterEntrySchema>;

export const AttendanceSchema = z.object({
  /** Members going (with a seat). */
  going: z.number().int(),
  /** Members checked in, by ticket or by name. */
  checked_in: z.number().int(),
  going_not_checked_in: z.number().int(),
  walk_ins: z.number().int(),
  /** Guests of the members checked in. */
  guests_checked_in: z.number().int(),
});
export type Attendance = z.infer<typeof AttendanceSchema>;

export const RosterEventSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  start_datetime: isoDateTime,
  end_datetime: isoDateTime.nullable(),
  time_zone: z.string(),
});

export const RosterQuery = z.strictObject({
  /** The key of the last entry of the previous page. */
  after: rosterKey.optional(),
  limit: countParam('limit')
    .pipe(z.number().min(1, { error: 'limit must be at least 1' }).max(MAX_ROSTER_PAGE, { error: `limit must be at most ${MAX_ROSTER_PAGE}` }))
    .default(MAX_ROSTER_PAGE),
});
export type RosterQuery = z.input<typeof RosterQuery>;

/** A page of the roster: names and ticket hashes, no e-mail addresses. */
export const RosterPageSchema = z.object({
  event: RosterEventSchema,
  /** Members going, members checked in, and walk-ins, by key. */
  entries: z.array(RosterEntrySchema),
  /** The `after` of the next page, or null on the last. */
  next_after: z.string().nullable(),
  counts: AttendanceSchema,
});
export type RosterPage = z.infer<typeof RosterPageSchema>;

export const TicketSchema = z.object({
  event_id: z.number().int(),
  /** What the QR code holds (lib: ticket-code.ts). */
  code: z.string(),
  holder_name: z.string(),
  guests: z.number().int(),
  issued_at: isoDateTime,
});
export type Ticket = z.infer<typeof TicketSchema>;

export const CheckInRequest = z
  .strictObject({
    /** The scanned code (`GT1.<event id>.<token>`). */
    ticket: lineText('ticket').max(100, { error: 'ticket must be at most 100 characters' }).optional(),
    /** A member found by name on the roster (no phone with them). */
    user_id: idField('user_id').optional(),
    /** When the door checked them in; now when absent. */
    at: instant('at').optional(),
    door: doorField.optional(),
  })
  .refine((body) => (body.ticket === undefined) !== (body.user_id === undefined), { error: 'Send either ticket or user_id', path: ['ticket'] });
export type CheckInRequest = z.input<typeof CheckInRequest>;

export const CheckInAnswerSchema = z.object({
  /** checked_in: this check-in stands; already_checked_in: an earlier one does (its time and door in `entry`). */
  outcome: z.enum(['checked_in', 'already_checked_in']),
  entry: RosterEntrySchema,
  counts: AttendanceSchema,
});
export type CheckInAnswer = z.infer<typeof CheckInAnswerSchema>;

export const UndoCheckInRequest = z.strictObject({
  key: rosterKey,
  /** The time of the check-in being undone, as the door saw it: a different one (another door's, earlier) stays. */
  at: instant('at'),
});
export type UndoCheckInRequest = z.input<typeof UndoCheckInRequest>;

export const UndoAnswerSchema = z.object({
  undone: z.boolean(),
  /** The entry as it is now (a walk-in undone is gone: null). */
  entry: RosterEntrySchema.nullable(),
  counts: AttendanceSchema,
});
export type UndoAnswer = z.infer<typeof UndoAnswerSchema>;

export const WalkInRequest = z.strictObject({
  /** Made by the door (a UUID), so a walk-in sent twice is one walk-in. */
  id: z.uuid({ error: 'id must be a UUID' }).transform((value) => value.toLowerCase()),
  name: lineText('name').trim().min(1, { error: 'Name is required' }).max(80, { error: 'Name must be at most 80 characters' }),
  /** Sends them a welcome e-mail with the community's invite link, so they can join it later. */
  email: emailField.optional(),
  at: instant('at').optional(),
  door: doorField.optional(),
});
export type WalkInRequest = z.input<typeof WalkInRequest>;

export const WalkInAnswerSchema = z.object({
  entry: RosterEntrySchema,
  counts: AttendanceSchema,
  /**
   * True when a welcome e-mail with the community's invite link was sent to the e-mail given: false
   * without one, when the e-mail limits refused it, when the organiser may not see the invite code,
   * and for a walk-in sent again (its mail went with the first sending).
   */
  invited: z.boolean(),
});
export type WalkInAnswer = z.infer<typeof WalkInAnswerSchema>;

export { CHECKIN_MESSAGES };

export { MAX_DOOR_BATCH };

/** What makes an action run once: the write's Idempotency-Key (the door's outbox row's). */
const actionId = lineText('id').min(1, { error: 'id is required' }).max(200, { error: 'id must be at most 200 characters' });

/** One of the door's writes, with the body its own route takes. */
export const DoorBatchAction = z.discriminatedUnion(
  'type',
  [
    z.strictObject({ type: z.literal('check_in'), id: actionId, body: CheckInRequest }),
    z.strictObject({ type: z.literal('undo'), id: actionId, body: UndoCheckInRequest }),
    z.strictObject({ type: z.literal('walk_in'), id: actionId, body: WalkInRequest }),
  ],
  { error: 'type must be check_in, undo or walk_in' },
);
export type DoorBatchAction = z.input<typeof DoorBatchAction>;

export const DoorBatchRequest = z.strictObject({
  actions: z
    .array(DoorBatchAction, { error: 'actions must be a list' })
    .min(1, { error: 'actions must hold at least one action' })
    .max(MAX_DOOR_BATCH, { error: `actions must hold at most ${MAX_DOOR_BATCH} actions` })
    .refine((actions) => new Set(actions.map((action) => action.id)).size === actions.length, { error: 'Each action must have its own id' }),
});
export type DoorBatchRequest = z.input<typeof DoorBatchRequest>;

export const DoorActionResultSchema = z.object({
  id: z.string(),
  /** What the action's own route answers: 200 (201 for a new walk-in) when done, 4xx when refused. */
  status: z.number().int(),
  /** Done: the action's own answer without the counts (they come once, after the last action). */
  answer: z
    .union([CheckInAnswerSchema.omit({ counts: true }), UndoAnswerSchema.omit({ counts: true }), WalkInAnswerSchema.omit({ counts: true })])
    .optional(),
  /** Refused: why, as its own route would have said it. */
  error: ErrorResponse.optional(),
  /** True when an earlier sending of this id did it: the answer is the one given then. */
  replayed: z.boolean(),
});
export type DoorActionResult = z.infer<typeof DoorActionResultSchema>;

export const DoorBatchAnswerSchema = z.object({
  /** One per action, in the order sent. */
  results: z.array(DoorActionResultSchema),
  /** The counts after the last action. */
  counts: AttendanceSchema,
});
export type DoorBatchAnswer = z.infer<typeof DoorBatchAnswerSchema>;
