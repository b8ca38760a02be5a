import { useState } from 'react';
import type { Invitation } from '@contracts/invitations/schemas';
import { useReceivedInvitations } from '../../api/get-received-invitations';
import type { InvitationAnswer } from '../../api/answer-invitation';
import { PendingInvitationRow } from './pending-invitation-row';

type Answered = { invitation: Invitation; answer: InvitationAnswer };

/**
 * Invitations the member has not answered yet, soonest event first, each with Accept and Decline
 * in place. One answered here stays listed, saying so, until the page is left (the refreshed list
 * no longer has it).
 */
export function usePendingInvitations() {
  const received = useReceivedInvitations('pending');
  const [answered, setAnswered] = useState<ReadonlyMap<number, Answered>>(new Map());
  const pending = received.data ?? [];
  const kept = [...answered.values()].filter((entry) => !pending.some((invitation) => invitation.id === entry.invitation.id));
  const invitations = [...pending, ...kept.map((entry) => entry.invitation)].sort(
    (a, b) => Date.parse(a.event.start_datetime) - Date.parse(b.event.start_datetime),
  );
  const onAnswered = (invitation: Invitation, answer: InvitationAnswer) =>
    setAnswered((current) => new Map(current).set(invitation.id, { invitation, answer }));
  return { invitations, loading: received.isPending, answerOf: (id: number) => answered.get(id)?.answer ?? null, onAnswered };
}

type PendingInvitationListProps = { pending: ReturnType<typeof usePendingInvitations>; now: Date };

export function PendingInvitationList({ pending, now }: PendingInvitationListProps) {
  return (
    <ul className="up-next-list" aria-label="Invitations waiting for your answer">
      {pending.invitations.map((invitation) => (
        <PendingInvitationRow
          key={invitation.id}
          invitation={invitation}
          now={now}
          answered={pending.answerOf(invitation.id)}
          onAnswered={pending.onAnswered}
        />
      ))}
    </ul>
  );
}
