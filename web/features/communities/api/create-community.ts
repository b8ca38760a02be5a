import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CommunityDetail, CreateCommunityRequest } from '@contracts/communities/schemas';
import { apiPath } from '@contracts/api/api-path';
import { apiRequest } from '../../../lib/api-client';
import { MY_COMMUNITIES_QUERY_KEY, communityQueryKey } from '../../../lib/query-keys/communities';

/** POST /communities/: the caller becomes the owner. */
export function createCommunity(input: CreateCommunityRequest): Promise<CommunityDetail> {
  return apiRequest(apiPath('post', '/communities/'), { method: 'POST', body: input });
}

export function useCreateCommunity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCommunity,
    onSuccess: (community) => {
      queryClient.setQueryData(communityQueryKey(community.id), community);
      void queryClient.invalidateQueries({ queryKey: MY_COMMUNITIES_QUERY_KEY });
    },
  });
}
