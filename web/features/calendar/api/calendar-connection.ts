import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '@contracts/api/api-path';
import { apiRequest } from '../../../lib/api-client';
import { CALENDAR_QUERY_ROOT, CALENDAR_STATUS_KEY } from '../../../lib/query-keys/calendar';

/** GET /auth/google-calendar/authorize: where to send the browser to grant calendar access. */
export async function fetchCalendarAuthorizationUrl(): Promise<string> {
  const { authorization_url } = await apiRequest(apiPath('get', '/auth/google-calendar/authorize'));
  if (!authorization_url) {
    throw new Error('The server returned no authorization_url');
  }
  return authorization_url;
}

/** POST /auth/google-calendar/set-calendar; the answer is the new status. */
export function useSelectCalendar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (calendarId: string) => apiRequest(apiPath('post', '/auth/google-calendar/set-calendar'), { method: 'POST', body: { calendar_id: calendarId } }),
    onSuccess: (status) => queryClient.setQueryData(CALENDAR_STATUS_KEY, status),
  });
}

/** DELETE /auth/google-calendar/disconnect (revokes at Google) or POST /clear-tokens (forgets here only). */
export function useForgetCalendar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (how: 'disconnect' | 'clear') =>
      how === 'disconnect'
        ? apiRequest(apiPath('delete', '/auth/google-calendar/disconnect'), { method: 'DELETE' })
        : apiRequest(apiPath('post', '/auth/google-calendar/clear-tokens'), { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CALENDAR_QUERY_ROOT }),
  });
}
