import { IonIcon } from '@ionic/react';
import { alertCircleOutline } from 'ionicons/icons';
import { Link } from 'react-router-dom';
import { INVITATION_TEXTS } from '../../invitation-texts';

/** The failure view of /join-event: 'Invalid Invitation', why, and the way home. */
export function InvalidInvitation({ reason }: { reason: string }) {
  return (
    <section className="panel join-card join-invalid" aria-labelledby="join-invalid-title">
      <IonIcon icon={alertCircleOutline} className="join-invalid-icon" aria-hidden="true" />
      <h1 id="join-invalid-title" className="page-title">
        {INVITATION_TEXTS.invalidTitle}
      </h1>
      <p role="alert">{reason}</p>
      <Link to="/" className="button-link">
        Go to Home
      </Link>
    </section>
  );
}
