import { useQuery } from '@tanstack/react-query';
import type { EventDetail } from '@contracts/events/schemas';
import { apiRequest } from '../../../lib/api-client';
import { eventPath } from '@contracts/events/read-paths';
import { eventQueryKey } from '../../../lib/query-keys/events';

export function fetchEvent(eventId: number, signal?: AbortSignal): Promise<EventDetail> {
  return apiRequest(eventPath(eventId), { signal });
}

/** GET /events/{id}: the event with everyone's replies and what the viewer may do. */
export function useEvent(eventId: number) {
  return useQuery({
    queryKey: eventQueryKey(eventId),
    queryFn: ({ signal }) => fetchEvent(eventId, signal),
    enabled: Number.isInteger(eventId) && eventId > 0,
  });
}
