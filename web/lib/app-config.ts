import { useQuery } from '@tanstack/react-query';
import type { AppConfigResponse } from '@contracts/app/schemas';
import { apiPath } from '@contracts/api/api-path';
import { apiRequest } from './api-client';
import { APP_CONFIG_QUERY_KEY } from './query-keys/session';

export const PRODUCT_NAME = 'Gather';

export function fetchAppConfig(): Promise<AppConfigResponse> {
  return apiRequest(apiPath('get', '/config'));
}

/** Public server facts (support e-mail, whether Google sign-in is set up). Fetched once. */
export function useAppConfig() {
  return useQuery({ queryKey: APP_CONFIG_QUERY_KEY, queryFn: fetchAppConfig, staleTime: Infinity });
}

/** A mailto: link to the support address, or undefined until the config has loaded. */
export function useSupportMailto(subject?: string): string | undefined {
  const { data } = useAppConfig();
  if (!data?.support_email) {
    return undefined;
  }
  const query = subject ? `?subject=${encodeURIComponent(subject)}` : '';
  return `mailto:${data.support_email}${query}`;
}
