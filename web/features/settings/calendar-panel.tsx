import { IonButton, IonIcon } from '@ionic/react';
import { logoGoogle } from 'ionicons/icons';
import { useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { fetchCalendarAuthorizationUrl } from './api/google-calendar-authorize';

type Failure = { message: string; detail: string | null };

/** Calendar integration, not-connected state: Connect Google Calendar (spec section 2). */
export function CalendarPanel() {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);

  const connect = async () => {
    setBusy(true);
    setFailure(null);
    try {
      window.location.assign(await fetchCalendarAuthorizationUrl());
    } catch (error) {
      const detail = error instanceof ApiError && error.status !== 404 ? (error.detail ?? null) : null;
      setFailure({ message: 'Failed to start Google Calendar connection', detail });
      setBusy(false);
    }
  };

  return (
    <section className="panel" aria-labelledby="calendar-title">
      <h2 id="calendar-title">Google Calendar</h2>
      <p className="form-note calendar-status">Not connected</p>
      <p>Connect your Google Calendar so the events you are going to appear there automatically.</p>
      <IonButton onClick={() => void connect()} disabled={busy}>
        <IonIcon slot="start" icon={logoGoogle} aria-hidden="true" />
        Connect Google Calendar
      </IonButton>
      {failure ? (
        <div className="form-error" role="alert">
          <p>{failure.message}</p>
          {failure.detail ? <p className="form-note">{failure.detail}</p> : null}
        </div>
      ) : null}
    </section>
  );
}
