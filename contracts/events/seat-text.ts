/**
 * The words for seats, shared by the event screens, the push notifications and the e-mails (no
 * imports, so the web app's bundle takes them without zod).
 */

export interface SeatFacts {
  capacity: number | null;
  seats_taken: number;
}

/** Seats still free, or null when the event has no limit. Never negative: a lowered capacity removes nobody. */
export function seatsLeft(event: SeatFacts): number | null {
  return event.capacity === null ? null : Math.max(0, event.capacity - event.seats_taken);
}

/** "12 of 20 going" (seats: members and their guests), or null without a limit. */
export function seatsTakenText(event: SeatFacts): string | null {
  return event.capacity === null ? null : `${event.seats_taken.toLocaleString('en-US')} of ${event.capacity.toLocaleString('en-US')} going`;
}

/** "Full", "1 seat left", "3 seats left", or null without a limit. */
export function seatsLeftText(event: SeatFacts): string | null {
  const left = seatsLeft(event);
  if (left === null) {
    return null;
  }
  return left === 0 ? 'Full' : `${left.toLocaleString('en-US')} ${left === 1 ? 'seat' : 'seats'} left`;
}

/** "3 waiting". */
export const waitingText = (count: number): string => `${count.toLocaleString('en-US')} waiting`;

/** "You're #2 on the waitlist". */
export const waitlistPositionText = (position: number): string => `You're #${position.toLocaleString('en-US')} on the waitlist`;

/** How the waitlist works, as the event page says it. */
export const WAITLIST_RULE = 'First come, first served: when a seat opens, the first person waiting who fits gets it and is told at once.';

/** "You + 2 guests". */
export const withGuestsText = (guests: number): string => (guests === 0 ? 'Just you' : `You + ${guests} ${guests === 1 ? 'guest' : 'guests'}`);

/** "+2 guests" beside a name in the attendee list. */
export const guestsSuffix = (guests: number): string => (guests === 0 ? '' : `+${guests} ${guests === 1 ? 'guest' : 'guests'}`);

/** The push and e-mail title when a seat opened for a member waiting. */
export const promotedTitle = (title: string): string => `You're going: ${title}`;
export const PROMOTED_BODY = 'A seat opened up and it is yours. If you can no longer come, change your answer so the next person gets it.';

/** Why a guest count was refused: more than the organiser allows. */
export const tooManyGuestsText = (allowed: number): string =>
  allowed === 0 ? 'This event does not allow guests' : `This event allows at most ${allowed} ${allowed === 1 ? 'guest' : 'guests'} per member`;

/** Why more guests were refused for a member already seated: the seats are not there. */
export const noSeatsForGuestsText = (left: number): string =>
  left === 0 ? 'No seats are left for more guests' : `Only ${left} ${left === 1 ? 'seat is' : 'seats are'} left for more guests`;
