import { IonIcon } from '@ionic/react';
import { compassOutline } from 'ionicons/icons';
import { Link } from 'react-router-dom';
import './not-found-page.css';

/**
 * An address that is no page, for a signed-in member, inside the app's layout: what happened and
 * the way home. (Guests at such an address go to /login, spec section 6.)
 */
export function NotFoundPage() {
  return (
    <section className="page-narrow panel not-found" aria-labelledby="not-found-title">
      <IonIcon icon={compassOutline} className="not-found-icon" aria-hidden="true" />
      <h1 id="not-found-title" className="page-title">
        Page not found
      </h1>
      <p className="page-lead">There is nothing at this address. It may have moved, or the link may be mistyped.</p>
      <Link to="/home" className="button-link">
        Go to Home
      </Link>
    </section>
  );
}
