import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CommunityDetail } from '@contracts/communities/schemas';
import { apiPath } from '@contracts/api/api-path';
import { apiRequest } from '../../../lib/api-client';
import { COMMUNITIES_QUERY_ROOT, communityQueryKey } from '../../../lib/query-keys/communities';
import { EVENTS_QUERY_ROOT } from '../../../lib/query-keys/events';

/** POST /communities/{id}/leave (any member but the owner): answers 204. */
export function leaveCommunity(communityId: number): Promise<void> {
  return apiRequest(apiPath('post', '/communities/:id/leave', { id: communityId }), { method: 'POST' });
}

/** POST /communities/{id}/transfer-ownership: the community with its new owner. */
export function transferOwnership({ communityId, userId }: { communityId: number; userId: number }): Promise<CommunityDetail> {
  return apiRequest(apiPath('post', '/communities/:id/transfer-ownership', { id: communityId }), { method: 'POST', body: { user_id: userId } });
}

/** DELETE /communities/{id} (owner only): answers 204. */
export function deleteCommunity(communityId: number): Promise<void> {
  return apiRequest(apiPath('delete', '/communities/:id', { id: communityId }), { method: 'DELETE' });
}

/**
 * After leaving or deleting, the community is gone for this member: its saved copy is dropped (so
 * it does not show offline), and every list that held it or its events is refreshed.
 */
function useForgetCommunity() {
  const queryClient = useQueryClient();
  return (communityId: number) => {
    queryClient.removeQueries({ queryKey: communityQueryKey(communityId) });
    void queryClient.invalidateQueries({ queryKey: COMMUNITIES_QUERY_ROOT });
    void queryClient.invalidateQueries({ queryKey: EVENTS_QUERY_ROOT });
  };
}

export function useLeaveCommunity() {
  const forget = useForgetCommunity();
  return useMutation({ mutationFn: leaveCommunity, onSuccess: (_nothing, communityId) => forget(communityId) });
}

export function useDeleteCommunity() {
  const forget = useForgetCommunity();
  return useMutation({ mutationFn: deleteCommunity, onSuccess: (_nothing, communityId) => forget(communityId) });
}

export function useTransferOwnership() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: transferOwnership,
    onSuccess: (community) => {
      queryClient.setQueryData(communityQueryKey(community.id), community);
      void queryClient.invalidateQueries({ queryKey: COMMUNITIES_QUERY_ROOT });
    },
  });
}
