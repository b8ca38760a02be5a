import { z } from 'zod';
import { MAX_CAPACITY, MAX_GUESTS } from './seat-limits';

/**
 * Seats: an event may have a capacity; a member going may bring guests when the organiser allows
 * it; going to a full event puts the member on its waitlist, first come, first served. An event
 * without a capacity has none of this: every rule of RSVPs holds as it always did.
 */

export { MAX_CAPACITY, MAX_GUESTS } from './seat-limits';

const wholeNumber = (field: string, min: number, max: number) =>
  z
    .number({ error: `${field} must be a number` })
    .int({ error: `${field} must be a whole number` })
    .min(min, { error: `${field} must be at least ${min}` })
    .max(max, { error: `${field} must be at most ${max.toLocaleString('en-US')}` });

/** Seats in all, members and their guests; null: no limit. */
export const capacityField = wholeNumber('capacity', 1, MAX_CAPACITY).nullable();
/** Guests each member going may bring (0: none). */
export const guestsAllowedField = wholeNumber('guests_allowed', 0, MAX_GUESTS);
/** Guests the member brings with their "going". */
export const guestsField = wholeNumber('guests', 0, MAX_GUESTS);

/** A member's answer as the server holds it: what they said, and `waitlisted` when they said going to a full event. */
export const RSVP_STATES = ['going', 'maybe', 'not_going', 'waitlisted'] as const;
export const RsvpStateSchema = z.enum(RSVP_STATES);
export type RsvpState = z.infer<typeof RsvpStateSchema>;
