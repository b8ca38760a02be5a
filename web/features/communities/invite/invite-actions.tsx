import { IonButton, IonIcon } from '@ionic/react';
import { logInOutline, personAddOutline, peopleOutline } from 'ionicons/icons';
import { useNavigate } from 'react-router-dom';
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
