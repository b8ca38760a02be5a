import { useMutation } from '@tanstack/react-query';
import type { EventDetail, UpdateEventRequest } from '@contracts/events/schemas';
import { apiPath } from '@contracts/api/api-path';
import { apiRequest } from '../../../lib/api-client';
import { useApplyEventChange } from './use-apply-event-change';

export function updateEvent(eventId: number, body: UpdateEventRequest): Promise<EventDetail> {
  return apiRequest(apiPath('put', '/events/:id', { id: eventId }), { method: 'PUT', body });
}

/** PUT /events/{id} (partial): the answer replaces the event's detail and the lists refresh. */
export function useUpdateEvent() {
  const applyChange = useApplyEventChange();
  return useMutation({
    mutationFn: ({ eventId, body }: { eventId: number; body: UpdateEventRequest }) => updateEvent(eventId, body),
    onSuccess: applyChange,
  });
}
