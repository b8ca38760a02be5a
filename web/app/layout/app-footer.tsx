import { IonButton, IonIcon } from '@ionic/react';
import { heartOutline } from 'ionicons/icons';
import { Link } from 'react-router-dom';
import { PRODUCT_NAME, useSupportMailto } from '../../lib/app-config';

/** Footer of the signed-in layout: legal links, contact, Donate, and the current year. */
export function AppFooter() {
  const contactHref = useSupportMailto();
  const year = new Date().getFullYear();
  return (
    <footer className="app-footer">
      <nav aria-label="Footer" className="app-footer-links">
        <Link to="/privacy">Privacy Policy</Link>
        <Link to="/terms">Terms of Service</Link>
        {contactHref ? <a href={contactHref}>Contact</a> : null}
      </nav>
      <IonButton routerLink="/donate" size="small" fill="outline" className="donate-button">
        <IonIcon slot="start" icon={heartOutline} aria-hidden="true" />
        Donate
      </IonButton>
      <p className="app-footer-copy">
        © {year} {PRODUCT_NAME}
      </p>
    </footer>
  );
}
