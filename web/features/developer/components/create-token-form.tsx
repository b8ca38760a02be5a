import { IonButton } from '@ionic/react';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import type { CreateTokenResponse, TokenAccess } from '@contracts/developer/schemas';
import { DEVELOPER_MESSAGES } from '@contracts/developer/messages';
import { FormMessages } from '../../../components/form-messages';
import { TextField } from '../../../components/text-field';
import { errorMessage } from '../../../lib/api-client';
import { useCreateToken } from '../api/create-token';

/** Spec section 5: never, 7, 30, 90 or 365 days. */
const EXPIRY_CHOICES = [
  { value: '', label: 'Never' },
  { value: '7', label: '7 days' },
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
  { value: '365', label: '365 days' },
] as const;

type CreateTokenFormProps = { onCreated: (created: CreateTokenResponse) => void; onCancel: () => void };

/** Name (required, trimmed), expiry and access; calls POST /developer/tokens. */
export function CreateTokenForm({ onCreated, onCancel }: CreateTokenFormProps) {
  const create = useCreateToken();
  const id = useId();
  const [name, setName] = useState('');
  const [expiry, setExpiry] = useState('90');
  const [access, setAccess] = useState<TokenAccess>('read_only');
  const [error, setError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') {
      setError(DEVELOPER_MESSAGES.nameRequired);
      return;
    }
    setError(null);
    create.mutate(
      { name: name.trim(), expires_days: expiry === '' ? null : (Number(expiry) as 7 | 30 | 90 | 365), access },
      { onSuccess: onCreated, onError: (caught) => setError(errorMessage(caught, DEVELOPER_MESSAGES.createFailed)) },
    );
  };

  return (
    <form className="token-form" onSubmit={onSubmit} aria-label="Create token" noValidate>
      <TextField label="Token name" name="name" required value={name} onChange={setName} helperText="What uses it, e.g. “Calendar sync script”" />
      <div className="native-field">
        <label htmlFor={`${id}-expiry`}>Expires</label>
        <select id={`${id}-expiry`} value={expiry} onChange={(event) => setExpiry(event.target.value)}>
          {EXPIRY_CHOICES.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="access-choice">
        <legend>Access</legend>
        <label>
          <input type="radio" name={`${id}-access`} value="read_only" checked={access === 'read_only'} onChange={() => setAccess('read_only')} />
          <span>
            <strong>Read only</strong>
            <span className="form-note">Reads your communities, events and invitations; any change is refused.</span>
          </span>
        </label>
        <label>
          <input type="radio" name={`${id}-access`} value="read_write" checked={access === 'read_write'} onChange={() => setAccess('read_write')} />
          <span>
            <strong>Read and write</strong>
            <span className="form-note">Also RSVPs, comments, creates and edits, as you.</span>
          </span>
        </label>
      </fieldset>
      <p className="form-note">
        No token can manage tokens, change your account or password, make payments or use admin. Changing or resetting your password turns
        every token off.
      </p>
      <FormMessages error={error} />
      <div className="token-form-actions">
        <IonButton type="submit" disabled={create.isPending}>
          {create.isPending ? 'Creating…' : 'Create Token'}
        </IonButton>
        <IonButton type="button" fill="clear" onClick={onCancel} disabled={create.isPending}>
          Cancel
        </IonButton>
      </div>
    </form>
  );
}
