import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { readPath, withQuery } from '@contracts/api/api-path';
import type { EventListItem } from '@contracts/events/schemas';
import { apiRequest } from '../../../lib/api-client';
import { attendingMonthQueryKey } from '../../../lib/query-keys/events';
import { monthKey, monthRange } from '../../../components/month-calendar/month-grid';
import type { YearMonth } from '../../../components/month-calendar/month-grid';

// The Attending calendar's reads, apart from get-attending-events.ts: the home page reads the
// Attending lists too, and would otherwise carry the month grid's code in its first screen.

/** As many as a list answers: a month of daily events of several series fits. */
const MONTH_LIMIT = 500;

/** GET /events/attending?from&to: the events the viewer answered going or maybe to, starting while a month's grid may show them. */
export function fetchAttendingMonth(month: YearMonth, zone: string, signal?: AbortSignal): Promise<EventListItem[]> {
  const { from, to } = monthRange(month, zone);
  return apiRequest(withQuery(readPath('/events/attending'), { from, to, limit: MONTH_LIMIT }), { signal });
}

/**
 * One month of the Attending calendar, one query per month: the server makes the dates of a
 * recurring event as far ahead as the month asks, so a weekly event shows in any month. While a
 * new month loads, the one before stays on screen.
 */
export function useAttendingMonth(month: YearMonth, zone: string, enabled = true) {
  return useQuery({
    queryKey: attendingMonthQueryKey(monthKey(month), zone),
    queryFn: ({ signal }) => fetchAttendingMonth(month, zone, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
