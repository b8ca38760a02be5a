import { z } from 'zod';
import { isValidTimeZone } from './event-time';
import { PersonSchema } from '../communities/schemas';
import { GOING_PREVIEW_SIZE } from './list-sizes';
import { countParam, idField, idParam, isoDateTime, lineText, multilineText } from '../fields';
import { RepeatRuleSchema } from './recurrence';
import { CheckInMarkSchema } from '../checkin/schemas';
import { capacityField, guestsAllowedField, guestsField, RsvpStateSchema } from './capacity';

export const RSVP_STATUSES = ['going', 'maybe', 'not_going'] as const;
export const RsvpStatusSchema = z.enum(RSVP_STATUSES, { error: 'Status must be going, maybe or not_going' });
export type RsvpStatus = z.infer<typeof RsvpStatusSchema>;

/** Text that may be cleared: '' and null both mean none. */
const clearableText = (field: string, max: number, kind: typeof lineText = lineText) =>
  kind(field)
    .trim()
    .max(max, { error: `${field} must be at most ${max.toLocaleString('en-US')} characters` })
    .nullable()
    .transform((value) => (value ? value : null));

const clearableLink = (field: string) =>
  z.union([
    z.literal('').transform(() => null),
    z.null(),
    lineText(field)
      .trim()
      .max(2048, { error: `${field} must be at most 2,048 characters` })
      .pipe(z.url({ protocol: /^https?$/, error: `${field} must be a web address starting with http:// or https://` })),
  ]);

/** An instant with an explicit offset ('2026-12-01T19:00:00+01:00' or '...Z'); stored and answered in UTC. */
const instant = (field: string) =>
  z
    .string({ error: `${field} must be a date and time` })
    .pipe(z.iso.datetime({ offset: true, error: `${field} must be an ISO 8601 date and time with an offset, e.g. 2026-12-01T19:00:00+01:00` }))
    .transform((value) => new Date(value).toISOString());

const timeZone = z
  .string({ error: 'time_zone must be an IANA time zone such as Europe/London' })
  .refine(isValidTimeZone, { error: 'time_zone must be an IANA time zone such as Europe/London' });

const title = lineText('Title')
  .trim()
  .min(1, { error: 'Title is required' })
  .max(200, { error: 'Title must be at most 200 characters' });
const isPrivate = z.boolean({ error: 'is_private must be true or false' });

/** Fields that may be cleared, as an update takes them: absent = unchanged, null or '' = cleared. */
const clearableFields = {
  description: clearableText('Description', 10_000, multilineText),
  end_datetime: instant('end_datetime').nullable(),
  location: clearableText('Location', 300),
  price_range: clearableText('Price range', 100),
  event_link: clearableLink('event_link'),
  ticket_link: clearableLink('ticket_link'),
  whatsapp_link: clearableLink('whatsapp_link'),
};
type ClearableKey = keyof typeof clearableFields;

/** On create, an absent clearable field is stored as none. */
const absentAsNone = <K extends ClearableKey>(key: K) => clearableFields[key].optional().transform((value) => value ?? null);

const END_BEFORE_START = 'End must not be before the start';

export const CreateEventRequest = z
  .strictObject({
    community_id: idField('community_id'),
    title,
    description: absentAsNone('description'),
    start_datetime: instant('start_datetime'),
    end_datetime: absentAsNone('end_datetime'),
    time_zone: timeZone.default('UTC'),
    location: absentAsNone('location'),
    price_range: absentAsNone('price_range'),
    is_private: isPrivate.default(false),
    event_link: absentAsNone('event_link'),
    ticket_link: absentAsNone('ticket_link'),
    whatsapp_link: absentAsNone('whatsapp_link'),
    /** Seats in all (members going and their guests); absent or null: no limit. */
    capacity: capacityField.optional().transform((value) => value ?? null),
    /** Guests each member going may bring. */
    guests_allowed: guestsAllowedField.default(0),
    /** How the event repeats; absent or null: it does not (a single event). */
    repeat: RepeatRuleSchema.nullable()
      .optional()
      .transform((value) => value ?? null),
  })
  .refine((e) => e.end_datetime === null || e.end_datetime >= e.start_datetime, { error: END_BEFORE_START, path: ['end_datetime'] });
export type CreateEventRequest = z.input<typeof CreateEventRequest>;
export type CreateEventParsed = z.output<typeof CreateEventRequest>;

/** Partial update: only the fields sent change; the service checks the end against the resulting start. */
export const UpdateEventRequest = z
  .strictObject({
    title: title.optional(),
    start_datetime: instant('start_datetime').optional(),
    time_zone: timeZone.optional(),
    is_private: isPrivate.optional(),
    description: clearableFields.description.optional(),
    end_datetime: clearableFields.end_datetime.optional(),
    location: clearableFields.location.optional(),
    price_range: clearableFields.price_range.optional(),
    event_link: clearableFields.event_link.optional(),
    ticket_link: clearableFields.ticket_link.optional(),
    whatsapp_link: clearableFields.whatsapp_link.optional(),
    /** null removes the limit; a capacity below the seats taken removes nobody: new answers wait. */
    capacity: capacityField.optional(),
    guests_allowed: guestsAllowedField.optional(),
    /** A new rule for a recurring event's dates from this one on (scope following) or of the whole series (scope all). */
    repeat: RepeatRuleSchema.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), { error: 'No changes to save', path: ['body'] });
export type UpdateEventRequest = z.input<typeof UpdateEventRequest>;
export type UpdateEventParsed = z.output<typeof UpdateEventRequest>;
export const END_BEFORE_START_MESSAGE = END_BEFORE_START;

/** Which dates of a recurring event a change or a deletion applies to (a single event has only `this`). */
export const CHANGE_SCOPES = ['this', 'following', 'all'] as const;
export type ChangeScope = (typeof CHANGE_SCOPES)[number];
export const ChangeScopeQuery = z.strictObject({
  scope: z.enum(CHANGE_SCOPES, { error: 'scope must be this, following or all' }).default('this'),
});

/** Which dates of a recurring event a reply is for: this date, or every date from this one on ("Going every Tuesday"). */
export const RSVP_SCOPES = ['this', 'series'] as const;
export type RsvpScope = (typeof RSVP_SCOPES)[number];
const rsvpScope = z.enum(RSVP_SCOPES, { error: 'scope must be this or series' }).default('this');

export const RsvpRequest = z.strictObject({
  status: RsvpStatusSchema,
  scope: rsvpScope,
  /** Guests brought with a going answer (up to the event's `guests_allowed`); absent: as before, 0 for a new answer. */
  guests: guestsField.optional(),
});
export const RsvpScopeQuery = z.strictObject({ scope: rsvpScope });
export type RsvpRequest = z.input<typeof RsvpRequest>;

export const EventIdParams = z.object({
  id: idParam('Event id'),
});

export const EventListQuery = z.strictObject({
  when: z.enum(['upcoming', 'past', 'all'], { error: 'when must be upcoming, past or all' }).default('all'),
  limit: countParam('limit')
    .pipe(z.number().min(1, { error: 'limit must be at least 1' }).max(500, { error: 'limit must be at most 500' }))
    .default(200),
  /** Only events starting at or after this instant. */
  from: instant('from').optional(),
  /** Only events starting before this instant (a month calendar asks for one month). */
  to: instant('to').optional(),
}).refine((query) => query.from === undefined || query.to === undefined || query.from < query.to, { error: 'to must be after from', path: ['to'] });
export type EventListQuery = z.input<typeof EventListQuery>;

export const RsvpCountsSchema = z.object({
  going: z.number().int(),
  maybe: z.number().int(),
  not_going: z.number().int(),
  /** Members who answered going to a full event and wait for a seat. */
  waitlisted: z.number().int(),
});
export type RsvpCounts = z.infer<typeof RsvpCountsSchema>;

/**
 * The series a date of a recurring event belongs to: its rule (in the event's zone, from the
 * series' first date), and the caller's answer for every date of it ("Going every Tuesday"), if any.
 */
export const EventSeriesSchema = z.object({
  id: z.number().int(),
  rule: RepeatRuleSchema,
  /** The series' first date's start: a yearly rule's day, and the start its summary is worked from. */
  first_start_datetime: isoDateTime,
  my_rsvp: RsvpStatusSchema.nullable(),
  /**
   * Whether the caller may answer for every date (`scope` `series`): false on a private event for
   * someone invited to one date only, who answers dates one at a time.
   */
  may_answer_every_date: z.boolean(),
});
export type EventSeries = z.infer<typeof EventSeriesSchema>;

/** Seats (seat-text.ts words them): the limit, guests allowed, and seats taken by members going and their guests. */
const seatFields = {
  /** Seats in all, or null: no limit (and no waitlist). */
  capacity: z.number().int().nullable(),
  guests_allowed: z.number().int(),
  /** Members going plus their guests; above `capacity` only when the capacity was lowered. */
  seats_taken: z.number().int(),
};

export const EventSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  start_datetime: isoDateTime,
  end_datetime: isoDateTime.nullable(),
  time_zone: z.string(),
  location: z.string().nullable(),
  price_range: z.string().nullable(),
  is_private: z.boolean(),
  event_link: z.string().nullable(),
  ticket_link: z.string().nullable(),
  whatsapp_link: z.string().nullable(),
  community_id: z.number().int(),
  community_name: z.string(),
  creator: PersonSchema,
  rsvp_counts: RsvpCountsSchema,
  ...seatFields,
  my_rsvp: RsvpStateSchema.nullable(),
  /** Guests the caller brings with their going answer (or asked for, waiting). */
  my_guests: z.number().int(),
  /** The caller's place on the waitlist (1 is next), or null when they are not waiting. */
  my_waitlist_position: z.number().int().nullable(),
  can_edit: z.boolean(),
  can_delete: z.boolean(),
  /** True for the creator only: Invite People and the creator panel (spec section 6). */
  is_creator: z.boolean(),
  /** The recurring event this is one date of, or null for a single event. */
  series: EventSeriesSchema.nullable(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
});
export type Event = z.infer<typeof EventSchema>;

export { GOING_PREVIEW_SIZE } from './list-sizes';

/** A person as a list names them: id and display name (full name, else username). */
export const NamedPersonSchema = z.object({ id: z.number().int(), name: z.string() });
export type NamedPerson = z.infer<typeof NamedPersonSchema>;

/**
 * One event in a list (community events, attending, created, invited): what list screens show
 * (the card: day and time in the event's zone and the viewer's, place, Private, the viewer's answer,
 * the first people going by name and the rest counted, the community; edit and delete when allowed).
 * No description: no list screen shows one. GET /events/{id} carries everything else (description,
 * links, price, creator, every reply).
 */
export const EventListItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  start_datetime: isoDateTime,
  end_datetime: isoDateTime.nullable(),
  time_zone: z.string(),
  location: z.string().nullable(),
  is_private: z.boolean(),
  community_id: z.number().int(),
  community_name: z.string(),
  rsvp_counts: RsvpCountsSchema,
  /** The first people who answered going (earliest first), at most GOING_PREVIEW_SIZE. */
  going_preview: z.array(NamedPersonSchema).max(GOING_PREVIEW_SIZE),
  /** "Full" or "3 seats left" (guests allowed is on the event's page). */
  capacity: seatFields.capacity,
  seats_taken: seatFields.seats_taken,
  my_rsvp: RsvpStateSchema.nullable(),
  can_edit: z.boolean(),
  can_delete: z.boolean(),
  is_creator: z.boolean(),
  /** The recurring event this is one date of, or null for a single event. */
  series_id: z.number().int().nullable(),
});
export type EventListItem = z.infer<typeof EventListItemSchema>;

export const EventRsvpSchema = z.object({
  user: PersonSchema,
  status: RsvpStateSchema,
  /** Guests they bring (or asked for, waiting). */
  guests: z.number().int(),
  /** Their place on the waitlist (1 is next), or null when not waiting. */
  waitlist_position: z.number().int().nullable(),
  updated_at: isoDateTime,
});
export type EventRsvp = z.infer<typeof EventRsvpSchema>;

/** An event with everyone's replies (the waitlist in its order), for the detail page and its attendee dialog. */
export const EventDetailSchema = EventSchema.extend({
  rsvps: z.array(EventRsvpSchema),
  /** When and where the caller was checked in at the door, or null. */
  my_check_in: CheckInMarkSchema.nullable(),
});
export type EventDetail = z.infer<typeof EventDetailSchema>;

export { EVENT_MESSAGES } from './messages';
export { RSVP_STATES, RsvpStateSchema } from './capacity';
export type { RsvpState } from './capacity';
