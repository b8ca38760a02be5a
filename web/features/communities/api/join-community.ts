import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CommunityDetail } from '@contracts/communities/schemas';
import { COMMUNITY_MESSAGES } from '@contracts/communities/messages';
import { apiPath } from '@contracts/api/api-path';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { MY_COMMUNITIES_QUERY_KEY, communityQueryKey } from '../../../lib/query-keys/communities';

/** POST /communities/join: 404 for an unknown code, 409 for an existing member. */
export function joinCommunity(inviteCode: string): Promise<CommunityDetail> {
  return apiRequest(apiPath('post', '/communities/join'), { method: 'POST', body: { invite_code: inviteCode } });
}

export function useJoinCommunity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinCommunity,
    onSuccess: (community) => {
      queryClient.setQueryData(communityQueryKey(community.id), community);
      void queryClient.invalidateQueries({ queryKey: MY_COMMUNITIES_QUERY_KEY });
    },
  });
}

export const JOIN_FAILED_TEXT = 'Failed to join community. Please try again.';

/** The join error texts of spec section 8. */
export function joinErrorText(error: unknown): string {
  if (error instanceof ApiError && error.status === 404) {
    return COMMUNITY_MESSAGES.inviteNotFound;
  }
  if (error instanceof ApiError && error.status === 409) {
    return COMMUNITY_MESSAGES.alreadyMember;
  }
  return JOIN_FAILED_TEXT;
}
