import { useQuery } from '@tanstack/react-query';
import type { AdminEngagement } from '@contracts/admin/schemas';
import { apiPath } from '@contracts/api/api-path';
import { apiRequest } from '../../../lib/api-client';
import { ENGAGEMENT_QUERY_KEY } from '../../../lib/query-keys/admin';

/** GET /admin/stats/engagement: top creators, most active communities, RSVP distribution, member activity. */
export function fetchEngagement(): Promise<AdminEngagement> {
  return apiRequest(apiPath('get', '/admin/stats/engagement'));
}

export function useEngagement() {
  return useQuery({ queryKey: ENGAGEMENT_QUERY_KEY, queryFn: fetchEngagement });
}
