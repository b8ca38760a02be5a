import { IonIcon } from '@ionic/react';
import { hourglassOutline } from 'ionicons/icons';
import { Link } from 'react-router-dom';
import { discardWrite } from '../../lib/outbox';
import type { OutboxRow } from '../../lib/outbox';
import { waitlistedText } from './outbox-texts';

/**
 * Goings sent after being offline that found the event full: not an error (the server took the
 * answer, the member waits for a seat), but news the member must hear, until they have read it.
 */
export function WaitlistedNotices({ rows }: { rows: readonly OutboxRow[] }) {
  if (rows.length === 0) {
    return null;
  }
  return (
    <div className="sync-failures" role="status">
      {rows.map((row) => (
        <div key={row.id} className="sync-failure is-waitlisted">
          <IonIcon icon={hourglassOutline} aria-hidden="true" />
          <p>
            {waitlistedText(row)} <Link to={`/events/${row.change.eventId}`}>See the event</Link>
          </p>
          <button type="button" className="sync-failure-ok" onClick={() => void discardWrite(row.id)}>
            OK
          </button>
        </div>
      ))}
    </div>
  );
}
