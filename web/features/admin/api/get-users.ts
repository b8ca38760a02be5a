import { useQuery } from '@tanstack/react-query';
import type { AdminUserPage } from '@contracts/admin/schemas';
import { apiPath, withQuery } from '@contracts/api/api-path';
import { apiRequest } from '../../../lib/api-client';
import { usersQueryKey } from '../../../lib/query-keys/admin';

export interface UserPageRequest {
  skip: number;
  limit: number;
  search: string;
}

/** GET /admin/users?skip=&limit=&search=: one page of members, newest first, with the total. */
export function fetchUsers(page: UserPageRequest): Promise<AdminUserPage> {
  const search = page.search.trim();
  return apiRequest(withQuery(apiPath('get', '/admin/users'), { skip: page.skip, limit: page.limit, search: search || undefined }));
}

/** The page on screen stays while the next one (or another search) loads. */
export function useUsers(page: UserPageRequest) {
  return useQuery({ queryKey: usersQueryKey(page), queryFn: () => fetchUsers(page), placeholderData: (previous) => previous });
}
