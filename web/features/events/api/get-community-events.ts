import { useQuery } from '@tanstack/react-query';
import type { EventListItem } from '@contracts/events/schemas';
import { apiPath, withQuery } from '@contracts/api/api-path';
import { apiRequest } from '../../../lib/api-client';

import type { EventListWhen } from '@contracts/events/read-paths';
import { communityEventsQueryKey } from '../../../lib/query-keys/events';

export type { EventListWhen };

export function fetchCommunityEvents(communityId: number, when: EventListWhen, signal?: AbortSignal): Promise<EventListItem[]> {
  return apiRequest(withQuery(apiPath('get', '/events/community/:id', { id: communityId }), { when }), { signal });
}

/** GET /events/community/{id}: upcoming ascending, past descending (the server orders them). */
export function useCommunityEvents(communityId: number, when: EventListWhen) {
  return useQuery({
    queryKey: communityEventsQueryKey(communityId, when),
    queryFn: ({ signal }) => fetchCommunityEvents(communityId, when, signal),
  });
}
