import { IonButton } from '@ionic/react';
import { useEffect, useState } from 'react';
import { AUTH_MESSAGES } from '@contracts/auth/messages';
import { formatFullDate } from '@contracts/time-format';
import type { User } from '@contracts/users/schemas';
import { FormMessages } from '../../components/form-messages';
import { InlineLoading } from '../../components/inline-loading';
import { afterFirstScreen } from '../../lib/first-screen';
import { lazyComponent } from '../../lib/lazy-component';
import { useTimedMessage } from '../../lib/use-timed-message';
import { viewerLocale, viewerTimeZone } from '../../lib/viewer-time';

const SAVED_MS = 3000;

/**
 * The name form's code (and Ionic's text field, about 14 KB gzipped) is not part of the first
 * screen: it loads when the browser is idle after it, or on Edit.
 */
const FullNameForm = lazyComponent(() => import('./full-name-form'), 'FullNameForm', () => (
  <InlineLoading className="profile-edit-loading" label="Loading the form…" />
));

/** The full name with Edit, which opens a one-field form; 'Profile saved' after a save. */
function FullNameRow({ user }: { user: User }) {
  const [editing, setEditing] = useState(false);
  const [saved, showSaved] = useTimedMessage(SAVED_MS);
  useEffect(() => {
    void afterFirstScreen().then(FullNameForm.preload);
  }, []);

  if (editing) {
    return (
      <FullNameForm
        user={user}
        onSaved={() => {
          setEditing(false);
          showSaved(AUTH_MESSAGES.profileSaved);
        }}
        onCancel={() => setEditing(false)}
      />
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
