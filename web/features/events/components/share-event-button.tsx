import { IonButton, IonIcon } from '@ionic/react';
import { shareSocialOutline } from 'ionicons/icons';
import { useEffect, useState } from 'react';
import type { EventDetail } from '@contracts/events/schemas';
import { copyText } from '../../invitations/copy-text';
import { INVITATION_TEXTS } from '../../invitations/invitation-texts';

/** Spec section 9: a copied indicator shows for 2 seconds. */
const COPIED_MS = 2000;

type ShareState = 'idle' | 'copied' | 'failed';

/** The event page's address, as it is shared. */
export const eventPageLink = (eventId: number, origin: string = window.location.origin) => `${origin}/events/${eventId}`;

/**
 * Share: the phone's share sheet (Web Share API) where there is one, else the link is copied and
 * 'Link copied' shows for 2 seconds. Closing the share sheet is not a failure.
 */
export function ShareEventButton({ event }: { event: Pick<EventDetail, 'id' | 'title'> }) {
  const [state, setState] = useState<ShareState>('idle');

  useEffect(() => {
    if (state !== 'copied') {
      return undefined;
    }
    const timer = setTimeout(() => setState('idle'), COPIED_MS);
    return () => clearTimeout(timer);
  }, [state]);

  const share = async () => {
    const url = eventPageLink(event.id);
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: event.title, url });
      } catch {
        // Dismissed, or refused by the platform: nothing to say.
      }
      return;
    }
    setState((await copyText(url)) ? 'copied' : 'failed');
  };

  return (
    <div className="share-event">
      <IonButton fill="outline" onClick={() => void share()}>
        <IonIcon slot="start" icon={shareSocialOutline} aria-hidden="true" />
        Share
      </IonButton>
      <span className="share-event-status" role="status">
        {state === 'copied' ? 'Link copied' : null}
      </span>
      {state === 'failed' ? (
        <p className="form-error" role="alert">
          {INVITATION_TEXTS.copyFailed}
        </p>
      ) : null}
    </div>
  );
}
