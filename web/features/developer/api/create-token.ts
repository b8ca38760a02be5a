import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiToken, CreateTokenRequest, CreateTokenResponse } from '@contracts/developer/schemas';
import { apiPath } from '@contracts/api/api-path';
import { apiRequest } from '../../../lib/api-client';
import { TOKENS_QUERY_KEY } from '../../../lib/query-keys/developer';

/** POST /developer/tokens: the answer carries the secret, this once. */
export function createToken(input: CreateTokenRequest): Promise<CreateTokenResponse> {
  return apiRequest(apiPath('post', '/developer/tokens'), { method: 'POST', body: input });
}

export function useCreateToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createToken,
    onSuccess: ({ token }) => {
      // The list shows the new token at once; only its public fields ever enter the cache.
      queryClient.setQueryData<ApiToken[]>(TOKENS_QUERY_KEY, (tokens) => (tokens ? [token, ...tokens] : tokens));
      void queryClient.invalidateQueries({ queryKey: TOKENS_QUERY_KEY });
    },
  });
}
