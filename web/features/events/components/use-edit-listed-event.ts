import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { EventDetail, EventListItem } from '@contracts/events/schemas';
import { fetchEvent } from '../api/get-event';
import type { EventFormTarget } from './event-form-modal';
import { eventQueryKey } from '../../../lib/query-keys/events';

export const EDIT_LOAD_FAILED = 'Could not load this event. Check your connection and try again.';

/**
 * Edit from a list: a list item carries an excerpt, not the whole event the form fills in, so the
 * event is loaded first (fresh while online, so the form never starts from an old copy; the saved
 * copy while offline).
 */
export function useEditListedEvent(open: (target: EventFormTarget) => void): (item: EventListItem) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (item: EventListItem) => {
      const saved = queryClient.getQueryData<EventDetail>(eventQueryKey(item.id));
      if (saved && !navigator.onLine) {
        open({ kind: 'edit', event: saved });
        return;
      }
      queryClient
        .fetchQuery({ queryKey: eventQueryKey(item.id), queryFn: ({ signal }) => fetchEvent(item.id, signal), staleTime: 0 })
        .then((event) => open({ kind: 'edit', event }))
        .catch((error: unknown) => {
          console.error('Could not load the event to edit', error);
          window.alert(EDIT_LOAD_FAILED);
        });
    },
    [queryClient, open],
  );
}
