import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateInvitationRequest, Invitation } from '@contracts/invitations/schemas';
import { apiPath } from '@contracts/api/api-path';
import { apiRequest } from '../../../lib/api-client';
import { SENT_INVITATIONS_ROOT } from '../../../lib/query-keys/invitations';

/** POST /event-invites/: with invited_email the invitation is e-mailed, without one it is a shareable link. */
export function createInvitation(input: CreateInvitationRequest): Promise<Invitation> {
  return apiRequest(apiPath('post', '/event-invites/'), { method: 'POST', body: input });
}

/** `series` for a date of a recurring event (every date, or this one), nothing for a single event. */
export const seriesField = (everyDate: boolean | undefined): Pick<CreateInvitationRequest, 'series'> => (everyDate === undefined ? {} : { series: everyDate });

/** Creates an invitation; the sent list is refreshed. Creator only (403 otherwise). */
export function useCreateInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SENT_INVITATIONS_ROOT }),
  });
}
