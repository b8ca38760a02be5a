import { IonButton, IonIcon, IonSpinner } from '@ionic/react';
import { logoGoogle } from 'ionicons/icons';
import { useState } from 'react';
import { FormMessages } from '../../../components/form-messages';
import { errorMessage } from '../../../lib/api-client';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { fetchCalendarAuthorizationUrl, useForgetCalendar, useSelectCalendar } from '../api/calendar-connection';
import { useCalendarStatus } from '../api/get-calendar-status';
import { useCalendars } from '../api/get-calendars';
import { CalendarChoiceList } from './calendar-choice-list';
import { useCalendarFlags } from './use-calendar-flags';
import './calendar.css';

const MESSAGE_MS = 3000;
const DISCONNECT_CONFIRM = 'Disconnect Google Calendar? Gather stops adding your events to it; events already there stay.';
const CLEAR_CONFIRM = 'Clear the connection? Gather forgets it without asking Google, and you will need to connect Google Calendar again.';
const RECONNECT_TEXT = 'Google no longer accepts the connection to your calendar, so your events are not being added. Connect Google Calendar again.';
// Spec section 8 words each failure itself: the server's detail is not shown in their place.
const FAILED = {
  connect: 'Failed to start Google Calendar connection',
  select: 'Failed to select calendar',
  disconnect: 'Failed to disconnect Google Calendar',
  clear: 'Failed to clear Google Calendar tokens',
} as const;

/** Settings calendar panel (spec section 2): connect, or Connected with the calendar list, Clear Connection and Disconnect. */
export function GoogleCalendarPanel() {
  const { configured, configKnown, status } = useCalendarStatus();
  const [flag, clearFlag] = useCalendarFlags();
  const connected = status.data?.connected === true;
  const calendars = useCalendars(connected);
  const select = useSelectCalendar();
  const forget = useForgetCalendar();
  const [success, showSuccess] = useTimedMessage(MESSAGE_MS);
  const [error, setError] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);

  const connect = async () => {
    setStarting(true);
    setError(null);
    try {
      window.location.assign(await fetchCalendarAuthorizationUrl());
    } catch {
      setError(FAILED.connect);
      setStarting(false);
    }
  };

  const onSelect = (calendarId: string) => {
    setError(null);
    select.mutate(calendarId, {
      onSuccess: () => showSuccess('Calendar selected successfully!'),
      onError: () => setError(FAILED.select),
    });
  };

  const onForget = (how: 'disconnect' | 'clear') => {
    if (!window.confirm(how === 'disconnect' ? DISCONNECT_CONFIRM : CLEAR_CONFIRM)) {
      return;
    }
    setError(null);
    clearFlag();
    forget.mutate(how, {
      onSuccess: (answer) => showSuccess(how === 'disconnect' ? 'Google Calendar disconnected successfully' : answer.message),
      onError: () => setError(FAILED[how]),
    });
  };

  let body;
  if (configKnown && !configured) {
    body = <p className="form-note calendar-status">Google Calendar is not set up on this server. You can still subscribe to your calendar feed below.</p>;
  } else if (!configKnown || status.isPending) {
    body = (
      <div className="auth-status" role="status">
        <IonSpinner name="crescent" aria-hidden="true" />
        <span>Loading Google Calendar…</span>
      </div>
    );
  } else if (status.isError) {
    body = <FormMessages error="Failed to load Google Calendar status" />;
  } else if (!connected) {
    body = (
      <>
        <p className="form-note calendar-status">Not connected</p>
        {status.data.needs_reconnect ? <p className="form-error" role="alert">{RECONNECT_TEXT}</p> : null}
        <p>Connect your Google Calendar so the events you are going to appear there automatically.</p>
        <IonButton onClick={() => void connect()} disabled={starting}>
          <IonIcon slot="start" icon={logoGoogle} aria-hidden="true" />
          Connect Google Calendar
        </IonButton>
      </>
    );
  } else {
    body = (
      <>
        <p className="calendar-status calendar-connected">
          <strong>Connected</strong>
          {' · '}
          {status.data.calendar_name ?? 'your primary calendar (choose another below)'}
        </p>
        {calendars.isPending ? <p className="form-note">Loading your calendars…</p> : null}
        {calendars.isError ? <FormMessages error={errorMessage(calendars.error, 'Failed to load your calendars')} /> : null}
        {calendars.data ? (
          <CalendarChoiceList
            calendars={calendars.data}
            // The choice shows at once while it is saved; a failure puts the saved one back.
            selectedId={select.isPending ? (select.variables ?? null) : status.data.calendar_id}
            busy={select.isPending}
            onSelect={onSelect}
          />
        ) : null}
        <div className="calendar-actions">
          <IonButton fill="outline" disabled={forget.isPending} onClick={() => onForget('clear')}>
            Clear Connection
          </IonButton>
          <IonButton fill="outline" color="danger" disabled={forget.isPending} onClick={() => onForget('disconnect')}>
            Disconnect
          </IonButton>
        </div>
      </>
    );
  }

  return (
    <section className="panel" aria-labelledby="calendar-title">
      <h2 id="calendar-title">Google Calendar</h2>
      {flag ? <FormMessages success={flag.success} error={flag.error} /> : null}
      {flag?.scopeHint ? (
        <>
          <p className="form-note" role="note">
            Google did not give Gather the calendar permission it asked for. Use Clear Connection, then Connect Google Calendar again and allow calendar access.
          </p>
          {/* Connected, the button is with Disconnect below; on a first connection there is none there. */}
          {connected ? null : (
            <div className="calendar-actions">
              <IonButton fill="outline" disabled={forget.isPending} onClick={() => onForget('clear')}>
                Clear Connection
              </IonButton>
            </div>
          )}
        </>
      ) : null}
      {body}
      <FormMessages success={success} error={error} />
    </section>
  );
}
