import { describeRepeatRule } from '@contracts/events/recurrence-summary';
import type { ParseEventResponse } from '@contracts/parse/schemas';
import type { DateLocale } from '@contracts/time-format';
import { PARSE_SOURCE_NOTES } from '@contracts/parse/messages';
import type { ParseSource } from '@contracts/parse/messages';
import { changeEndDate, changeStartDate, emptyDateTimeZone, fromInstants } from '../../../components/date-time-zone-picker/picker-rules';
import type { DateTimeZoneValue } from '../../../components/date-time-zone-picker/picker-rules';
import { viewerLocale } from '../../../lib/viewer-time';
import { emptyEventForm } from './event-form-values';
import type { EventFormValues } from './event-form-values';

/** The create form filled by the event assistant, and what to tell the member about it. */
export type EventFormPrefill = {
  values: EventFormValues;
  /** The assistant's own message ("Event details found…", or that the source says it is cancelled). */
  message: string;
  /** Where the fields were read, one line per source: "From the page's event data: title, start, location". */
  sources: string[];
  /** How the event repeats, in words ("Every Tuesday, until 30 June"), or null when it does not. */
  repeat: string | null;
};

/** How the note names each answered field, in the form's order. */
const FIELD_NAMES: ReadonlyArray<[field: string, name: string]> = [
  ['title', 'title'],
  ['description', 'description'],
  ['start_datetime', 'start'],
  ['start_date', 'start date'],
  ['end_datetime', 'end'],
  ['end_date', 'end date'],
  ['location', 'location'],
  ['price_range', 'price range'],
  ['event_link', 'event link'],
  ['ticket_link', 'ticket link'],
  ['whatsapp_link', 'WhatsApp link'],
  ['repeat', 'repeat'],
];

const text = (value: string | undefined) => (value && value.trim() ? value.trim() : '');

/** Start and end as the picker holds them: instants in the answer's zone, or whole days at the form's default time. */
function whenOf(answer: ParseEventResponse, fallbackZone: string): DateTimeZoneValue {
  const zone = text(answer.time_zone) || fallbackZone;
  if (answer.start_datetime) {
    return fromInstants(answer.start_datetime, answer.end_datetime ?? null, zone);
  }
  if (answer.start_date) {
    // changeStartDate gives the start the form's default time and the end an hour later; a
    // source that states only the day states no end, so the end stays empty unless it names one.
    const start = { ...changeStartDate(emptyDateTimeZone(zone), answer.start_date), endDate: '', endTime: '' };
    return answer.end_date ? changeEndDate(start, answer.end_date) : start;
  }
  return emptyDateTimeZone(zone);
}

/** "From the page's event data: title, start, location", one line per source, fields in the form's order. */
function sourceLines(sources: Record<string, ParseSource> | undefined): string[] {
  const byNote = new Map<string, string[]>();
  for (const [field, name] of FIELD_NAMES) {
    const source = sources?.[field];
    if (source) {
      const note = PARSE_SOURCE_NOTES[source];
      byNote.set(note, [...(byNote.get(note) ?? []), name]);
    }
  }
  return [...byNote].map(([note, names]) => `${note}: ${names.join(', ')}`);
}

/** The answer's repeat in words, from its start (a day alone is read as that day). */
function repeatWords(answer: ParseEventResponse, memberZone: string, locale: DateLocale): string | null {
  if (!answer.repeat) {
    return null;
  }
  const zone = text(answer.time_zone) || memberZone;
  if (answer.start_datetime) {
    return describeRepeatRule(answer.repeat, new Date(answer.start_datetime), zone, locale);
  }
  const day = answer.start_date ? new Date(`${answer.start_date}T12:00:00Z`) : new Date();
  return describeRepeatRule(answer.repeat, day, answer.start_date ? 'UTC' : zone, locale);
}

/**
 * The create form's values from the assistant's answer (spec section 4: only non-blank fields are
 * copied, the rest stay as a new form has them) with the time zone it read, else the member's,
 * and its Repeat rule (also in words, for the note above the form).
 */
export function prefillFromParse(answer: ParseEventResponse, memberZone: string, locale: DateLocale = viewerLocale()): EventFormPrefill {
  const empty = emptyEventForm(memberZone);
  return {
    values: {
      ...empty,
      title: text(answer.title),
      description: text(answer.description),
      when: whenOf(answer, memberZone),
      location: text(answer.location),
      priceRange: text(answer.price_range),
      eventLink: text(answer.event_link),
      ticketLink: text(answer.ticket_link),
      whatsappLink: text(answer.whatsapp_link),
      repeat: answer.repeat ?? null,
    },
    message: answer.message,
    sources: sourceLines(answer.sources),
    repeat: repeatWords(answer, memberZone, locale),
  };
}
