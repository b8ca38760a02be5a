import { IonButton, IonIcon } from '@ionic/react';
import { checkmarkCircleOutline, logInOutline, personAddOutline, peopleOutline } from 'ionicons/icons';
import { Link, useNavigate } from 'react-router-dom';
import { savePendingInvite } from './pending-invite';

/** Guests: sign in or sign up first; the invite is kept and the join runs on return. */
export function GuestInviteActions({ inviteCode }: { inviteCode: string }) {
  const navigate = useNavigate();
  const go = (path: '/login' | '/register') => {
    savePendingInvite(inviteCode);
    void navigate(path);
  };
  return (
    <div className="invite-actions">
      <IonButton expand="block" onClick={() => go('/login')}>
        <IonIcon slot="start" icon={logInOutline} aria-hidden="true" />
        Login to Join
      </IonButton>
      <IonButton expand="block" fill="outline" onClick={() => go('/register')}>
        <IonIcon slot="start" icon={personAddOutline} aria-hidden="true" />
        Create Account &amp; Join
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
