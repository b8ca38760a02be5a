import { IonButton } from '@ionic/react';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { TextField } from '../../../components/text-field';
import { joinErrorText, useJoinCommunity } from '../api/join-community';
import { inviteCodeFromInput } from '../invite-link';
import { MISSING_INVITE_CODE_TEXT } from '../validation';
import { CommunityDialog } from './community-dialog';
import { FormMessages } from '../../../components/form-messages';

/** Join Community: an invite code (or a pasted invite link); opens the community once joined. */
function JoinCommunityForm({ onJoined }: { onJoined: (communityId: number) => void }) {
  const join = useJoinCommunity();
  const [input, setInput] = useState('');
  const [error, setError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const code = inviteCodeFromInput(input);
    if (code === '') {
      setError(MISSING_INVITE_CODE_TEXT);
      return;
    }
    setError(null);
    join.mutate(code, {
      onSuccess: (community) => onJoined(community.id),
      onError: (caught) => {
        console.error('Joining a community failed', caught);
        setError(joinErrorText(caught));
      },
    });
  };

  return (
    <form className="community-form" onSubmit={onSubmit} aria-label="Join community" noValidate>
      <p className="form-note">Enter the invite code a member shared with you, or paste their invite link.</p>
      <TextField label="Invite code" name="invite_code" required value={input} onChange={setInput} />
      <FormMessages error={error} />
      <IonButton type="submit" expand="block" disabled={join.isPending}>
        {join.isPending ? 'Joining…' : 'Join Community'}
      </IonButton>
    </form>
  );
}

export function JoinCommunityModal({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  return (
    <CommunityDialog title="Join Community" isOpen={isOpen} onClose={onClose}>
      <JoinCommunityForm
        onJoined={(communityId) => {
          onClose();
          void navigate(`/communities/${communityId}`);
        }}
      />
    </CommunityDialog>
  );
}
