import { useQuery } from '@tanstack/react-query';
import type { CalendarStatus } from '@contracts/calendar/schemas';
import { apiPath } from '@contracts/api/api-path';
import { apiRequest } from '../../../lib/api-client';
import { useAppConfig } from '../../../lib/app-config';
import { CALENDAR_STATUS_KEY } from '../../../lib/query-keys/calendar';

/** GET /auth/google-calendar/status. */
export function fetchCalendarStatus(): Promise<CalendarStatus> {
  return apiRequest(apiPath('get', '/auth/google-calendar/status'));
}

/** The member's Google Calendar connection; not asked for while the server has no Google credentials. */
export function useCalendarStatus() {
  const { data: config } = useAppConfig();
  const configured = config?.google_calendar_enabled === true;
  const status = useQuery({ queryKey: CALENDAR_STATUS_KEY, queryFn: fetchCalendarStatus, enabled: configured, networkMode: 'online' });
  return { configured, configKnown: config !== undefined, status };
}
