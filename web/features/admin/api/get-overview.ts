import { useQuery } from '@tanstack/react-query';
import type { AdminOverview } from '@contracts/admin/schemas';
import { apiPath } from '@contracts/api/api-path';
import { apiRequest } from '../../../lib/api-client';
import { OVERVIEW_QUERY_KEY } from '../../../lib/query-keys/admin';

/** GET /admin/stats/overview: site totals and this week's growth. */
export function fetchOverview(): Promise<AdminOverview> {
  return apiRequest(apiPath('get', '/admin/stats/overview'));
}

export function useOverview() {
  return useQuery({ queryKey: OVERVIEW_QUERY_KEY, queryFn: fetchOverview });
}
