import { IonButton, IonIcon } from '@ionic/react';
import { calendarOutline, downloadOutline } from 'ionicons/icons';
import { useState } from 'react';
import type { EventDetail } from '@contracts/events/schemas';
import { useCalendarStatus } from '../api/get-calendar-status';
import { downloadEventIcs } from '../api/download-event-ics';
import { googleCalendarLink } from '../google-calendar-link';
import './calendar.css';

/**
 * The event page's calendar actions: the 'Add to Google Calendar' template link (spec section 2)
 * for members whose Google Calendar is not connected (a connected one gets going events by
 * itself), and the event as an .ics file for every other calendar.
 */
export function AddToCalendar({ event }: { event: EventDetail }) {
  const { status } = useCalendarStatus();
  const [failed, setFailed] = useState(false);
  const connected = status.data?.connected === true;

  const download = () => {
    setFailed(false);
    downloadEventIcs(event.id).catch(() => setFailed(true));
  };

  return (
    <div className="add-to-calendar">
      {connected ? null : (
        <IonButton fill="outline" href={googleCalendarLink(event)} target="_blank" rel="noopener noreferrer">
          <IonIcon slot="start" icon={calendarOutline} aria-hidden="true" />
          Add to Google Calendar
        </IonButton>
      )}
      <IonButton fill="outline" onClick={download}>
        <IonIcon slot="start" icon={downloadOutline} aria-hidden="true" />
        Download .ics
      </IonButton>
      {failed ? (
        <p className="form-error" role="alert">
          Failed to download the calendar file. Please try again.
        </p>
      ) : null}
    </div>
  );
}
