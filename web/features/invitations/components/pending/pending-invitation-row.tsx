import { IonButton } from '@ionic/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Invitation } from '@contracts/invitations/schemas';
import { INVITATION_MESSAGES } from '@contracts/invitations/messages';
import { formatCountdown, formatShortDateTime } from '@contracts/time-format';
import { useConfirm } from '../../../../components/confirm-dialog/use-confirm';
import { ApiError } from '../../../../lib/api-client';
import { EVENTS_QUERY_ROOT } from '../../../../lib/query-keys/events';
import { useOnlineStatus } from '../../../../lib/use-online-status';
import { viewerLocale, viewerTimeZone } from '../../../../lib/viewer-time';
import { useAnswerInvitation } from '../../api/answer-invitation';
import type { InvitationAnswer } from '../../api/answer-invitation';
import { DECLINE_CONFIRMATION, INVITATION_TEXTS } from '../../invitation-texts';
import { personName } from '../../person-name';

type Failure = { text: string } | null;

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
type PendingInvitationRowProps = {
  invitation: Invitation;
  now: Date;
  /** The answer given here, once the server has it: the row stays, saying so. */
  answered: InvitationAnswer | null;
  onAnswered: (invitation: Invitation, answer: InvitationAnswer) => void;
};

export function PendingInvitationRow({ invitation, now, answered, onAnswered }: PendingInvitationRowProps) {
  const answer = useAnswerInvitation();
  const queryClient = useQueryClient();
  const online = useOnlineStatus();
  const { confirm, dialog } = useConfirm();
  const [failure, setFailure] = useState<Failure>(null);
  const { event } = invitation;

  const send = async (choice: InvitationAnswer) => {
    if (
      choice === 'decline' &&
      !(await confirm({ title: `Decline “${event.title}”?`, message: DECLINE_CONFIRMATION, confirmLabel: 'Decline', destructive: true }))
    ) {
      return;
    }
    setFailure(null);
    try {
      // Awaited rather than passed to mutate(): the refreshed list drops this row before
      // mutate's own callbacks would run, and those do not run for a row that is gone.
      await answer.mutateAsync({ code: invitation.invite_code, answer: choice });
    } catch (error) {
      setFailure({ text: failureText(error, choice) });
      return;
    }
    onAnswered(invitation, choice);
    // An accepted invitation is a going reply: the member's event lists change too.
    void queryClient.invalidateQueries({ queryKey: EVENTS_QUERY_ROOT });
  };

  const busy = answer.isPending;
  return (
    <li className="up-next-item up-next-invitation">
      <div className="up-next-text">
        <span className="up-next-when">{formatCountdown(event, now, viewerTimeZone(), viewerLocale())}</span>
        <span className="up-next-date">{formatShortDateTime(new Date(event.start_datetime), viewerTimeZone(), viewerLocale())}</span>
        <Link to={`/join-event/${invitation.invite_code}`} className="up-next-title">
          {event.title}
        </Link>
        <span className="up-next-meta">Invited by {personName(invitation.invited_by)}</span>
      </div>
      {answered ? (
        <p className="up-next-answered" role="status">
          {answered === 'accept' ? (
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
      {!online && !answered ? <p className="up-next-note">Connect to the internet to answer.</p> : null}
      {failure ? (
        <p className="form-error" role="alert">
          {failure.text}
        </p>
      ) : null}
      {dialog}
    </li>
  );
}
