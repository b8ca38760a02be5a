import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '@contracts/api/api-path';
import { apiRequest } from '../../../lib/api-client';
import { EVENTS_LIST_ROOT, eventQueryKey } from '../../../lib/query-keys/events';

export function deleteEvent(eventId: number): Promise<void> {
  return apiRequest(apiPath('delete', '/events/:id', { id: eventId }), { method: 'DELETE' });
}

/** DELETE /events/{id}: forgets the event's detail and refreshes the lists. */
export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEvent,
    onSuccess: async (_answer, eventId) => {
      queryClient.removeQueries({ queryKey: eventQueryKey(eventId) });
      await queryClient.invalidateQueries({ queryKey: EVENTS_LIST_ROOT });
    },
  });
}
