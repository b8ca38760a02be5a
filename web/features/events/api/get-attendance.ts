import { useQuery } from '@tanstack/react-query';
import { attendancePath } from '@contracts/checkin/read-paths';
import { apiRequest } from '../../../lib/api-client';
import { eventAttendanceQueryKey } from '../../../lib/query-keys/events';

/** While an event is under way its counts change as people arrive: read again every minute. */
const LIVE_REFRESH_MS = 60_000;

/** GET /events/{id}/attendance: checked in, going but not checked in, walk-ins and guests; asked only for those who may edit the event. */
export function useAttendance(eventId: number, enabled: boolean, live: boolean) {
  return useQuery({
    queryKey: eventAttendanceQueryKey(eventId),
    queryFn: ({ signal }) => apiRequest(attendancePath(eventId), { signal }),
    enabled,
    refetchInterval: live ? LIVE_REFRESH_MS : false,
  });
}
