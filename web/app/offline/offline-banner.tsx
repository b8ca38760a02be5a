import { IonIcon } from '@ionic/react';
import { cloudOfflineOutline, syncOutline } from 'ionicons/icons';
import { useEffect, useState } from 'react';
import { useOutboxRows } from '../../lib/outbox';
import { syncedAgoText, useLastSyncedAt } from '../../lib/offline/last-synced';
import { useOnlineStatus } from '../../lib/use-online-status';
import { changesText } from './outbox-texts';
import { lazyOverlay } from '../../components/lazy-overlay';
import { SyncFailureNotices } from './sync-failure-notices';
import { WaitlistedNotices } from './waitlisted-notices';
import './offline.css';

const PendingChangesDialog = lazyOverlay(() => import('./pending-changes-dialog'), 'PendingChangesDialog');

function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * Above every signed-in page: offline, when the data was last synced; with changes waiting, how
 * many and a way to see them (Pending changes); what the server refused, and why; and goings sent
 * meanwhile that found the event full (the member is on its waitlist).
 */
export function OfflineBanner() {
  const online = useOnlineStatus();
  const rows = useOutboxRows();
  const lastSyncedAt = useLastSyncedAt();
  const now = useMinuteClock();
  const [listOpen, setListOpen] = useState(false);
  const pending = rows.filter((row) => row.status === 'pending');
  const failed = rows.filter((row) => row.status === 'failed');
  const waitlisted = rows.filter((row) => row.status === 'waitlisted');
  // Pending changes lists what is waiting or was refused; a waitlisted going was sent.
  const queued = rows.filter((row) => row.status !== 'waitlisted');

  const showBar = !online || pending.length > 0;
  const text = online
    ? `${changesText(pending.length)} waiting to sync`
    : lastSyncedAt === null
      ? 'Offline'
      : `Offline · last synced ${syncedAgoText(lastSyncedAt, Math.max(now, lastSyncedAt))}`;

  return (
    <>
      {showBar ? (
        <div className={online ? 'offline-banner is-syncing' : 'offline-banner'} role="status">
          <IonIcon icon={online ? syncOutline : cloudOfflineOutline} aria-hidden="true" />
          <span className="offline-banner-text">{text}</span>
          {queued.length > 0 ? (
            <button type="button" className="offline-banner-queue" aria-haspopup="dialog" onClick={() => setListOpen(true)}>
              Pending changes ({pending.length})
            </button>
          ) : null}
        </div>
      ) : null}
      <SyncFailureNotices failed={failed} />
      <WaitlistedNotices rows={waitlisted} />
      <PendingChangesDialog isOpen={listOpen} rows={queued} onClose={() => setListOpen(false)} />
    </>
  );
}
