/**
 * What a reader found, before it becomes an answer. Every field is optional: a reader sets only
 * what its source states, and the assistant never fills a field nobody read.
 */

import type { RepeatRule } from '@contracts/events/recurrence';
import type { ParseSource } from '@contracts/parse/messages';

/** Where the assistant read something. */
export type SourceKind = ParseSource;

/**
 * A point in time as the source wrote it: a calendar date, a wall-clock time (null: the whole
 * day), and either the source's explicit UTC offset or a zone it named. With neither, the time is
 * read in the page's or the member's zone.
 */
export interface When {
  date: string;
  time: string | null;
  offsetMinutes?: number;
  zone?: string;
}

/** Prices as numbers: free is 0-0; a missing max is "from min". */
export interface Price {
  min: number;
  max: number | null;
  currency: string | null;
}

/** Why the member should check a start date: the weekday the text wrote does not fall on it, or it has passed. */
export type DateCheck = { kind: 'weekday'; weekday: number } | { kind: 'past' };

export interface EventDraft {
  title?: string;
  description?: string;
  start?: When;
  end?: When;
  location?: string;
  price?: Price;
  eventLink?: string;
  ticketLink?: string;
  whatsappLink?: string;
  /** The source says the event is cancelled (schema.org eventStatus, or a "CANCELLED" notice). */
  cancelled?: boolean;
  /** How the event repeats (a schema.org eventSchedule, "every Tuesday"); its first date is the start. */
  repeat?: RepeatRule;
  /** What the member should check about the start date (goes with the start). */
  dateCheck?: DateCheck;
}

/** The fields an answer carries (the date check is said in the answer's message). */
export type DraftField = Exclude<keyof EventDraft, 'dateCheck'>;

/** One reader's result, with where it came from. */
export interface Reading {
  source: SourceKind;
  draft: EventDraft;
}
