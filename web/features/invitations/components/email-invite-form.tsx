import { IonButton, IonIcon } from '@ionic/react';
import { mailOutline } from 'ionicons/icons';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { TextField } from '../../../components/text-field';
import { errorMessage } from '../../../lib/api-client';
import { seriesField, useCreateInvitation } from '../api/create-invitation';
import { INVITATION_TEXTS } from '../invitation-texts';
import { FormResultMessage } from './form-result';
import type { FormResult } from './form-result';
import { MessageField } from './message-field';

export const EMAIL_REQUIRED = 'Email address is required';
export const EMAIL_INVALID = 'Enter a valid email address';

/** Something@something.something: what an e-mail input accepts, checked before any call. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function emailProblem(email: string): string | null {
  if (email === '') {
    return EMAIL_REQUIRED;
  }
  return EMAIL_PATTERN.test(email) ? null : EMAIL_INVALID;
}

/** 'Send by Email': the invited e-mail (required, e-mail type) and an optional message. */
export function EmailInviteForm({ eventId, everyDate }: { eventId: number; everyDate?: boolean | undefined }) {
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState('');
  const [result, setResult] = useState<FormResult | null>(null);
  const create = useCreateInvitation();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const invitedEmail = email.trim();
    const problem = emailProblem(invitedEmail);
    if (problem) {
      setResult({ kind: 'error', text: problem });
      return;
    }
    setResult(null);
    create.mutate(
      { event_id: eventId, invited_email: invitedEmail, message: message.trim() || null, ...seriesField(everyDate) },
      {
        onSuccess: () => {
          setEmail('');
          setResult({ kind: 'success', text: INVITATION_TEXTS.sent });
        },
        onError: (error) => setResult({ kind: 'error', text: errorMessage(error, INVITATION_TEXTS.sendFailed) }),
      },
    );
  };

  return (
    <form className="invite-form" onSubmit={onSubmit} aria-label="Send by Email" noValidate>
      <p className="form-note">We will e-mail them the event details and a link to respond.</p>
      <TextField label="Email address" name="invited_email" type="email" autocomplete="email" required value={email} onChange={setEmail} />
      <MessageField label="Message (optional)" value={message} onChange={setMessage} />
      <FormResultMessage result={result} />
      <IonButton type="submit" expand="block" disabled={create.isPending}>
        <IonIcon slot="start" icon={mailOutline} aria-hidden="true" />
        {create.isPending ? 'Sending…' : 'Send Invitation'}
      </IonButton>
    </form>
  );
}
