import { IonButton, IonIcon } from '@ionic/react';
import { addOutline, enterOutline, peopleOutline } from 'ionicons/icons';
import { useEffect, useState } from 'react';
import { PageSpinner } from '../../components/page-spinner';
import { useMyCommunities } from './api/get-my-communities';
import { CommunityCard } from './components/community-card';
import './communities.css';
import { lazyOverlay } from '../../components/lazy-overlay';

// Its code (and its form controls) loads when it first opens, not with the screen.
const CreateCommunityModal = lazyOverlay(() => import('./components/create-community-modal'), 'CreateCommunityModal');
const JoinCommunityModal = lazyOverlay(() => import('./components/join-community-modal'), 'JoinCommunityModal');

export const NO_COMMUNITIES_TEXT = 'No communities yet. Create or join one to get started!';

type OpenDialog = 'create' | 'join' | null;

/** The list itself: loading, a failure to load, the empty state, or the card grid. */
function CommunityList() {
  const communities = useMyCommunities();

  useEffect(() => {
    if (communities.error) {
      console.error('Loading communities failed', communities.error);
    }
  }, [communities.error]);

  if (communities.isPending) {
    return <PageSpinner />;
  }
  if (communities.isError) {
    return (
      <div className="panel community-empty" role="alert">
        <p>Your communities could not be loaded.</p>
        <IonButton fill="outline" onClick={() => void communities.refetch()}>
          Try Again
        </IonButton>
      </div>
    );
  }
  if (communities.data.length === 0) {
    return (
      <div className="panel community-empty">
        <IonIcon icon={peopleOutline} className="tile-icon" aria-hidden="true" />
        <p>{NO_COMMUNITIES_TEXT}</p>
      </div>
    );
  }
  return (
    <ul className="community-grid" aria-label="My Communities">
      {communities.data.map((community) => (
        <li key={community.id}>
          <CommunityCard community={community} />
        </li>
      ))}
    </ul>
  );
}

/** /communities: My Communities, with Join Community and Create Community dialogs. */
export function CommunitiesPage() {
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = () => setDialog(null);
  return (
    <div className="communities-page">
      <header className="communities-head">
        <div>
          <h1 className="page-title">My Communities</h1>
          <p className="page-lead">The groups you organise and attend events with.</p>
        </div>
        <div className="communities-actions">
          <IonButton fill="outline" onClick={() => setDialog('join')}>
            <IonIcon slot="start" icon={enterOutline} aria-hidden="true" />
            Join Community
          </IonButton>
          <IonButton onClick={() => setDialog('create')}>
            <IonIcon slot="start" icon={addOutline} aria-hidden="true" />
            Create Community
          </IonButton>
        </div>
      </header>
      <CommunityList />
      <JoinCommunityModal isOpen={dialog === 'join'} onClose={close} />
      <CreateCommunityModal isOpen={dialog === 'create'} onClose={close} />
    </div>
  );
}
