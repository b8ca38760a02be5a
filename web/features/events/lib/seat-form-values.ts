import { MAX_CAPACITY, MAX_GUESTS } from '@contracts/events/seat-limits';
import type { Event } from '@contracts/events/schemas';

/** The form's seat fields as typed: an empty capacity means no limit, empty guests means none. */
export type SeatFormValues = { capacity: string; guestsAllowed: string };
export type SeatFormProblems = Partial<Record<keyof SeatFormValues, string>>;

export const CAPACITY_PROBLEM = `Capacity must be a whole number from 1 to ${MAX_CAPACITY.toLocaleString('en-US')}, or empty for no limit`;
export const GUESTS_ALLOWED_PROBLEM = `Guests must be a whole number from 0 to ${MAX_GUESTS}`;

export const EMPTY_SEATS: SeatFormValues = { capacity: '', guestsAllowed: '0' };

export function seatFormFromEvent(event: Pick<Event, 'capacity' | 'guests_allowed'>): SeatFormValues {
  return { capacity: event.capacity === null ? '' : String(event.capacity), guestsAllowed: String(event.guests_allowed) };
}

/** A whole number typed in a field within bounds, null for an empty field, undefined when it is not one. */
function wholeNumber(text: string, min: number, max: number): number | null | undefined {
  const typed = text.trim();
  if (typed === '') {
    return null;
  }
  if (!/^\d+$/.test(typed)) {
    return undefined;
  }
  const value = Number(typed);
  return value >= min && value <= max ? value : undefined;
}

/** The bounds the server holds to: capacity 1 to 100,000 or none, guests 0 to 20. */
export function seatProblems(values: SeatFormValues): SeatFormProblems {
  const problems: SeatFormProblems = {};
  if (wholeNumber(values.capacity, 1, MAX_CAPACITY) === undefined) {
    problems.capacity = CAPACITY_PROBLEM;
  }
  if (wholeNumber(values.guestsAllowed, 0, MAX_GUESTS) === undefined) {
    problems.guestsAllowed = GUESTS_ALLOWED_PROBLEM;
  }
  return problems;
}

/** What create and update send: null clears the capacity (no limit); empty guests is 0. */
export function seatFields(values: SeatFormValues): { capacity: number | null; guests_allowed: number } {
  const capacity = wholeNumber(values.capacity, 1, MAX_CAPACITY);
  const guests = wholeNumber(values.guestsAllowed, 0, MAX_GUESTS);
  if (capacity === undefined || guests === undefined) {
    throw new Error('validateEventForm must pass before the form is sent');
  }
  return { capacity, guests_allowed: guests ?? 0 };
}
