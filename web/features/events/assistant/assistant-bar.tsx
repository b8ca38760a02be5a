import { IonButton, IonIcon } from '@ionic/react';
import { sparklesOutline } from 'ionicons/icons';
import { useState } from 'react';
import { lazyOverlay } from '../../../components/lazy-overlay';
import type { EventFormPrefill } from '../lib/event-form-prefill';

// The dialog (its tabs, fields and Ionic's modal) loads when it first opens, not with the page.
const AssistantDialog = lazyOverlay(() => import('./assistant-dialog'), 'AssistantDialog');

type AssistantBarProps = { communityId: number; onFound: (prefill: EventFormPrefill) => void };

/** The community page's AI button (spec section 2), for those who may create events, and its dialog. */
export function AssistantBar({ communityId, onFound }: AssistantBarProps) {
  const [dialog, setDialog] = useState({ isOpen: false, session: 0 });
  const close = () => setDialog((previous) => ({ ...previous, isOpen: false }));
  return (
    <div className="community-ai-bar">
      <p>Have the details in a web page or a message? Let the assistant fill in the event.</p>
      <IonButton fill="outline" aria-haspopup="dialog" onClick={() => setDialog((previous) => ({ isOpen: true, session: previous.session + 1 }))}>
        <IonIcon slot="start" icon={sparklesOutline} aria-hidden="true" />
        AI Assistant
      </IonButton>
      <AssistantDialog
        {...dialog}
        communityId={communityId}
        onClose={close}
        onFound={(prefill) => {
          close();
          onFound(prefill);
        }}
      />
    </div>
  );
}
