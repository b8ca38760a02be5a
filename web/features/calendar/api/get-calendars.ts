import { useQuery } from '@tanstack/react-query';
import type { CalendarListItem } from '@contracts/calendar/schemas';
import { apiPath } from '@contracts/api/api-path';
import { apiRequest } from '../../../lib/api-client';
import { CALENDAR_LIST_KEY } from '../../../lib/query-keys/calendar';

/** GET /auth/google-calendar/calendars: the first page (250 calendars; nobody has more). */
export function fetchCalendars(): Promise<CalendarListItem[]> {
  return apiRequest(apiPath('get', '/auth/google-calendar/calendars'));
}

export function useCalendars(enabled: boolean) {
  return useQuery({ queryKey: CALENDAR_LIST_KEY, queryFn: fetchCalendars, enabled, retry: false });
}
