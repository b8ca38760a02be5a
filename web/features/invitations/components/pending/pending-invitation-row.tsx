import { IonButton } from '@ionic/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Invitation } from '../../../../../server/contracts/invitations';
import { INVITATION_MESSAGES } from '../../../../../server/contracts/messages/invitations';
import { formatCountdown } from '../../../../../server/contracts/time-format';
import { useConfirm } from '../../../../components/confirm-dialog/use-confirm';
import { ApiError } from '../../../../lib/api-client';
import { useOnlineStatus } from '../../../../lib/use-online-status';
import { viewerLocale, viewerTimeZone } from '../../../../lib/viewer-time';
import { useAnswerInvitation } from '../../api/answer-invitation';
import type { InvitationAnswer } from '../../api/answer-invitation';
import { DECLINE_CONFIRMATION, INVITATION_TEXTS } from '../../invitation-texts';
import { personName } from '../../person-name';

type Outcome = { kind: 'done'; answer: InvitationAnswer } | { kind: 'failed'; text: string } | null;

function failureText(error: unknown, answer: InvitationAnswer): string {
  if (error instanceof ApiError && error.status === 400) {
    return INVITATION_MESSAGES.notPending;
  }
  return answer === 'accept' ? INVITATION_TEXTS.acceptFailed : INVITATION_TEXTS.declineFailed;
}

/**
 * One pending invitation, answered where it stands: Accept, or Decline after the confirmation
 * (spec section 5). Answering needs the server, so offline the buttons wait for the signal.
 */
export function PendingInvitationRow({ invitation, now }: { invitation: Invitation; now: Date }) {
  const answer = useAnswerInvitation();
  const queryClient = useQueryClient();
  const online = useOnlineStatus();
  const { confirm, dialog } = useConfirm();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const { event } = invitation;

  const send = async (choice: InvitationAnswer) => {
    if (
      choice === 'decline' &&
      !(await confirm({ title: `Decline “${event.title}”?`, message: DECLINE_CONFIRMATION, confirmLabel: 'Decline', destructive: true }))
    ) {
      return;
    }
    setOutcome(null);
    answer.mutate(
      { code: invitation.invite_code, answer: choice },
      {
        onSuccess: () => {
          setOutcome({ kind: 'done', answer: choice });
          // An accepted invitation is a going reply: the member's event lists change too.
          void queryClient.invalidateQueries({ queryKey: ['events'] });
        },
        onError: (error) => setOutcome({ kind: 'failed', text: failureText(error, choice) }),
      },
    );
  };

  const busy = answer.isPending;
  return (
    <li className="up-next-item up-next-invitation">
      <div className="up-next-text">
        <span className="up-next-when">{formatCountdown(event, now, viewerTimeZone(), viewerLocale())}</span>
        <Link to={`/join-event/${invitation.invite_code}`} className="up-next-title">
          {event.title}
        </Link>
        <span className="up-next-meta">Invited by {personName(invitation.invited_by)}</span>
      </div>
      {outcome?.kind === 'done' ? (
        <p className="up-next-answered" role="status">
          {outcome.answer === 'accept' ? (
            <>
              Accepted. <Link to={event.id === null ? '/events' : `/events/${event.id}`}>Open the event</Link>
            </>
          ) : (
            'Declined.'
          )}
        </p>
      ) : (
        <div className="up-next-actions">
          <IonButton size="small" disabled={busy || !online} onClick={() => void send('accept')}>
            Accept
          </IonButton>
          <IonButton size="small" fill="outline" color="medium" disabled={busy || !online} onClick={() => void send('decline')}>
            Decline
          </IonButton>
        </div>
      )}
      {!online && outcome?.kind !== 'done' ? <p className="up-next-note">Connect to the internet to answer.</p> : null}
      {outcome?.kind === 'failed' ? (
        <p className="form-error" role="alert">
          {outcome.text}
        </p>
      ) : null}
      {dialog}
    </li>
  );
}
