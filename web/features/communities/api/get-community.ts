import { useQuery } from '@tanstack/react-query';
import type { CommunityDetail } from '@contracts/communities/schemas';
import { apiPath } from '@contracts/api/api-path';
import { apiRequest } from '../../../lib/api-client';
import { communityQueryKey } from '../../../lib/query-keys/communities';

/** GET /communities/{id}: the community with its owner, members and the caller's permissions. */
export function fetchCommunity(communityId: number): Promise<CommunityDetail> {
  return apiRequest(apiPath('get', '/communities/:id', { id: communityId }));
}

/** The community, or nothing while `communityId` is null (an address that is not a number). */
export function useCommunity(communityId: number | null) {
  return useQuery({
    queryKey: communityQueryKey(communityId ?? 0),
    queryFn: () => fetchCommunity(communityId ?? 0),
    enabled: communityId !== null,
  });
}
