import type { ChangeScope } from '@contracts/events/schemas';
import { ScopeDialog } from './repeat/repeat-scope-dialog';

export const DELETE_RECURRING_TITLE = 'Delete recurring event';

export type DeleteScopeOverlayProps = { isOpen: boolean; eventTitle: string | null; onAnswer: (scope: ChangeScope | null) => void };

/**
 * Deleting a date of a recurring event: this event, this and following events, or all events
 * (the question Edit recurring event asks, with Delete), while it is open; nothing otherwise.
 */
export function DeleteScopeOverlay({ isOpen, eventTitle, onAnswer }: DeleteScopeOverlayProps) {
  return isOpen && eventTitle !== null ? (
    <ScopeDialog
      title={DELETE_RECURRING_TITLE}
      message={`“${eventTitle}” repeats. Which dates do you want to delete?`}
      scopes={['this', 'following', 'all']}
      hints={{ all: 'Dates that have already started stay.' }}
      confirmLabel="Delete"
      destructive
      onAnswer={onAnswer}
    />
  ) : null;
}
