import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath, withQuery } from '@contracts/api/api-path';
import type { ChangeScope, EventDetail } from '@contracts/events/schemas';
import { apiRequest } from '../../../lib/api-client';
import { EVENTS_DETAIL_ROOT, EVENTS_LIST_ROOT, eventQueryKey } from '../../../lib/query-keys/events';

/** What to delete: one event, or dates of the recurring event it is a date of (`scope`, with its series). */
export type EventDeletion = { eventId: number; scope?: ChangeScope; seriesId?: number | null };

/** A single event's deletion has no scope; a recurring event's says which dates go. */
export function deleteEvent(eventId: number, scope?: ChangeScope): Promise<void> {
  return apiRequest(withQuery(apiPath('delete', '/events/:id', { id: eventId }), { scope }), { method: 'DELETE' });
}

const seriesOf = (data: unknown): number | undefined => (data as Partial<EventDetail> | undefined)?.series?.id;

/**
 * DELETE /events/{id}: forgets the event's detail (and, for this and following or all dates of a
 * recurring event, every cached date of its series) and refreshes the lists, month calendars included.
 */
export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ eventId, scope }: EventDeletion) => deleteEvent(eventId, scope),
    onSuccess: async (_answer, { eventId, scope, seriesId }) => {
      queryClient.removeQueries({ queryKey: eventQueryKey(eventId) });
      if ((scope === 'following' || scope === 'all') && typeof seriesId === 'number') {
        queryClient.removeQueries({ queryKey: EVENTS_DETAIL_ROOT, predicate: (query) => seriesOf(query.state.data) === seriesId });
      }
      await queryClient.invalidateQueries({ queryKey: EVENTS_LIST_ROOT });
    },
  });
}
