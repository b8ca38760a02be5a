import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiToken } from '@contracts/developer/schemas';
import { apiPath } from '@contracts/api/api-path';
import { apiRequest } from '../../../lib/api-client';
import { TOKENS_QUERY_KEY } from '../../../lib/query-keys/developer';

/** DELETE /developer/tokens/{id}: the token stops working and leaves the list. */
export function deleteToken(id: number): Promise<void> {
  return apiRequest(apiPath('delete', '/developer/tokens/:id', { id }), { method: 'DELETE' });
}

export function useDeleteToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteToken,
    onSuccess: (_nothing, id) => {
      queryClient.setQueryData<ApiToken[]>(TOKENS_QUERY_KEY, (tokens) => tokens?.filter((token) => token.id !== id));
    },
  });
}
