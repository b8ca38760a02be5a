import { IonButton, IonIcon } from '@ionic/react';
import { checkmarkCircleOutline, logInOutline, personAddOutline, peopleOutline } from 'ionicons/icons';
import { Link, useNavigate } from 'react-router-dom';
import { saveAuthReason } from '../../auth/auth-reason';
import { savePendingInvite } from './pending-invite';

type GuestInviteActionsProps = { inviteCode: string; communityName: string };

/**
 * Guests: sign up or sign in first; the invite is kept and the join runs on return. Someone
 * arriving from a link is most often new here (issue 28), so signing up comes first; the
 * sign-up and sign-in pages name the community they are joining.
 */
export function GuestInviteActions({ inviteCode, communityName }: GuestInviteActionsProps) {
  const navigate = useNavigate();
  const go = (path: '/login' | '/register') => {
    savePendingInvite(inviteCode);
    saveAuthReason({ kind: 'community', returnPath: `/invite/${encodeURIComponent(inviteCode)}`, name: communityName });
    void navigate(path);
  };
  return (
    <div className="invite-actions">
      <IonButton expand="block" onClick={() => go('/register')}>
        <IonIcon slot="start" icon={personAddOutline} aria-hidden="true" />
        Create Account &amp; Join
      </IonButton>
      <IonButton expand="block" fill="outline" onClick={() => go('/login')}>
        <IonIcon slot="start" icon={logInOutline} aria-hidden="true" />
        Login to Join
      </IonButton>
    </div>
  );
}

type MemberInviteActionsProps = { joining: boolean; onJoin: () => void };

/** Signed-in users: one button. */
export function MemberInviteActions({ joining, onJoin }: MemberInviteActionsProps) {
  return (
    <div className="invite-actions">
      <IonButton expand="block" disabled={joining} onClick={onJoin}>
        <IonIcon slot="start" icon={peopleOutline} aria-hidden="true" />
        {joining ? 'Joining…' : 'Join Community'}
      </IonButton>
    </div>
  );
}

/** A member opening an invite to a community they are already in (issue 17): nothing to join, a way in. */
export function AlreadyMemberActions({ communityId }: { communityId: number }) {
  return (
    <div className="invite-actions">
      <p className="invite-already" role="status">
        <IonIcon icon={checkmarkCircleOutline} aria-hidden="true" />
        You&apos;re already a member
      </p>
      <Link className="button-link" to={`/communities/${communityId}`}>
        Open
      </Link>
    </div>
  );
}
