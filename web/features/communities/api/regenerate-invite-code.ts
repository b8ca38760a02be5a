import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CommunityDetail } from '@contracts/communities/schemas';
import { apiPath } from '@contracts/api/api-path';
import { apiRequest } from '../../../lib/api-client';
import { MY_COMMUNITIES_QUERY_KEY, communityQueryKey } from '../../../lib/query-keys/communities';

/** POST /communities/{id}/regenerate-invite-code: the old code and link stop working at once. */
export function regenerateInviteCode(communityId: number) {
  return apiRequest(apiPath('post', '/communities/:id/regenerate-invite-code', { id: communityId }), { method: 'POST' });
}

export function useRegenerateInviteCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: regenerateInviteCode,
    onSuccess: ({ invite_code }, communityId) => {
      queryClient.setQueryData<CommunityDetail>(communityQueryKey(communityId), (community) =>
        community ? { ...community, invite_code } : community,
      );
      void queryClient.invalidateQueries({ queryKey: MY_COMMUNITIES_QUERY_KEY });
    },
  });
}
