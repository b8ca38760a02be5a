import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '@contracts/api/api-path';
import { apiRequest } from '../../../lib/api-client';
import { MY_COMMUNITIES_QUERY_KEY, communityQueryKey } from '../../../lib/query-keys/communities';

type RemoveMemberInput = { communityId: number; userId: number };

/** DELETE /communities/{id}/members/{userId}: answers 204. */
export function removeMember({ communityId, userId }: RemoveMemberInput): Promise<void> {
  return apiRequest(apiPath('delete', '/communities/:id/members/:userId', { id: communityId, userId }), { method: 'DELETE' });
}

export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeMember,
    onSuccess: async (_nothing, { communityId }) => {
      await queryClient.invalidateQueries({ queryKey: communityQueryKey(communityId) });
      // The member count on the list cards changes too.
      void queryClient.invalidateQueries({ queryKey: MY_COMMUNITIES_QUERY_KEY });
    },
  });
}
