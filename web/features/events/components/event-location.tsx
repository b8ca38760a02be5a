import { IonIcon } from '@ionic/react';
import { mapOutline, navigateOutline } from 'ionicons/icons';
import { mapsAppLink, openStreetMapLink } from '../lib/map-links';

/** The place of an event with a map on OpenStreetMap and, on a phone, the way to its maps app. */
export function EventLocation({ location }: { location: string }) {
  return (
    <>
      <span>{location}</span>
      <span className="event-map-links">
        <a className="event-map-link" href={openStreetMapLink(location)} target="_blank" rel="noopener noreferrer">
          <IonIcon icon={mapOutline} aria-hidden="true" />
          Map
        </a>
        <a className="event-map-link event-map-app" href={mapsAppLink(location)}>
          <IonIcon icon={navigateOutline} aria-hidden="true" />
          Open in Maps
        </a>
      </span>
    </>
  );
}
