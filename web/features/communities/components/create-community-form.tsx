import { IonButton } from '@ionic/react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import type { CommunityDetail } from '@contracts/communities/schemas';
import { TextField } from '../../../components/text-field';
import { errorMessage } from '../../../lib/api-client';
import { useCreateCommunity } from '../api/create-community';
import { CommunityToggles } from './community-toggles';
import type { CommunityRules } from './community-toggles';
import { NAME_REQUIRED_TEXT } from '../validation';
import { DescriptionField } from './description-field';
import { FormMessages } from '../../../components/form-messages';

const CREATE_FAILED_TEXT = 'Failed to create community. Please try again.';

/** Spec section 9 defaults: admin_events_only false, invite_code_visible_to_all true. */
const DEFAULT_RULES: CommunityRules = { admin_events_only: false, invite_code_visible_to_all: true };

/** Name (required), description (optional) and the two rules; calls POST /communities/. */
export function CreateCommunityForm({ onCreated }: { onCreated: (community: CommunityDetail) => void }) {
  const create = useCreateCommunity();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [rules, setRules] = useState(DEFAULT_RULES);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') {
      setError(NAME_REQUIRED_TEXT);
      return;
    }
    setError(null);
    create.mutate(
      { name: name.trim(), description: description.trim(), ...rules },
      {
        onSuccess: onCreated,
        onError: (caught) => setError(errorMessage(caught, CREATE_FAILED_TEXT)),
      },
    );
  };

  return (
    <form className="community-form" onSubmit={onSubmit} aria-label="Create community" noValidate>
      <TextField label="Community name" name="name" required value={name} onChange={setName} />
      <DescriptionField value={description} onChange={setDescription} />
      <CommunityToggles value={rules} onChange={setRules} disabled={create.isPending} />
      <FormMessages error={error} />
      <IonButton type="submit" expand="block" disabled={create.isPending}>
        {create.isPending ? 'Creating…' : 'Create Community'}
      </IonButton>
    </form>
  );
}
