import { IonToggle } from '@ionic/react';
import { useEffect, useState } from 'react';
import { FormMessages } from '../../components/form-messages';
import { errorMessage } from '../../lib/api-client';
import { readPushState } from '../../lib/push/push-state';
import type { PushState } from '../../lib/push/push-state';
import { disablePush, enablePush } from '../../lib/push/push-subscription';
import { pushFailureText } from './push-failure-text';

/** What the member reads under the switch, for each state (honest about what the browser allows). */
const EXPLANATIONS: Record<PushState, string> = {
  on: 'You will be notified here of new invitations and of changes to events you are going to or may go to.',
  off: 'Turn on to hear about new invitations and changes to events you are going to, even when Gather is closed.',
  blocked: 'Notifications are blocked for this site. Allow them in your browser’s site settings, then come back here.',
  unsupported: 'This browser cannot receive notifications from websites.',
  'ios-home-screen': 'On iPhone and iPad, notifications work once Gather is on your Home Screen: tap Share, then Add to Home Screen, and open it from there.',
};

/** A browser that cannot say (its push service or service worker refusing) is one without push here. */
function readPushStateOrUnsupported(): Promise<PushState> {
  return readPushState().catch((error: unknown) => {
    console.error('Reading the notification state failed', error);
    return 'unsupported' as const;
  });
}

/** The Notifications switch: asks the browser's permission from the click and subscribes this browser. */
export function NotificationsPanel() {
  const [state, setState] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    void readPushStateOrUnsupported().then(setState);
  }, []);

  const onToggle = async (turnOn: boolean) => {
    setBusy(true);
    setError(null);
    try {
      if (turnOn) {
        await enablePush();
      } else {
        await disablePush();
      }
    } catch (caught) {
      if (turnOn) {
        console.error('Turning notifications on failed', caught);
      }
      setError(turnOn ? pushFailureText(caught) : errorMessage(caught, 'Could not turn off notifications. Please try again.'));
    } finally {
      setState(await readPushStateOrUnsupported());
      setBusy(false);
    }
  };

  const usable = state === 'on' || state === 'off';
  return (
    <section className="panel" aria-labelledby="notifications-title">
      <h2 id="notifications-title">Notifications</h2>
      <IonToggle
        checked={state === 'on'}
        disabled={!usable || busy}
        onIonChange={(event) => void onToggle(event.detail.checked)}
        justify="space-between"
        className="settings-toggle"
      >
        Notifications on this device
      </IonToggle>
      {state ? (
        <p className="form-note" data-push-state={state}>
          {EXPLANATIONS[state]}
        </p>
      ) : null}
      <FormMessages error={error} />
    </section>
  );
}
