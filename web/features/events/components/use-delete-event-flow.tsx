import { useCallback, useState } from 'react';
import type { ReactElement } from 'react';
import type { ChangeScope } from '@contracts/events/schemas';
import { useConfirm } from '../../../components/confirm-dialog/use-confirm';
import { lazyOverlay } from '../../../components/lazy-overlay';
import { useDeleteEvent } from '../api/delete-event';
import type { DeleteScopeOverlayProps } from './delete-scope-dialog';

export const DELETE_CONFIRM = 'Are you sure you want to delete this event?';
export const DELETE_FAILED = 'Failed to delete event. Please try again.';

/** Its code loads when the browser is idle after the first screen, or at once when asked before. */
const DeleteScopeOverlay = lazyOverlay<DeleteScopeOverlayProps, 'DeleteScopeOverlay'>(() => import('./delete-scope-dialog'), 'DeleteScopeOverlay');

/** An event as the flow needs it: a detail names its series, a list item its series' id. */
export type DeletableEvent = { id: number; title: string; series?: { id: number } | null; series_id?: number | null };

type DeleteEventFlow = {
  remove: (event: DeletableEvent) => Promise<boolean>;
  deleting: boolean;
  /** The confirmation; render it once where the flow is used. */
  dialog: ReactElement;
};

/** Which dates of a recurring event to delete, while it is being asked: its title, and where the answer (null: cancelled) goes. */
type ScopeAsked = { title: string; answer: (scope: ChangeScope | null) => void };

/**
 * Delete after a confirmation that names the event and keeps the spec's question (section 5),
 * with the failure alert of section 8; a date of a recurring event asks instead which dates go
 * (this event, this and following events, all events). Resolves true when the event is gone.
 */
export function useDeleteEventFlow(): DeleteEventFlow {
  const { mutateAsync, isPending } = useDeleteEvent();
  const { confirm, dialog: confirmDialog } = useConfirm();
  const [asked, setAsked] = useState<ScopeAsked | null>(null);
  const remove = useCallback(
    async (event: DeletableEvent) => {
      const seriesId = event.series?.id ?? event.series_id ?? null;
      const scope =
        seriesId === null
          ? (await confirm({ title: `Delete “${event.title}”?`, message: DELETE_CONFIRM, confirmLabel: 'Delete', destructive: true })) && 'this'
          : await new Promise<ChangeScope | null>((answer) => setAsked({ title: event.title, answer }));
      setAsked(null);
      if (!scope) {
        return false;
      }
      try {
        // A single event is deleted at its plain address; a date of a recurring event says which dates go.
        await mutateAsync(seriesId === null ? { eventId: event.id } : { eventId: event.id, scope, seriesId });
        return true;
      } catch (error) {
        console.error('Delete event failed', error);
        window.alert(DELETE_FAILED);
        return false;
      }
    },
    [confirm, mutateAsync],
  );
  return {
    remove,
    deleting: isPending,
    dialog: (
      <>
        {confirmDialog}
        <DeleteScopeOverlay isOpen={asked !== null} eventTitle={asked?.title ?? null} onAnswer={(scope) => asked?.answer(scope)} />
      </>
    ),
  };
}
