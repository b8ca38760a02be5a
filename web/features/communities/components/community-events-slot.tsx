import { IonButton, IonIcon, useIonAlert } from '@ionic/react';
import { sparklesOutline } from 'ionicons/icons';
import { CommunityEventsSection } from '../../events';

type CommunityEventsSlotProps = { communityId: number; canCreateEvents: boolean };

/**
 * The events area of the community page: the events feature's section (Upcoming and Past tabs,
 * Create Event) and the AI button, shown to those who may create events. The AI event assistant
 * is a later issue, so its button says it is coming soon.
 */
export function CommunityEventsSlot({ communityId, canCreateEvents }: CommunityEventsSlotProps) {
  const [presentAlert] = useIonAlert();
  const comingSoon = () =>
    void presentAlert({
      header: 'Coming soon',
      message: 'The AI assistant that fills in an event from a web page or pasted text is coming soon.',
      buttons: ['OK'],
    });

  return (
    <div className="community-events-slot">
      {canCreateEvents ? (
        <div className="community-ai-bar">
          <p>Have the details in a web page or a message? Let the assistant fill in the event.</p>
          <IonButton fill="outline" size="small" onClick={comingSoon}>
            <IonIcon slot="start" icon={sparklesOutline} aria-hidden="true" />
            AI Assistant
          </IonButton>
        </div>
      ) : null}
      <CommunityEventsSection communityId={communityId} canCreateEvents={canCreateEvents} />
    </div>
  );
}
