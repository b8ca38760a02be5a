import { createPortal } from 'react-dom';
import { ConfirmDialog } from '../../components/confirm-dialog/confirm-dialog';
import { changesText, signOutWithUnsentText } from '../offline/outbox-texts';

type SignOutConfirmProps = { isOpen: boolean; unsent: number; onAnswer: (confirmed: boolean) => void };

/**
 * The in-app question before signing out would discard changes made offline. Its own module, so the
 * signed-in frame loads the dialog's code (and Ionic's modal) only when the question is first asked.
 */
export function SignOutConfirm({ isOpen, unsent, onAnswer }: SignOutConfirmProps) {
  if (!isOpen) {
    return null;
  }
  // Rendered at the body, not in the top bar's toolbar where the user menu sits: Ionic's slotted
  // toolbar buttons are no place for a modal to be mounted and unmounted.
  return createPortal(
    <ConfirmDialog
      request={{ title: `Sign out with ${changesText(unsent)} not sent?`, message: signOutWithUnsentText(unsent), confirmLabel: 'Sign Out', destructive: true }}
      onAnswer={onAnswer}
    />,
    document.body,
  );
}
