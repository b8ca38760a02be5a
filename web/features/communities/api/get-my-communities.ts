import { useQuery } from '@tanstack/react-query';
import type { CommunitySummary } from '@contracts/communities/schemas';
import { apiPath } from '@contracts/api/api-path';
import { apiRequest } from '../../../lib/api-client';
import { MY_COMMUNITIES_QUERY_KEY } from '../../../lib/query-keys/communities';

/** GET /communities/: the communities the signed-in user belongs to. */
export function fetchMyCommunities(): Promise<CommunitySummary[]> {
  return apiRequest(apiPath('get', '/communities/'));
}

export function useMyCommunities({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: MY_COMMUNITIES_QUERY_KEY, queryFn: fetchMyCommunities, enabled });
}
