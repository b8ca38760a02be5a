import { useQuery } from '@tanstack/react-query';
import type { AdminUser } from '@contracts/admin/schemas';
import { RECENT_USERS_DEFAULT } from '@contracts/admin/messages';
import { apiPath, withQuery } from '@contracts/api/api-path';
import { apiRequest } from '../../../lib/api-client';
import { RECENT_USERS_QUERY_KEY } from '../../../lib/query-keys/admin';

/** GET /admin/users/recent?limit=10: the latest signups. */
export function fetchRecentUsers(): Promise<AdminUser[]> {
  return apiRequest(withQuery(apiPath('get', '/admin/users/recent'), { limit: RECENT_USERS_DEFAULT }));
}

export function useRecentUsers() {
  return useQuery({ queryKey: RECENT_USERS_QUERY_KEY, queryFn: fetchRecentUsers });
}
