import { useCallback } from 'react';
import { useDeleteEvent } from '../api/delete-event';

export const DELETE_CONFIRM = 'Are you sure you want to delete this event?';
export const DELETE_FAILED = 'Failed to delete event. Please try again.';

/**
 * Delete with the browser's confirmation (spec section 5) and the failure alert (section 8).
 * Resolves true when the event is gone.
 */
export function useDeleteEventFlow(): { remove: (eventId: number) => Promise<boolean>; deleting: boolean } {
  const { mutateAsync, isPending } = useDeleteEvent();
  const remove = useCallback(
    async (eventId: number) => {
      if (!window.confirm(DELETE_CONFIRM)) {
        return false;
      }
      try {
        await mutateAsync(eventId);
        return true;
      } catch (error) {
        console.error('Delete event failed', error);
        window.alert(DELETE_FAILED);
        return false;
      }
    },
    [mutateAsync],
  );
  return { remove, deleting: isPending };
}
