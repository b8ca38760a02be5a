import { IonIcon } from '@ionic/react';
import { checkmarkCircleOutline, hourglassOutline } from 'ionicons/icons';
import type { EventDetail } from '@contracts/events/schemas';
import { seatsLeftText, seatsTakenText, WAITLIST_RULE, waitingText, waitlistPositionText } from '@contracts/events/seat-text';
import { goingJoinsWaitlist } from '../lib/seat-answer';

type SeatProps = { event: EventDetail };

/** "12 of 20 going · Full · 3 waiting": only an event with a capacity has it. */
export function SeatsLine({ event }: SeatProps) {
  const taken = seatsTakenText(event);
  if (taken === null) {
    return null;
  }
  const waiting = event.rsvp_counts.waitlisted > 0 ? waitingText(event.rsvp_counts.waitlisted) : null;
  return <p className="rsvp-seats">{[taken, seatsLeftText(event), waiting].filter(Boolean).join(' · ')}</p>;
}

/**
 * Where the member stands with the seats: their place on the waitlist and how it moves, that they
 * are going (once the server says so: an answer waiting to sync may yet wait for a seat), or,
 * on a full event, that Going joins the waitlist. Nothing without a capacity.
 */
export function SeatStatus({ event, pending }: SeatProps & { pending: boolean }) {
  if (event.capacity === null) {
    return null;
  }
  if (event.my_rsvp === 'waitlisted' && event.my_waitlist_position !== null) {
    return (
      <div className="rsvp-seat-status is-waiting" role="status">
        <IonIcon icon={hourglassOutline} aria-hidden="true" />
        <div>
          <p className="rsvp-seat-status-title">{waitlistPositionText(event.my_waitlist_position)}</p>
          <p className="rsvp-waitlist-rule">{WAITLIST_RULE}</p>
        </div>
      </div>
    );
  }
  if (event.my_rsvp === 'going' && !pending) {
    return (
      <div className="rsvp-seat-status is-seated" role="status">
        <IonIcon icon={checkmarkCircleOutline} aria-hidden="true" />
        <p className="rsvp-seat-status-title">You're going</p>
      </div>
    );
  }
  return goingJoinsWaitlist(event) ? <p className="rsvp-waitlist-rule">This event is full. {WAITLIST_RULE}</p> : null;
}
