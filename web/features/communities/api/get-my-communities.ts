import { useQuery } from '@tanstack/react-query';
import type { CommunitySummary } from '@contracts/communities/schemas';
import { apiRequest } from '../../../lib/api-client';
import { COMMUNITIES_QUERY_ROOT } from './query-root';

export const MY_COMMUNITIES_QUERY_KEY = [...COMMUNITIES_QUERY_ROOT, 'mine'] as const;

/** GET /communities/: the communities the signed-in user belongs to. */
export function fetchMyCommunities(): Promise<CommunitySummary[]> {
  return apiRequest<CommunitySummary[]>('/communities/');
}

export function useMyCommunities({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: MY_COMMUNITIES_QUERY_KEY, queryFn: fetchMyCommunities, enabled });
}
