import { useQuery } from '@tanstack/react-query';
import type { ApiToken } from '@contracts/developer/schemas';
import { apiPath } from '@contracts/api/api-path';
import { apiRequest } from '../../../lib/api-client';
import { TOKENS_QUERY_KEY } from '../../../lib/query-keys/developer';

/** GET /developer/tokens: the member's tokens, newest first (never their secrets). */
export function fetchTokens(): Promise<ApiToken[]> {
  return apiRequest(apiPath('get', '/developer/tokens'));
}

export function useTokens() {
  return useQuery({ queryKey: TOKENS_QUERY_KEY, queryFn: fetchTokens });
}
