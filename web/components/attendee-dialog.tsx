import { IonContent } from '@ionic/react';
import { useId } from 'react';
import type { RsvpStatus } from '@contracts/events/schemas';
import { ProBadge } from './pro-badge';
import './attendee-dialog.css';
import { DialogFrame } from './dialog-frame';
import { RSVP_STATUS_LABELS } from './rsvp-labels';

export type Attendee = { user: { id: number; username: string; full_name: string | null; is_pro?: boolean }; status: RsvpStatus };

const STATUS_ORDER: readonly RsvpStatus[] = ['going', 'maybe', 'not_going'];

type AttendeeDialogProps = { isOpen: boolean; onClose: () => void; attendees: readonly Attendee[]; eventTitle?: string };

function displayName(user: Attendee['user']): string {
  return user.full_name?.trim() || user.username;
}

/** The RSVP list dialog (spec section 2): everyone who replied, grouped Going, Maybe, Not Going. */
export function AttendeeDialog({ isOpen, onClose, attendees, eventTitle }: AttendeeDialogProps) {
  const titleId = useId();
  return (
    <DialogFrame isOpen={isOpen} onClose={onClose} className="attendee-dialog" title="RSVPs" titleId={titleId}>
      <IonContent className="ion-padding">
        {eventTitle ? <p className="attendee-event">{eventTitle}</p> : null}
        {STATUS_ORDER.map((status) => {
          const people = attendees.filter((attendee) => attendee.status === status);
          const headingId = `${titleId}-${status}`;
          return (
            <section key={status} className="attendee-group" aria-labelledby={headingId}>
              <h3 id={headingId}>
                {RSVP_STATUS_LABELS[status]} ({people.length})
              </h3>
              {people.length === 0 ? (
                <p className="attendee-none">Nobody yet</p>
              ) : (
                <ul>
                  {people.map(({ user }) => (
                    <li key={user.id}>
                      <span className="attendee-initial" aria-hidden="true">
                        {displayName(user).charAt(0).toUpperCase()}
                      </span>
                      <span className="attendee-who">
                        <span className="attendee-name">
                          {displayName(user)} <ProBadge isPro={user.is_pro} />
                        </span>
                        {user.full_name ? <span className="attendee-username">@{user.username}</span> : null}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          );
        })}
      </IonContent>
    </DialogFrame>
  );
}
