import { useQuery } from '@tanstack/react-query';
import type { Comment } from '../../../../server/contracts/comments';
import { apiRequest } from '../../../lib/api-client';

/** Query key of an event's discussion; every comments mutation updates this cache entry. */
export function eventCommentsQueryKey(eventId: number) {
  return ['comments', 'event', eventId] as const;
}

/** GET /events/{id}/comments: top-level comments newest first, each with its replies oldest first. */
export function fetchEventComments(eventId: number, signal?: AbortSignal): Promise<Comment[]> {
  return apiRequest<Comment[]>(`/events/${eventId}/comments`, { signal });
}

/** The event's discussion; only fetched for a signed-in user (the API needs a session). */
export function useEventComments(eventId: number, enabled: boolean) {
  return useQuery({
    queryKey: eventCommentsQueryKey(eventId),
    queryFn: ({ signal }) => fetchEventComments(eventId, signal),
    enabled,
  });
}
