import type { ReactNode } from 'react';
import { DialogFrame } from '../../../components/dialog-frame';

type CommunityDialogProps = {
  title: string;
  isOpen: boolean;
  onClose: () => void;
  children: ReactNode;
};

/**
 * The modal frame of the communities screens (create, join, members): a titled bar with Close,
 * and a scrolling body. A sheet on phones, a content-sized dialog on wide screens.
 */
export function CommunityDialog({ title, isOpen, onClose, children }: CommunityDialogProps) {
  return (
    <DialogFrame isOpen={isOpen} onClose={onClose} className="community-dialog" title={title}>
      <div className="community-dialog-body">{children}</div>
    </DialogFrame>
  );
}
