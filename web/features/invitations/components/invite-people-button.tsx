import { IonButton, IonIcon } from '@ionic/react';
import { personAddOutline } from 'ionicons/icons';
import { Suspense, lazy, useState } from 'react';

import type { InvitedSeries } from './invite-dialog';

const loadDialog = () => import('./invite-dialog');
/** Loaded on first use: most visits to an event page never open it. */
const InviteDialog = lazy(() => loadDialog().then((module) => ({ default: module.InviteDialog })));

type InvitePeopleButtonProps = { eventId: number; eventTitle: string; recurring?: InvitedSeries | null };

/** 'Invite People' on the event page (creator only): opens the invite dialog (with a choice of dates for a recurring event). */
export function InvitePeopleButton({ eventId, eventTitle, recurring = null }: InvitePeopleButtonProps) {
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
          <InviteDialog isOpen={open} onClose={() => setOpen(false)} eventId={eventId} eventTitle={eventTitle} recurring={recurring} />
        </Suspense>
      ) : null}
    </>
  );
}
