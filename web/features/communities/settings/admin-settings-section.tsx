import { IonButton } from '@ionic/react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import type { CommunityDetail } from '@contracts/communities/schemas';
import { TextField } from '../../../components/text-field';
import { errorMessage } from '../../../lib/api-client';
import { useTimedMessage } from '../../../lib/use-timed-message';
import { useUpdateCommunitySettings } from '../api/update-community-settings';
import { CommunityToggles } from '../components/community-toggles';
import { NAME_REQUIRED_TEXT } from '../validation';
import { DescriptionField } from '../components/description-field';
import { changedSettings, draftOf } from './settings-changes';

const SUCCESS_MS = 3000;
const NO_CHANGES_TEXT = 'No changes to save';
const SAVED_TEXT = 'Settings updated successfully!';
const SAVE_FAILED_TEXT = 'Failed to update settings';

type Notice = { kind: 'note' | 'error'; text: string } | null;

/** Admin Settings (owner and admins): name, description and the two rules; Save sends only changes. */
export function AdminSettingsSection({ community }: { community: CommunityDetail }) {
  const update = useUpdateCommunitySettings();
  const [draft, setDraft] = useState(() => draftOf(community));
  const [notice, setNotice] = useState<Notice>(null);
  const [saved, showSaved, clearSaved] = useTimedMessage(SUCCESS_MS);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    clearSaved();
    if (draft.name.trim() === '') {
      setNotice({ kind: 'error', text: NAME_REQUIRED_TEXT });
      return;
    }
    const changes = changedSettings(community, draft);
    if (Object.keys(changes).length === 0) {
      setNotice({ kind: 'note', text: NO_CHANGES_TEXT });
      return;
    }
    setNotice(null);
    update.mutate(
      { communityId: community.id, changes },
      {
        onSuccess: (updated) => {
          setDraft(draftOf(updated));
          showSaved(SAVED_TEXT);
        },
        onError: (caught) => setNotice({ kind: 'error', text: errorMessage(caught, SAVE_FAILED_TEXT) }),
      },
    );
  };

  return (
    <section className="panel" aria-labelledby="admin-settings-title">
      <h2 id="admin-settings-title">Admin Settings</h2>
      <form className="community-form" onSubmit={onSubmit} aria-label="Admin settings" noValidate>
        <TextField
          label="Community name"
          name="name"
          required
          value={draft.name}
          onChange={(name) => setDraft({ ...draft, name })}
        />
        <DescriptionField value={draft.description} onChange={(description) => setDraft({ ...draft, description })} />
        <CommunityToggles
          value={draft}
          onChange={(rules) => setDraft({ ...draft, ...rules })}
          disabled={update.isPending}
        />
        {notice ? (
          <p className={notice.kind === 'error' ? 'form-error' : 'form-note form-notice'} role={notice.kind === 'error' ? 'alert' : 'status'}>
            {notice.text}
          </p>
        ) : null}
        {saved ? (
          <p className="form-success" role="status">
            {saved}
          </p>
        ) : null}
        <IonButton type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save Settings'}
        </IonButton>
      </form>
    </section>
  );
}
