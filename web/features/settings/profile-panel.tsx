import { IonButton } from '@ionic/react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { AUTH_MESSAGES } from '../../../server/contracts/messages/auth';
import { formatFullDate } from '../../../server/contracts/time-format';
import type { User } from '../../../server/contracts/users';
import { FormMessages } from '../../components/form-messages';
import { TextField } from '../../components/text-field';
import { errorMessage } from '../../lib/api-client';
import { useTimedMessage } from '../../lib/use-timed-message';
import { viewerLocale, viewerTimeZone } from '../../lib/viewer-time';
import { useUpdateFullName } from './api/account-basics';

const SAVED_MS = 3000;

/** The full name with Edit: a one-field form that saves through PATCH /auth/me. */
function FullNameRow({ user }: { user: User }) {
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(user.full_name ?? '');
  const [error, setError] = useState<string | null>(null);
  const [saved, showSaved] = useTimedMessage(SAVED_MS);
  const save = useUpdateFullName();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    save.mutate(name, {
      onSuccess: () => {
        setEditing(false);
        showSaved(AUTH_MESSAGES.profileSaved);
      },
      onError: (caught) => setError(errorMessage(caught, 'Failed to save your name. Please try again.')),
    });
  };

  if (editing) {
    return (
      <form className="profile-edit" onSubmit={submit} aria-label="Edit full name">
        <TextField label="Full name" name="full_name" autocomplete="name" value={name} onChange={setName} />
        <div className="profile-edit-actions">
          <IonButton type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save'}
          </IonButton>
          <IonButton
            fill="outline"
            color="medium"
            onClick={() => {
              setEditing(false);
              setName(user.full_name ?? '');
              setError(null);
            }}
          >
            Cancel
          </IonButton>
        </div>
        <FormMessages error={error} />
      </form>
    );
  }
  return (
    <div>
      <dt>Full name</dt>
      <dd className="profile-name">
        <span>{user.full_name ?? <span className="form-note">Not set</span>}</span>
        <IonButton fill="outline" size="small" onClick={() => setEditing(true)} aria-label="Edit full name">
          Edit
        </IonButton>
      </dd>
      <FormMessages success={saved} />
    </div>
  );
}

/** Profile: email, username, full name (editable), member since (spec section 2). */
export function ProfilePanel({ user }: { user: User }) {
  return (
    <section className="panel" aria-labelledby="profile-title">
      <h2 id="profile-title">Profile</h2>
      <dl className="profile-list">
        <div>
          <dt>Email</dt>
          <dd>{user.email}</dd>
        </div>
        <div>
          <dt>Username</dt>
          <dd>{user.username}</dd>
        </div>
        <FullNameRow user={user} />
        <div>
          <dt>Member since</dt>
          <dd>{formatFullDate(new Date(user.created_at), viewerTimeZone(), viewerLocale())}</dd>
        </div>
      </dl>
    </section>
  );
}
