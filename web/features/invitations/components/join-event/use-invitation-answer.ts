import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../../../../lib/api-client';
import { useAnswerInvitation } from '../../api/answer-invitation';
import type { InvitationAnswer } from '../../api/answer-invitation';
import { INVITATION_MESSAGES } from '@contracts/invitations/messages';
import { INVITATION_TEXTS } from '../../invitation-texts';
import { clearPendingInviteCode } from '../../pending-invite-code';

/** Spec section 9: the pause before leaving the page after an accept or a decline. */
export const REDIRECT_DELAY_MS = 2000;

export type AnswerState =
  | { phase: 'idle' }
  | { phase: 'sending'; answer: InvitationAnswer }
  | { phase: 'done'; answer: InvitationAnswer }
  | { phase: 'failed'; answer: InvitationAnswer; text: string };

function failureText(error: unknown, answer: InvitationAnswer): string {
  if (error instanceof ApiError && error.status === 400) {
    return INVITATION_MESSAGES.notPending;
  }
  return answer === 'accept' ? INVITATION_TEXTS.acceptFailed : INVITATION_TEXTS.declineFailed;
}

/**
 * Accepts or declines the invitation with this code. After an accept it goes to the event, after
 * a decline to `/`, each after the 2-second pause.
 */
export function useInvitationAnswer(code: string, fallbackEventId: number | null) {
  const navigate = useNavigate();
  const { mutate } = useAnswerInvitation();
  const [state, setState] = useState<AnswerState>({ phase: 'idle' });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const send = useCallback(
    (answer: InvitationAnswer) => {
      clearPendingInviteCode();
      setState({ phase: 'sending', answer });
      mutate(
        { code, answer },
        {
          onSuccess: (invitation) => {
            setState({ phase: 'done', answer });
            const eventId = invitation.event.id ?? fallbackEventId;
            const target = answer === 'accept' && eventId !== null ? `/events/${eventId}` : '/';
            timer.current = setTimeout(() => void navigate(target, { replace: true }), REDIRECT_DELAY_MS);
          },
          onError: (error) => setState({ phase: 'failed', answer, text: failureText(error, answer) }),
        },
      );
    },
    [code, fallbackEventId, navigate, mutate],
  );

  return { state, send };
}
