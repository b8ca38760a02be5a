import { IonButton } from '@ionic/react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import type { User } from '@contracts/users/schemas';
import { FormMessages } from '../../components/form-messages';
import { TextField } from '../../components/text-field';
import { errorMessage } from '../../lib/api-client';
import { useUpdateFullName } from './api/account-basics';

type FullNameFormProps = { user: User; onSaved: () => void; onCancel: () => void };

/** The one-field form that saves the full name through PATCH /auth/me. */
export function FullNameForm({ user, onSaved, onCancel }: FullNameFormProps) {
  const [name, setName] = useState(user.full_name ?? '');
  const [error, setError] = useState<string | null>(null);
  const save = useUpdateFullName();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    save.mutate(name, {
      onSuccess: onSaved,
      onError: (caught) => setError(errorMessage(caught, 'Failed to save your name. Please try again.')),
    });
  };

  return (
    <form className="profile-edit" onSubmit={submit} aria-label="Edit full name">
      <TextField label="Full name" name="full_name" autocomplete="name" value={name} onChange={setName} />
      <div className="profile-edit-actions">
        <IonButton type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save'}
        </IonButton>
        <IonButton fill="outline" color="medium" onClick={onCancel}>
          Cancel
        </IonButton>
      </div>
      <FormMessages error={error} />
    </form>
  );
}
