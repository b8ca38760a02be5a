import { IonButton, IonIcon } from '@ionic/react';
import { personAddOutline } from 'ionicons/icons';
import { Suspense, lazy, useState } from 'react';

const loadDialog = () => import('./invite-dialog');
/** Loaded on first use: most visits to an event page never open it. */
const InviteDialog = lazy(() => loadDialog().then((module) => ({ default: module.InviteDialog })));

type InvitePeopleButtonProps = { eventId: number; eventTitle: string };

/** 'Invite People' on the event page (creator only): opens the invite dialog. */
export function InvitePeopleButton({ eventId, eventTitle }: InvitePeopleButtonProps) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  return (
    <>
      <IonButton
        fill="outline"
        onPointerEnter={() => void loadDialog()}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <IonIcon slot="start" icon={personAddOutline} aria-hidden="true" />
        Invite People
      </IonButton>
      {used ? (
        <Suspense fallback={null}>
          <InviteDialog isOpen={open} onClose={() => setOpen(false)} eventId={eventId} eventTitle={eventTitle} />
        </Suspense>
      ) : null}
    </>
  );
}
