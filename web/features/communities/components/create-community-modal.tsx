import { useNavigate } from 'react-router-dom';
import { CommunityDialog } from './community-dialog';
import { CreateCommunityForm } from './create-community-form';

/** The Create Community dialog; a new community opens straight away, ready to share. */
export function CreateCommunityModal({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  return (
    <CommunityDialog title="Create Community" isOpen={isOpen} onClose={onClose}>
      <CreateCommunityForm
        onCreated={(community) => {
          onClose();
          void navigate(`/communities/${community.id}`);
        }}
      />
    </CommunityDialog>
  );
}
