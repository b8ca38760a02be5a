import { IonIcon } from '@ionic/react';
import { constructOutline } from 'ionicons/icons';
import type { ReactNode } from 'react';

type ComingSoonProps = { title: string; description: string; children?: ReactNode };

/** A titled page for a screen whose feature has not landed yet. */
export function ComingSoon({ title, description, children }: ComingSoonProps) {
  return (
    <div className="page-narrow">
      <h1 className="page-title">{title}</h1>
      <div className="panel coming-soon">
        <IonIcon icon={constructOutline} className="tile-icon" aria-hidden="true" />
        <div>
          <h2>Coming soon</h2>
          <p>{description}</p>
          {children}
        </div>
      </div>
    </div>
  );
}
