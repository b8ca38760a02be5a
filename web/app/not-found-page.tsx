import { IonIcon } from '@ionic/react';
import { compassOutline } from 'ionicons/icons';
import { Link } from 'react-router-dom';
import { PRODUCT_NAME } from '../lib/app-config';
import { useSession } from '../lib/session/session-context';
import './not-found-page.css';

/**
 * An address that is no page, for members and guests alike, inside the app's layout: what
 * happened and the way home (/home for a member, the landing page for a guest).
 */
export function NotFoundPage() {
  const { user } = useSession();
  return (
    <section className="page-narrow panel not-found" aria-labelledby="not-found-title">
      {user ? null : (
        <Link to="/" className="not-found-brand">
          <img src="/favicon.svg" alt="" width="32" height="32" />
          <span>{PRODUCT_NAME}</span>
        </Link>
      )}
      <IonIcon icon={compassOutline} className="not-found-icon" aria-hidden="true" />
      <h1 id="not-found-title" className="page-title">
        Page not found
      </h1>
      <p className="page-lead">There is nothing at this address. It may have moved, or the link may be mistyped.</p>
      <Link to={user ? '/home' : '/'} className="button-link">
        Go to Home
      </Link>
    </section>
  );
}
