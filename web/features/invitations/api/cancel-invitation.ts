import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '@contracts/api/api-path';
import { apiRequest } from '../../../lib/api-client';
import { SENT_INVITATIONS_ROOT } from '../../../lib/query-keys/invitations';

/** DELETE /event-invites/{id}: the sender cancels a pending invitation. */
export function cancelInvitation(invitationId: number): Promise<void> {
  return apiRequest(apiPath('delete', '/event-invites/:id', { id: invitationId }), { method: 'DELETE' });
}

export function useCancelInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelInvitation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: SENT_INVITATIONS_ROOT }),
  });
}
