import { useMutation } from '@tanstack/react-query';
import type { CreateEventRequest, EventDetail } from '@contracts/events/schemas';
import { apiPath } from '@contracts/api/api-path';
import { apiRequest } from '../../../lib/api-client';
import { useApplyEventChange } from './use-apply-event-change';

export function createEvent(body: CreateEventRequest): Promise<EventDetail> {
  return apiRequest(apiPath('post', '/events/'), { method: 'POST', body });
}

/** POST /events/: the new event becomes its detail and the lists refresh. */
export function useCreateEvent() {
  const applyChange = useApplyEventChange();
  return useMutation({ mutationFn: createEvent, onSuccess: applyChange });
}
