import { useQuery } from '@tanstack/react-query';
import type { CommunityInviteInfo } from '@contracts/communities/schemas';
import { apiRequest } from '../../../lib/api-client';
import { communityInvitePath } from '@contracts/communities/read-paths';
import { communityInviteQueryKey } from '../../../lib/query-keys/communities';

/** GET /communities/invite/{code} (public): name, description and member count behind a code. */
export function fetchCommunityInvite(inviteCode: string): Promise<CommunityInviteInfo> {
  return apiRequest(communityInvitePath(inviteCode));
}

export function useCommunityInvite(inviteCode: string) {
  return useQuery({
    queryKey: communityInviteQueryKey(inviteCode),
    queryFn: () => fetchCommunityInvite(inviteCode),
    enabled: inviteCode !== '',
    // A regenerated code must stop working at once, so never answer from an old lookup.
    staleTime: 0,
  });
}
