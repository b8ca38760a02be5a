import { IonButton } from '@ionic/react';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import type { PublicInvitation } from '@contracts/invitations/schemas';
import { INVITATION_MESSAGES } from '@contracts/invitations/messages';
import { useConfirm } from '../../../../components/confirm-dialog/use-confirm';
import { savePostAuthReturnPath } from '../../../../lib/post-auth-action';
import { saveAuthReason } from '../../../auth/auth-reason';
import { useSession } from '../../../../lib/session/session-context';
import { DECLINE_CONFIRMATION } from '../../invitation-texts';
import { clearPendingInviteCode, readPendingInviteCode, savePendingInviteCode } from '../../pending-invite-code';
import { personName } from '../../person-name';
import { useInvitationAnswer } from './use-invitation-answer';

type InvitationResponseProps = { code: string; invitation: PublicInvitation };

/** An invitation that can no longer be answered (accepted, declined or expired). */
function SettledNote() {
  return <p className="join-settled">{INVITATION_MESSAGES.notPending}</p>;
}

/**
 * A guest's way in (spec sections 2 and 4): Sign Up and Sign In are always offered. For a pending
 * invitation the code is stored as soon as the page opens, so acceptance runs by itself once the
 * visitor is back here signed in; the buttons also make the sign-in flow return here. A settled
 * invitation has nothing to accept: nothing is stored and sign-in leads to the usual place.
 */
function GuestResponse({ code, invitation }: InvitationResponseProps) {
  const navigate = useNavigate();
  const pending = invitation.status === 'pending';

  useEffect(() => {
    if (pending) {
      savePendingInviteCode(code);
    }
  }, [code, pending]);

  const goTo = (path: '/login' | '/register') => {
    if (pending) {
      const returnPath = `/join-event/${code}`;
      savePendingInviteCode(code);
      savePostAuthReturnPath(returnPath);
      saveAuthReason({ kind: 'event', returnPath, title: invitation.event.title, invitedBy: personName(invitation.invited_by) });
    }
    void navigate(path);
  };
  // Someone opening a shared link is most often new here (issue 28): signing up comes first.
  return (
    <div className="join-response">
      {pending ? <p>Sign up to answer, or sign in if you already have an account.</p> : <SettledNote />}
      <div className="join-actions">
        <IonButton onClick={() => goTo('/register')}>Sign Up</IonButton>
        <IonButton fill="outline" onClick={() => goTo('/login')}>
          Sign In
        </IonButton>
      </div>
    </div>
  );
}

/**
 * Accept and Decline for a signed-in user. When they come back from signing in with this code
 * stored, acceptance runs by itself (spec section 4).
 */
function MemberResponse({ code, invitation }: InvitationResponseProps) {
  const { state, send } = useInvitationAnswer(code, invitation.event.id);
  const { confirm, dialog } = useConfirm();
  const autoAccepted = useRef(false);
  const pending = invitation.status === 'pending';

  useEffect(() => {
    if (autoAccepted.current || readPendingInviteCode() !== code) {
      return;
    }
    autoAccepted.current = true;
    if (pending) {
      send('accept');
    } else {
      clearPendingInviteCode();
    }
  }, [code, pending, send]);

  if (state.phase === 'done') {
    return (
      <p className="form-success" role="status">
        {state.answer === 'accept' ? 'Invitation accepted! Taking you to the event…' : 'Invitation declined.'}
      </p>
    );
  }
  const busy = state.phase === 'sending';
  // After a refused answer the refreshed status says the same as the alert: show it once.
  const refusedAsSettled = state.phase === 'failed' && state.text === INVITATION_MESSAGES.notPending;
  return (
    <div className="join-response">
      {!pending && !refusedAsSettled ? <SettledNote /> : null}
      {state.phase === 'failed' ? (
        <p className="form-error" role="alert">
          {state.text}
        </p>
      ) : null}
      {pending ? (
        <div className="join-actions">
          <IonButton disabled={busy} onClick={() => send('accept')}>
            {busy && state.answer === 'accept' ? 'Accepting…' : 'Accept'}
          </IonButton>
          <IonButton
            fill="outline"
            color="medium"
            disabled={busy}
            onClick={() =>
              void confirm({ title: `Decline “${invitation.event.title}”?`, message: DECLINE_CONFIRMATION, confirmLabel: 'Decline', destructive: true }).then(
                (sure) => sure && send('decline'),
              )
            }
          >
            {busy && state.answer === 'decline' ? 'Declining…' : 'Decline'}
          </IonButton>
        </div>
      ) : null}
      {dialog}
    </div>
  );
}

/** The answer part of /join-event: Sign In and Sign Up for guests, Accept and Decline (or the settled status) for members. */
export function InvitationResponse({ code, invitation }: InvitationResponseProps) {
  const { user } = useSession();
  return user ? <MemberResponse code={code} invitation={invitation} /> : <GuestResponse code={code} invitation={invitation} />;
}
