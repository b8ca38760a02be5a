import { useCallback } from 'react';
import type { ReactElement } from 'react';
import { useConfirm } from '../../../components/confirm-dialog/use-confirm';
import { useDeleteEvent } from '../api/delete-event';

export const DELETE_CONFIRM = 'Are you sure you want to delete this event?';
export const DELETE_FAILED = 'Failed to delete event. Please try again.';

type DeleteEventFlow = {
  remove: (event: { id: number; title: string }) => Promise<boolean>;
  deleting: boolean;
  /** The confirmation; render it once where the flow is used. */
  dialog: ReactElement;
};

/**
 * Delete after a confirmation that names the event and keeps the spec's question (section 5),
 * with the failure alert of section 8. Resolves true when the event is gone.
 */
export function useDeleteEventFlow(): DeleteEventFlow {
  const { mutateAsync, isPending } = useDeleteEvent();
  const { confirm, dialog } = useConfirm();
  const remove = useCallback(
    async (event: { id: number; title: string }) => {
      const confirmed = await confirm({ title: `Delete “${event.title}”?`, message: DELETE_CONFIRM, confirmLabel: 'Delete', destructive: true });
      if (!confirmed) {
        return false;
      }
      try {
        await mutateAsync(event.id);
        return true;
      } catch (error) {
        console.error('Delete event failed', error);
        window.alert(DELETE_FAILED);
        return false;
      }
    },
    [confirm, mutateAsync],
  );
  return { remove, deleting: isPending, dialog };
}
