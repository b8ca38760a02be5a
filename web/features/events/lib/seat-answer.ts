import type { EventDetail, RsvpStatus } from '@contracts/events/schemas';
import { seatsLeft } from '@contracts/events/seat-text';

type SeatView = Pick<EventDetail, 'capacity' | 'seats_taken' | 'my_rsvp'>;

/** The answer the member gave: waiting for a seat is a going answer (its choice stays pressed). */
export function answerGiven(myRsvp: EventDetail['my_rsvp']): RsvpStatus | null {
  return myRsvp === 'waitlisted' ? 'going' : myRsvp;
}

/** Whether Going would put the member on the waitlist: the event is full and they are neither seated nor waiting. */
export function goingJoinsWaitlist(event: SeatView): boolean {
  return seatsLeft(event) === 0 && event.my_rsvp !== 'going' && event.my_rsvp !== 'waitlisted';
}

/** How the Going choice reads: "Join waitlist" on a full event, "On waitlist" while waiting, else "Going". */
export function goingChoiceLabel(event: SeatView): string {
  if (event.my_rsvp === 'waitlisted') {
    return 'On waitlist';
  }
  return goingJoinsWaitlist(event) ? 'Join waitlist' : 'Going';
}
