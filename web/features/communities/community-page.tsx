import { IonButton, IonIcon } from '@ionic/react';
import { arrowBackOutline, peopleOutline, settingsOutline } from 'ionicons/icons';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { CommunityDetail } from '@contracts/communities/schemas';
import { PageSpinner } from '../../components/page-spinner';
import { useCommunity } from './api/get-community';
import { parseCommunityId } from './community-id';
import { CommunityEventsSlot } from './components/community-events-slot';
import { CommunityLoadError } from './components/community-status';
import { InviteCodeBox } from './components/invite-code-box';
import { memberCountText } from './member-text';
import './communities.css';
import { lazyOverlay } from '../../components/lazy-overlay';

// Its code (and its form controls) loads when it first opens, not with the screen.
const MembersDialog = lazyOverlay(() => import('./components/members-dialog'), 'MembersDialog');

/** Name, member count (opens the members dialog), description, invite code and Settings. */
function CommunityOverview({ community }: { community: CommunityDetail }) {
  const [membersOpen, setMembersOpen] = useState(false);
  return (
    <section className="panel community-hero" aria-labelledby="community-title">
      <h1 id="community-title" className="page-title">
        {community.name}
      </h1>
      <div className="community-hero-meta">
        <button type="button" className="member-count-button" onClick={() => setMembersOpen(true)} aria-haspopup="dialog">
          <IonIcon icon={peopleOutline} aria-hidden="true" />
          {memberCountText(community.member_count)}
        </button>
        <IonButton routerLink={`/communities/${community.id}/settings`} fill="outline" size="small">
          <IonIcon slot="start" icon={settingsOutline} aria-hidden="true" />
          Settings
        </IonButton>
      </div>
      {community.description ? <p className="community-description">{community.description}</p> : null}
      {community.invite_code ? <InviteCodeBox inviteCode={community.invite_code} /> : null}
      <MembersDialog members={community.members} isOpen={membersOpen} onClose={() => setMembersOpen(false)} />
    </section>
  );
}

/** /communities/{communityId}: the community and its events. */
export function CommunityPage() {
  const communityId = parseCommunityId(useParams().communityId);
  const community = useCommunity(communityId);

  if (communityId === null) {
    return <CommunityLoadError error={null} onRetry={() => undefined} />;
  }
  if (community.isPending) {
    return <PageSpinner />;
  }
  if (community.isError) {
    return <CommunityLoadError error={community.error} onRetry={() => void community.refetch()} />;
  }
  return (
    <div className="community-page">
      <Link to="/communities" className="community-back-link">
        <IonIcon icon={arrowBackOutline} aria-hidden="true" />
        My Communities
      </Link>
      <CommunityOverview community={community.data} />
      <CommunityEventsSlot communityId={community.data.id} canCreateEvents={community.data.permissions.can_create_events} />
    </div>
  );
}
