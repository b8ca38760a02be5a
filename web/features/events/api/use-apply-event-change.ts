import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { EventDetail } from '@contracts/events/schemas';
import { EVENTS_LIST_ROOT, eventQueryKey } from '../../../lib/query-keys/events';

/**
 * After any write the server answers with the event as it now is: keep that as the event's
 * detail (the event is "reloaded" with no second request) and refresh every events list.
 */
export function useApplyEventChange(): (event: EventDetail) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    async (event: EventDetail) => {
      queryClient.setQueryData(eventQueryKey(event.id), event);
      await queryClient.invalidateQueries({ queryKey: EVENTS_LIST_ROOT });
    },
    [queryClient],
  );
}
