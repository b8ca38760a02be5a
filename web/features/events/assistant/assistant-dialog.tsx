import type { EventFormPrefill } from '../lib/event-form-prefill';
import { AssistantForm } from './assistant-form';
import './assistant.css';
import { DialogFrame } from '../../../components/dialog-frame';

export type AssistantDialogProps = {
  isOpen: boolean;
  /** Changes each time the dialog opens, so it starts empty. */
  session: number;
  communityId: number;
  onClose: () => void;
  /** An event was read: open the create form with it. */
  onFound: (prefill: EventFormPrefill) => void;
};

/** The event assistant (spec sections 2, 4 and 5): a web page's address or pasted text becomes a filled event form. */
export function AssistantDialog({ isOpen, session, communityId, onClose, onFound }: AssistantDialogProps) {
  return (
    <DialogFrame isOpen={isOpen} onClose={onClose} className="assistant-modal" title="AI Event Assistant">
      <div className="assistant-modal-body">
        <AssistantForm key={session} communityId={communityId} onFound={onFound} />
      </div>
    </DialogFrame>
  );
}
