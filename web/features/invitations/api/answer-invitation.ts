import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Invitation } from '@contracts/invitations/schemas';
import { apiPath } from '@contracts/api/api-path';
import { apiRequest } from '../../../lib/api-client';
import { INVITATIONS_QUERY_ROOT } from '../../../lib/query-keys/invitations';

export type InvitationAnswer = 'accept' | 'decline';

/** POST /event-invites/join (accept) or /event-invites/decline; 400 when the invitation is no longer pending. */
export function answerInvitation(code: string, answer: InvitationAnswer): Promise<Invitation> {
  const path = answer === 'accept' ? apiPath('post', '/event-invites/join') : apiPath('post', '/event-invites/decline');
  return apiRequest(path, { method: 'POST', body: { invite_code: code } });
}

/** Accepts or declines by code; every invitations list is refreshed either way. */
export function useAnswerInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code, answer }: { code: string; answer: InvitationAnswer }) => answerInvitation(code, answer),
    onSettled: () => queryClient.invalidateQueries({ queryKey: INVITATIONS_QUERY_ROOT }),
  });
}
