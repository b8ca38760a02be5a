import { useQuery } from '@tanstack/react-query';
import type { PaymentsConfigResponse } from '@contracts/payments/schemas';
import { apiPath } from '@contracts/api/api-path';
import { apiRequest } from '../../../lib/api-client';
import { PAYMENTS_CONFIG_QUERY_KEY } from '../../../lib/query-keys/payments';

/** GET /payments/config: whether payments are on, the amounts, the Pro price. */
export function fetchPaymentsConfig(): Promise<PaymentsConfigResponse> {
  return apiRequest(apiPath('get', '/payments/config'));
}

/** The payment settings, read once a visit (the Pro price changes rarely). */
export function usePaymentsConfig() {
  return useQuery({ queryKey: PAYMENTS_CONFIG_QUERY_KEY, queryFn: fetchPaymentsConfig, staleTime: 10 * 60 * 1000 });
}
