import type { CreateEventRequest, EventDetail, UpdateEventRequest } from '@contracts/events/schemas';
import { ApiError } from '../../../lib/api-client';
import {
  dateTimeZoneProblems,
  emptyDateTimeZone,
  fromInstants,
  toInstants,
} from '../../../components/date-time-zone-picker/picker-rules';
import type { DateTimeZoneValue } from '../../../components/date-time-zone-picker/picker-rules';
import type { RepeatRule } from '@contracts/events/recurrence';
import { repeatOfForm } from '../components/repeat/repeat-choice';
import { REPEAT_FIX_PROBLEM } from '../components/repeat/repeat-draft';
import type { RepeatDraft } from '../components/repeat/repeat-draft';
import { EMPTY_SEATS, seatFields, seatFormFromEvent, seatProblems } from './seat-form-values';
import type { SeatFormValues } from './seat-form-values';

/** What the event form holds while it is being filled in (its seats too: capacity and guests allowed). */
export type EventFormValues = SeatFormValues & {
  title: string;
  description: string;
  when: DateTimeZoneValue;
  location: string;
  priceRange: string;
  eventLink: string;
  ticketLink: string;
  whatsappLink: string;
  isPrivate: boolean;
  /** How the event repeats (a preset's rule, the assistant's, a series'), or null: it does not. */
  repeat: RepeatRule | null;
  /** While Custom… is open, its fields as typed: then they, not `repeat`, are what the form sends. */
  repeatDraft?: RepeatDraft;
};

export type EventFormField =
  | 'title'
  | 'description'
  | 'start'
  | 'end'
  | 'location'
  | 'priceRange'
  | 'eventLink'
  | 'ticketLink'
  | 'whatsappLink'
  | 'capacity'
  | 'guestsAllowed'
  | 'repeat';
export type EventFormProblems = Partial<Record<EventFormField, string>>;

export const TITLE_MAX = 200;
export const DESCRIPTION_MAX = 10_000;
export const LOCATION_MAX = 300;
export const PRICE_RANGE_MAX = 100;
export const LINK_MAX = 2048;

const LINK_MESSAGE = 'Enter a web address starting with http:// or https://';

export function emptyEventForm(timeZone: string): EventFormValues {
  return {
    title: '',
    description: '',
    when: emptyDateTimeZone(timeZone),
    location: '',
    priceRange: '',
    eventLink: '',
    ticketLink: '',
    whatsappLink: '',
    isPrivate: false,
    ...EMPTY_SEATS,
    repeat: null,
  };
}

/** The form filled with a stored event, its times shown in its own zone. */
export function eventFormFromEvent(event: EventDetail): EventFormValues {
  return {
    title: event.title,
    description: event.description ?? '',
    when: fromInstants(event.start_datetime, event.end_datetime, event.time_zone),
    location: event.location ?? '',
    priceRange: event.price_range ?? '',
    eventLink: event.event_link ?? '',
    ticketLink: event.ticket_link ?? '',
    whatsappLink: event.whatsapp_link ?? '',
    isPrivate: event.is_private,
    ...seatFormFromEvent(event),
    repeat: event.series?.rule ?? null,
  };
}

/** The repeat rule the form would send (null: it does not repeat, or Custom…'s fields are not yet a rule). */
export function formRepeatRule(values: EventFormValues): RepeatRule | null {
  return repeatOfForm(values, values.when.startDate).rule;
}

function isWebAddress(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

function linkProblem(text: string): string | undefined {
  const link = text.trim();
  if (link === '') {
    return undefined;
  }
  if (link.length > LINK_MAX) {
    return 'Web addresses must be at most 2,048 characters';
  }
  return isWebAddress(link) ? undefined : LINK_MESSAGE;
}

/** The rules of spec section 5 (title, start date and time required; links are web addresses) and the size limits. */
export function validateEventForm(values: EventFormValues): EventFormProblems {
  const problems: EventFormProblems = { ...dateTimeZoneProblems(values.when), ...seatProblems(values) };
  const title = values.title.trim();
  if (title === '') {
    problems.title = 'Title is required';
  } else if (title.length > TITLE_MAX) {
    problems.title = 'Title must be at most 200 characters';
  }
  if (values.description.trim().length > DESCRIPTION_MAX) {
    problems.description = 'Description must be at most 10,000 characters';
  }
  if (values.location.trim().length > LOCATION_MAX) {
    problems.location = 'Location must be at most 300 characters';
  }
  if (values.priceRange.trim().length > PRICE_RANGE_MAX) {
    problems.priceRange = 'Price range must be at most 100 characters';
  }
  for (const field of ['eventLink', 'ticketLink', 'whatsappLink'] as const) {
    const problem = linkProblem(values[field]);
    if (problem) {
      problems[field] = problem;
    }
  }
  if (Object.keys(repeatOfForm(values, values.when.startDate).problems).length > 0) {
    // Each problem is shown at its field of the Custom editor; this one only stops the form.
    problems.repeat = REPEAT_FIX_PROBLEM;
  }
  return problems;
}

/** The body both create and update send: every field, '' and null meaning none (a null capacity: no limit). */
function eventFields(values: EventFormValues) {
  const { start, end } = toInstants(values.when);
  if (!start) {
    throw new Error('validateEventForm must pass before the form is sent');
  }
  return {
    title: values.title.trim(),
    description: values.description.trim() || null,
    start_datetime: start.toISOString(),
    end_datetime: end ? end.toISOString() : null,
    time_zone: values.when.timeZone,
    location: values.location.trim() || null,
    price_range: values.priceRange.trim() || null,
    is_private: values.isPrivate,
    event_link: values.eventLink.trim() || null,
    ticket_link: values.ticketLink.trim() || null,
    whatsapp_link: values.whatsappLink.trim() || null,
    ...seatFields(values),
  };
}

/** A new event, with its repeat rule when it has one. */
export function toCreateRequest(values: EventFormValues, communityId: number): CreateEventRequest {
  const repeat = formRepeatRule(values);
  return { community_id: communityId, ...eventFields(values), ...(repeat ? { repeat } : {}) };
}

/** A change; `repeat` is a new rule for a recurring event's dates (sent only with scope following or all). */
export function toUpdateRequest(values: EventFormValues, repeat?: RepeatRule): UpdateEventRequest {
  return { ...eventFields(values), ...(repeat ? { repeat } : {}) };
}

const API_FIELDS: Record<string, EventFormField> = {
  title: 'title',
  description: 'description',
  start_datetime: 'start',
  end_datetime: 'end',
  time_zone: 'start',
  location: 'location',
  price_range: 'priceRange',
  event_link: 'eventLink',
  ticket_link: 'ticketLink',
  whatsapp_link: 'whatsappLink',
  capacity: 'capacity',
  guests_allowed: 'guestsAllowed',
  repeat: 'repeat',
  scope: 'repeat',
};

/** A 400 names the fields it rejects: show each message at its field. */
export function problemsFromApiError(error: unknown): EventFormProblems {
  const problems: EventFormProblems = {};
  if (!(error instanceof ApiError) || error.status !== 400) {
    return problems;
  }
  for (const { field, message } of error.fieldErrors ?? []) {
    const formField = API_FIELDS[field] ?? (field.startsWith('repeat.') ? 'repeat' : undefined);
    if (formField && !problems[formField]) {
      problems[formField] = message;
    }
  }
  return problems;
}
