import { IonButton, IonIcon } from '@ionic/react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { PRODUCT_NAME, useAppConfig } from '../../lib/app-config';
import { firstNameOf } from '../../lib/session/display-name';
import { useSession } from '../../lib/session/session-context';
import { InvitationSummaryCard } from '../invitations';
import { isFirstVisit, markHomeSeen } from './first-visit';
import { QUICK_ACTIONS, featureCards } from './home-features';
import { UpNext } from './up-next';
import { YourCommunities } from './your-communities';
import './home.css';

/**
 * /home: greeting, then what a member needs (issue 28): what's next for them, their communities,
 * quick actions and their invitations; what the product can do is folded away, and where to go next.
 */
export function HomePage() {
  const { user } = useSession();
  const config = useAppConfig();
  const name = user ? firstNameOf(user) : '';
  // Decided once per visit: the greeting does not change while the page is open.
  const [firstVisit] = useState(() => (user ? isFirstVisit(user) : false));
  useEffect(() => {
    if (user) {
      markHomeSeen(user);
    }
  }, [user]);
  const features = featureCards({ googleCalendar: config.data?.google_calendar_enabled ?? false });
  return (
    <div className="home">
      <section className="home-greeting" aria-labelledby="home-title">
        <h1 id="home-title" className="page-title">
          {firstVisit ? `Welcome, ${name}!` : `Welcome back, ${name}!`}
        </h1>
        <p className="page-lead">What would you like to do today?</p>
      </section>

      <UpNext />

      <YourCommunities />

      <section className="home-quick" aria-label="Quick actions">
        <div className="card-grid card-grid-3">
          {QUICK_ACTIONS.map((action) => (
            <Link key={action.to} to={action.to} className="tile quick-action">
              <IonIcon icon={action.icon} className="tile-icon" aria-hidden="true" />
              <h2>{action.title}</h2>
              <p>{action.text}</p>
            </Link>
          ))}
        </div>
      </section>

      <InvitationSummaryCard />

      {/* The spec's eight features, folded: a member came for their events, not a tour (issue 28). */}
      <details className="home-features panel">
        <summary>What you can do with {PRODUCT_NAME}</summary>
        <ul className="card-grid feature-list">
          {features.map((feature) => (
            <li key={feature.title} className="tile">
              <IonIcon icon={feature.icon} className="tile-icon" aria-hidden="true" />
              <h3>{feature.title}</h3>
              <p>{feature.text}</p>
            </li>
          ))}
        </ul>
      </details>

      <section className="home-cta panel" aria-labelledby="cta-title">
        <div>
          <h2 id="cta-title">Get the most out of {PRODUCT_NAME}</h2>
          <p>Find your communities, and set up calendar sync in your settings.</p>
        </div>
        <div className="home-cta-actions">
          <IonButton routerLink="/communities">Go to Communities</IonButton>
          <IonButton routerLink="/settings" fill="outline">
            Open Settings
          </IonButton>
        </div>
      </section>
    </div>
  );
}
