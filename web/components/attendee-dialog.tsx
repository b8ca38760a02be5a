import { IonContent } from '@ionic/react';
import { useId } from 'react';
import type { RsvpState, RsvpStatus } from '@contracts/events/schemas';
import { guestsSuffix, WAITLIST_RULE } from '@contracts/events/seat-text';
import { ProBadge } from './pro-badge';
import './attendee-dialog.css';
import { DialogFrame } from './dialog-frame';
import { RSVP_STATUS_LABELS } from './rsvp-labels';

export type Attendee = {
  user: { id: number; username: string; full_name: string | null; is_pro?: boolean };
  status: RsvpState;
  /** Guests they bring (or asked for, waiting). */
  guests?: number;
  /** Their place on the waitlist, 1 first. */
  waitlist_position?: number | null;
};

type AttendeeDialogProps = { isOpen: boolean; onClose: () => void; attendees: readonly Attendee[]; eventTitle?: string };

function displayName(user: Attendee['user']): string {
  return user.full_name?.trim() || user.username;
}

/** One person: initial (or their place on the waitlist), name, username, and the guests they bring. */
function Person({ attendee, place }: { attendee: Attendee; place?: number }) {
  const { user } = attendee;
  const guests = guestsSuffix(attendee.guests ?? 0);
  return (
    <li>
      {place === undefined ? (
        <span className="attendee-initial" aria-hidden="true">
          {displayName(user).charAt(0).toUpperCase()}
        </span>
      ) : (
        <span className="attendee-initial attendee-place">#{place}</span>
      )}
      <span className="attendee-who">
        <span className="attendee-name">
          {displayName(user)} <ProBadge isPro={user.is_pro} />
          {guests ? <span className="attendee-guests"> {guests}</span> : null}
        </span>
        {user.full_name ? <span className="attendee-username">@{user.username}</span> : null}
      </span>
    </li>
  );
}

/** Those waiting for a seat, in the order they are seated; nobody can reorder them. */
function Waitlist({ attendees, headingId }: { attendees: readonly Attendee[]; headingId: string }) {
  const waiting = attendees
    .filter((attendee) => attendee.status === 'waitlisted')
    .sort((a, b) => (a.waitlist_position ?? Infinity) - (b.waitlist_position ?? Infinity));
  if (waiting.length === 0) {
    return null;
  }
  return (
    <section className="attendee-group" aria-labelledby={headingId}>
      <h3 id={headingId}>Waitlist ({waiting.length})</h3>
      <p className="attendee-rule">{WAITLIST_RULE}</p>
      <ol>
        {waiting.map((attendee, index) => (
          <Person key={attendee.user.id} attendee={attendee} place={attendee.waitlist_position ?? index + 1} />
        ))}
      </ol>
    </section>
  );
}

/** Those who gave one answer, as they answered. */
function StatusGroup({ status, attendees, headingId }: { status: RsvpStatus; attendees: readonly Attendee[]; headingId: string }) {
  const people = attendees.filter((attendee) => attendee.status === status);
  return (
    <section className="attendee-group" aria-labelledby={headingId}>
      <h3 id={headingId}>
        {RSVP_STATUS_LABELS[status]} ({people.length})
      </h3>
      {people.length === 0 ? (
        <p className="attendee-none">Nobody yet</p>
      ) : (
        <ul>
          {people.map((attendee) => (
            <Person key={attendee.user.id} attendee={attendee} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** The RSVP list dialog (spec section 2): everyone who replied, grouped Going, Waitlist (when anyone waits), Maybe, Not Going. */
export function AttendeeDialog({ isOpen, onClose, attendees, eventTitle }: AttendeeDialogProps) {
  const titleId = useId();
  const group = (status: RsvpStatus) => <StatusGroup status={status} attendees={attendees} headingId={`${titleId}-${status}`} />;
  return (
    <DialogFrame isOpen={isOpen} onClose={onClose} className="attendee-dialog" title="RSVPs" titleId={titleId}>
      <IonContent className="ion-padding">
        {eventTitle ? <p className="attendee-event">{eventTitle}</p> : null}
        {group('going')}
        <Waitlist attendees={attendees} headingId={`${titleId}-waitlisted`} />
        {group('maybe')}
        {group('not_going')}
      </IonContent>
    </DialogFrame>
  );
}
