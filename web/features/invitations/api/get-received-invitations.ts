import { useQuery } from '@tanstack/react-query';
import type { Invitation, InvitationStatus } from '../../../../server/contracts/invitations';
import { apiRequest } from '../../../lib/api-client';
import { INVITATIONS_QUERY_ROOT } from './invitations-query-root';


export function receivedInvitationsQueryKey(status: InvitationStatus | undefined) {
  return [...INVITATIONS_QUERY_ROOT, 'received', status ?? 'all'] as const;
}

/** GET /event-invites/my-invites, optionally filtered by status. */
export function fetchReceivedInvitations(status: InvitationStatus | undefined, signal?: AbortSignal): Promise<Invitation[]> {
  const query = status ? `?status_filter=${status}` : '';
  return apiRequest<Invitation[]>(`/event-invites/my-invites${query}`, { signal });
}

export function useReceivedInvitations(status?: InvitationStatus) {
  return useQuery({
    queryKey: receivedInvitationsQueryKey(status),
    queryFn: ({ signal }) => fetchReceivedInvitations(status, signal),
  });
}
