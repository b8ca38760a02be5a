import { IonLabel, IonSegment, IonSegmentButton, IonToolbar } from '@ionic/react';
import { useState } from 'react';
import type { EventSeries } from '@contracts/events/schemas';
import { DialogFrame } from '../../../components/dialog-frame';
import { EmailInviteForm } from './email-invite-form';
import { InviteScopeChoice } from './invite-scope-choice';
import { LinkInviteForm } from './link-invite-form';
import './invite-dialog.css';

type InviteTab = 'email' | 'link';

/** A date of a recurring event: its series (EventDetail.series) and the event's zone. */
export type InvitedSeries = { series: Pick<EventSeries, 'rule' | 'first_start_datetime'>; timeZone: string };

export type InviteDialogProps = { isOpen: boolean; onClose: () => void; eventId: number; eventTitle: string; recurring?: InvitedSeries | null };

/**
 * The invite dialog of spec section 2: 'Send by Email' and 'Create Link' tabs; for a date of a
 * recurring event, first a choice of this date or every date.
 */
export function InviteDialog({ isOpen, onClose, eventId, eventTitle, recurring = null }: InviteDialogProps) {
  const [tab, setTab] = useState<InviteTab>('email');
  const [everyDate, setEveryDate] = useState(false);
  const close = () => {
    setTab('email');
    setEveryDate(false);
    onClose();
  };
  // Sent only for a date of a series: a single event's invitation is as it always was.
  const scope = recurring ? everyDate : undefined;
  return (
    <DialogFrame
      isOpen={isOpen}
      onClose={close}
      className="invite-modal"
      title="Invite People"
      toolbar={
        <IonToolbar>
          <IonSegment value={tab} onIonChange={(event) => setTab(event.detail.value === 'link' ? 'link' : 'email')}>
            <IonSegmentButton value="email">
              <IonLabel>Send by Email</IonLabel>
            </IonSegmentButton>
            <IonSegmentButton value="link">
              <IonLabel>Create Link</IonLabel>
            </IonSegmentButton>
          </IonSegment>
        </IonToolbar>
      }
    >
      <div className="invite-modal-body">
        <p className="invite-event-title">{eventTitle}</p>
        {recurring ? <InviteScopeChoice series={recurring.series} timeZone={recurring.timeZone} everyDate={everyDate} onChange={setEveryDate} /> : null}
        {tab === 'email' ? <EmailInviteForm eventId={eventId} everyDate={scope} /> : <LinkInviteForm eventId={eventId} everyDate={scope} />}
      </div>
    </DialogFrame>
  );
}
