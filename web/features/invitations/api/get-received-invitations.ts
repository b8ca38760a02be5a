import { useQuery } from '@tanstack/react-query';
import type { Invitation, InvitationStatus } from '@contracts/invitations/schemas';
import { apiRequest } from '../../../lib/api-client';
import { receivedInvitationsPath } from '@contracts/invitations/read-paths';
import { INVITATIONS_QUERY_ROOT } from './invitations-query-root';

export function receivedInvitationsQueryKey(status: InvitationStatus | undefined) {
  return [...INVITATIONS_QUERY_ROOT, 'received', status ?? 'all'] as const;
}

/** GET /event-invites/my-invites, optionally filtered by status. */
export function fetchReceivedInvitations(status: InvitationStatus | undefined, signal?: AbortSignal): Promise<Invitation[]> {
  return apiRequest<Invitation[]>(receivedInvitationsPath(status), { signal });
}

export function useReceivedInvitations(status?: InvitationStatus) {
  return useQuery({
    queryKey: receivedInvitationsQueryKey(status),
    queryFn: ({ signal }) => fetchReceivedInvitations(status, signal),
  });
}
