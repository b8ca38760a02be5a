import { useQuery } from '@tanstack/react-query';
import type { Invitation, InvitationStatus } from '@contracts/invitations/schemas';
import { apiPath, withQuery } from '@contracts/api/api-path';
import { apiRequest } from '../../../lib/api-client';
import { sentInvitationsQueryKey } from '../../../lib/query-keys/invitations';

type SentFilters = { status?: InvitationStatus; eventId?: number };

/** GET /event-invites/my-sent-invites, optionally filtered by status and event. */
export function fetchSentInvitations({ status, eventId }: SentFilters, signal?: AbortSignal): Promise<Invitation[]> {
  return apiRequest(withQuery(apiPath('get', '/event-invites/my-sent-invites'), { status_filter: status, event_id: eventId }), { signal });
}

export function useSentInvitations(filters: SentFilters = {}) {
  return useQuery({
    queryKey: sentInvitationsQueryKey(filters),
    queryFn: ({ signal }) => fetchSentInvitations(filters, signal),
  });
}
