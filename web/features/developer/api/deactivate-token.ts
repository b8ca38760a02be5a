import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiToken } from '@contracts/developer/schemas';
import { apiPath } from '@contracts/api/api-path';
import { apiRequest } from '../../../lib/api-client';
import { TOKENS_QUERY_KEY } from '../../../lib/query-keys/developer';

/** PATCH /developer/tokens/{id}/deactivate: the token stops working for good, and stays listed as inactive. */
export function deactivateToken(id: number): Promise<ApiToken> {
  return apiRequest(apiPath('patch', '/developer/tokens/:id/deactivate', { id }), { method: 'PATCH' });
}

export function useDeactivateToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deactivateToken,
    onSuccess: (updated) => {
      queryClient.setQueryData<ApiToken[]>(TOKENS_QUERY_KEY, (tokens) => tokens?.map((token) => (token.id === updated.id ? updated : token)));
    },
  });
}
