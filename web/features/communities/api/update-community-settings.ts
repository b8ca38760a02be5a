import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CommunityDetail, UpdateCommunitySettingsRequest } from '@contracts/communities/schemas';
import { apiPath } from '@contracts/api/api-path';
import { apiRequest } from '../../../lib/api-client';
import { MY_COMMUNITIES_QUERY_KEY, communityQueryKey } from '../../../lib/query-keys/communities';

type UpdateSettingsInput = { communityId: number; changes: UpdateCommunitySettingsRequest };

/**
 * PUT /communities/{id}/settings with only the fields that changed. `google_calendar_auto_sync`
 * is the caller's own flag (any member); the others need `permissions.can_manage`.
 */
export function updateCommunitySettings({ communityId, changes }: UpdateSettingsInput): Promise<CommunityDetail> {
  return apiRequest(apiPath('put', '/communities/:id/settings', { id: communityId }), { method: 'PUT', body: changes });
}

/** The answer is the whole community, so it replaces the cached one (spec: merged into the community). */
export function useUpdateCommunitySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCommunitySettings,
    onSuccess: (community) => {
      queryClient.setQueryData(communityQueryKey(community.id), community);
      void queryClient.invalidateQueries({ queryKey: MY_COMMUNITIES_QUERY_KEY });
    },
  });
}
