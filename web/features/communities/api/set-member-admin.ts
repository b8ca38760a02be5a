import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Member } from '@contracts/communities/schemas';
import { apiPath } from '@contracts/api/api-path';
import { apiRequest } from '../../../lib/api-client';
import { communityQueryKey } from '../../../lib/query-keys/communities';

type SetMemberAdminInput = { communityId: number; userId: number; isAdmin: boolean };

/** PUT /communities/{id}/members/{userId}/admin: make or remove a community admin. */
export function setMemberAdmin({ communityId, userId, isAdmin }: SetMemberAdminInput): Promise<Member> {
  return apiRequest(apiPath('put', '/communities/:id/members/:userId/admin', { id: communityId, userId }), {
    method: 'PUT',
    body: { is_admin: isAdmin },
  });
}

export function useSetMemberAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setMemberAdmin,
    onSuccess: (_member, { communityId }) => queryClient.invalidateQueries({ queryKey: communityQueryKey(communityId) }),
  });
}
