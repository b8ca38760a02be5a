import { useQuery } from '@tanstack/react-query';
import type { Invitation, InvitationStatus } from '@contracts/invitations/schemas';
import { apiRequest } from '../../../lib/api-client';
import { sentInvitationsQueryKey } from '../../../lib/query-keys/invitations';

type SentFilters = { status?: InvitationStatus; eventId?: number };

/** GET /event-invites/my-sent-invites, optionally filtered by status and event. */
export function fetchSentInvitations({ status, eventId }: SentFilters, signal?: AbortSignal): Promise<Invitation[]> {
  const params = new URLSearchParams();
  if (status) {
    params.set('status_filter', status);
  }
  if (eventId !== undefined) {
    params.set('event_id', String(eventId));
  }
  const query = params.toString() ? `?${params.toString()}` : '';
  return apiRequest<Invitation[]>(`/event-invites/my-sent-invites${query}`, { signal });
}

export function useSentInvitations(filters: SentFilters = {}) {
  return useQuery({
    queryKey: sentInvitationsQueryKey(filters),
    queryFn: ({ signal }) => fetchSentInvitations(filters, signal),
  });
}
