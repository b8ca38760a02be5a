import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangeScope, EventDetail, UpdateEventRequest } from '@contracts/events/schemas';
import { apiPath, withQuery } from '@contracts/api/api-path';
import { apiRequest } from '../../../lib/api-client';
import { EVENTS_DETAIL_ROOT } from '../../../lib/query-keys/events';
import { useApplyEventChange } from './use-apply-event-change';

/** PUT /events/{id}; for a date of a recurring event, `scope` says which of its dates change (this one when absent). */
export function updateEvent(eventId: number, body: UpdateEventRequest, scope?: ChangeScope): Promise<EventDetail> {
  const path = apiPath('put', '/events/:id', { id: eventId });
  return apiRequest(scope ? withQuery(path, { scope }) : path, { method: 'PUT', body });
}

export type UpdateEventVariables = { eventId: number; body: UpdateEventRequest; scope?: ChangeScope };

/**
 * PUT /events/{id} (partial): the answer replaces the event's detail and the lists refresh; a
 * change to other dates of a recurring event refreshes their details too.
 */
export function useUpdateEvent() {
  const applyChange = useApplyEventChange();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ eventId, body, scope }: UpdateEventVariables) => updateEvent(eventId, body, scope),
    onSuccess: async (event: EventDetail, { scope }: UpdateEventVariables) => {
      await applyChange(event);
      if (scope && scope !== 'this') {
        await queryClient.invalidateQueries({ queryKey: EVENTS_DETAIL_ROOT, predicate: (query) => query.queryKey[2] !== event.id });
      }
    },
  });
}
