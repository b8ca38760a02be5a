import { useQuery } from '@tanstack/react-query';
import type { EventListItem } from '@contracts/events/schemas';
import { apiRequest } from '../../../lib/api-client';
import { attendingEventsPath, recentlyStartedEventsPath } from '@contracts/events/read-paths';
import type { EventListWhen } from '@contracts/events/read-paths';
import { RECENTLY_STARTED_EVENTS_QUERY_KEY, attendingEventsQueryKey } from '../../../lib/query-keys/events';

export function fetchAttendingEvents(when: EventListWhen, signal?: AbortSignal): Promise<EventListItem[]> {
  return apiRequest(attendingEventsPath(when), { signal });
}

/** GET /events/attending: the events the viewer answered going or maybe to. */
export function useAttendingEvents(when: EventListWhen, enabled = true) {
  return useQuery({
    queryKey: attendingEventsQueryKey(when),
    queryFn: ({ signal }) => fetchAttendingEvents(when, signal),
    enabled,
  });
}

/** The few events the viewer answered that started most recently: among them, any still under way. */
export function useRecentlyStartedEvents() {
  return useQuery({
    queryKey: RECENTLY_STARTED_EVENTS_QUERY_KEY,
    queryFn: ({ signal }) => apiRequest(recentlyStartedEventsPath(), { signal }),
  });
}

