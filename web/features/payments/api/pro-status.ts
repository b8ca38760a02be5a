import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ProStatusResponse } from '@contracts/payments/schemas';
import { apiPath } from '@contracts/api/api-path';
import { apiRequest } from '../../../lib/api-client';
import { PRO_STATUS_QUERY_KEY } from '../../../lib/query-keys/payments';

/** GET /payments/pro: the member's Pro, its dates and what they may do. */
export function fetchProStatus(): Promise<ProStatusResponse> {
  return apiRequest(apiPath('get', '/payments/pro'));
}

/**
 * The member's Pro. `waitForPro` asks again every 2 s (for up to a minute) until Pro is on: back from
 * Checkout, Stripe's webhook usually arrives within seconds of the page.
 */
export function useProStatus({ enabled, waitForPro }: { enabled: boolean; waitForPro: boolean }) {
  const [startedAt] = useState(() => Date.now());
  return useQuery({
    queryKey: PRO_STATUS_QUERY_KEY,
    queryFn: fetchProStatus,
    enabled,
    refetchInterval: (query) => (waitForPro && !query.state.data?.is_pro && Date.now() - startedAt < 60_000 ? 2000 : false),
  });
}
