import { useQuery } from '@tanstack/react-query';
import type { PublicInvitation } from '@contracts/invitations/schemas';
import { apiRequest } from '../../../lib/api-client';
import { publicInvitationPath } from '@contracts/invitations/read-paths';
import { publicInvitationQueryKey } from '../../../lib/query-keys/invitations';

/** GET /event-invites/invite/{code}: public, answered with or without a session. */
export function fetchPublicInvitation(code: string, signal?: AbortSignal): Promise<PublicInvitation> {
  return apiRequest(publicInvitationPath(code), { signal });
}

export function usePublicInvitation(code: string) {
  return useQuery({
    queryKey: publicInvitationQueryKey(code),
    queryFn: ({ signal }) => fetchPublicInvitation(code, signal),
    enabled: code !== '',
    staleTime: 0,
  });
}
