import type { RsvpStatus } from '@contracts/events/schemas';

/** The spec's words for each answer: Going, Maybe, Not Going. */
export const RSVP_STATUS_LABELS: Record<RsvpStatus, string> = { going: 'Going', maybe: 'Maybe', not_going: 'Not Going' };
