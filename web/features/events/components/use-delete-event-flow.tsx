import { useCallback, useRef, useState } from 'react';
import type { ReactElement } from 'react';
import type { ChangeScope } from '@contracts/events/schemas';
import type { ConfirmRequest } from '../../../components/confirm-dialog/confirm-dialog';
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

const seriesIdOf = (event: DeletableEvent): number | null => event.series?.id ?? event.series_id ?? null;

type DeleteEventFlow = {
  remove: (event: DeletableEvent) => Promise<boolean>;
  deleting: boolean;
  /** The confirmation; render it once where the flow is used. */
  dialog: ReactElement;
};

/** Asks which dates of a recurring event to delete; resolves null when the member cancels. */
function useAskScope(): { ask: (title: string) => Promise<ChangeScope | null>; dialog: ReactElement } {
  const [title, setTitle] = useState<string | null>(null);
  const resolver = useRef<((scope: ChangeScope | null) => void) | null>(null);
  const ask = useCallback((next: string) => {
    resolver.current?.(null);
    setTitle(next);
    return new Promise<ChangeScope | null>((resolve) => {
      resolver.current = resolve;
    });
  }, []);
  const onAnswer = useCallback((scope: ChangeScope | null) => {
    resolver.current?.(scope);
    resolver.current = null;
    setTitle(null);
  }, []);
  return { ask, dialog: <DeleteScopeOverlay isOpen={title !== null} eventTitle={title} onAnswer={onAnswer} /> };
}

/** A single event: the confirmation naming it, answered 'this' or no (null). */
async function confirmSingle(confirm: (request: ConfirmRequest) => Promise<boolean>, title: string): Promise<ChangeScope | null> {
  const confirmed = await confirm({ title: `Delete “${title}”?`, message: DELETE_CONFIRM, confirmLabel: 'Delete', destructive: true });
  return confirmed ? 'this' : null;
}

/**
 * Delete after a confirmation that names the event and keeps the spec's question (section 5),
 * with the failure alert of section 8; a date of a recurring event asks instead which dates go
 * (this event, this and following events, all events). Resolves true when the event is gone.
 */
export function useDeleteEventFlow(): DeleteEventFlow {
  const { mutateAsync, isPending } = useDeleteEvent();
  const { confirm, dialog: confirmDialog } = useConfirm();
  const { ask, dialog: scopeDialog } = useAskScope();
  const remove = useCallback(
    async (event: DeletableEvent) => {
      const seriesId = seriesIdOf(event);
      const scope = seriesId === null ? await confirmSingle(confirm, event.title) : await ask(event.title);
      if (scope === null) {
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
    [ask, confirm, mutateAsync],
  );
  return {
    remove,
    deleting: isPending,
    dialog: (
      <>
        {confirmDialog}
        {scopeDialog}
      </>
    ),
  };
}
