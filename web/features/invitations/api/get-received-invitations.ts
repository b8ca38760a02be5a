import { useQuery } from '@tanstack/react-query';
import type { Invitation, InvitationStatus } from '@contracts/invitations/schemas';
import { apiRequest } from '../../../lib/api-client';
import { receivedInvitationsPath } from '@contracts/invitations/read-paths';
import { receivedInvitationsQueryKey } from '../../../lib/query-keys/invitations';

/** GET /event-invites/my-invites, optionally filtered by status. */
export function fetchReceivedInvitations(status: InvitationStatus | undefined, signal?: AbortSignal): Promise<Invitation[]> {
  return apiRequest(receivedInvitationsPath(status), { signal });
}

export function useReceivedInvitations(status?: InvitationStatus) {
  return useQuery({
    queryKey: receivedInvitationsQueryKey(status),
    queryFn: ({ signal }) => fetchReceivedInvitations(status, signal),
  });
}
