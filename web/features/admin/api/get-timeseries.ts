import { useQuery } from '@tanstack/react-query';
import type { AdminTimeseries } from '@contracts/admin/schemas';
import type { AdminRangeDays } from '@contracts/admin/messages';
import { apiPath, withQuery } from '@contracts/api/api-path';
import { apiRequest } from '../../../lib/api-client';
import { timeseriesQueryKey } from '../../../lib/query-keys/admin';

/** GET /admin/stats/timeseries?days=: new users, events and communities per UTC day. */
export function fetchTimeseries(days: AdminRangeDays): Promise<AdminTimeseries> {
  return apiRequest(withQuery(apiPath('get', '/admin/stats/timeseries'), { days }));
}

/** While another range loads, the charts keep the last one instead of blanking. */
export function useTimeseries(days: AdminRangeDays) {
  return useQuery({ queryKey: timeseriesQueryKey(days), queryFn: () => fetchTimeseries(days), placeholderData: (previous) => previous });
}
