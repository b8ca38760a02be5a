import { IonButton, IonIcon } from '@ionic/react';
import { copyOutline, linkOutline } from 'ionicons/icons';
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { seriesField, useCreateInvitation } from '../api/create-invitation';
import { copyText } from '../copy-text';
import { INVITATION_TEXTS, joinEventLink } from '../invitation-texts';
import { FormResultMessage } from './form-result';
import type { FormResult } from './form-result';
import { MessageField } from './message-field';

/** 'Create Link': an optional message, then a shareable {origin}/join-event/{code} link with a copy button. */
export function LinkInviteForm({ eventId, everyDate }: { eventId: number; everyDate?: boolean | undefined }) {
  const [message, setMessage] = useState('');
  const [link, setLink] = useState<string | null>(null);
  const [result, setResult] = useState<FormResult | null>(null);
  const create = useCreateInvitation();
  const linkBox = useRef<HTMLDivElement>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    create.mutate(
      { event_id: eventId, message: message.trim() || null, ...seriesField(everyDate) },
      {
        onSuccess: (invitation) => {
          setLink(joinEventLink(invitation.invite_code));
          setResult({ kind: 'success', text: INVITATION_TEXTS.linkCreated });
        },
        onError: (error) => setResult({ kind: 'error', text: errorMessage(error, INVITATION_TEXTS.linkFailed) }),
      },
    );
  };

  const onCopy = async () => {
    if (!link) {
      return;
    }
    const copied = await copyText(link, linkBox.current ?? document.body);
    setResult(copied ? { kind: 'success', text: INVITATION_TEXTS.linkCopied } : { kind: 'error', text: INVITATION_TEXTS.copyFailed });
  };

  return (
    <form className="invite-form" onSubmit={onSubmit} aria-label="Create Link" noValidate>
      <p className="form-note">Anyone with the link can see the event and respond.</p>
      <MessageField label="Message (optional)" value={message} onChange={setMessage} />
      <IonButton type="submit" expand="block" fill={link ? 'outline' : 'solid'} disabled={create.isPending}>
        <IonIcon slot="start" icon={linkOutline} aria-hidden="true" />
        {create.isPending ? 'Creating…' : 'Create Link'}
      </IonButton>
      <FormResultMessage result={result} />
      {link ? (
        <div className="invite-link" ref={linkBox}>
          <label htmlFor="invite-link-field">Shareable link</label>
          <div className="invite-link-row">
            <input id="invite-link-field" className="invite-link-field" readOnly value={link} onFocus={(event) => event.target.select()} />
            <IonButton onClick={() => void onCopy()}>
              <IonIcon slot="start" icon={copyOutline} aria-hidden="true" />
              Copy
            </IonButton>
          </div>
        </div>
      ) : null}
    </form>
  );
}
