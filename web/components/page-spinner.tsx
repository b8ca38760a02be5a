import { OfflineEmptyState } from './offline-empty-state';
import { useOfflineWait } from './use-offline-wait';

/**
 * Shown while a page's code or data, or the session check, is loading (plain CSS: no Ionic
 * needed). Offline, a page with nothing saved says so instead of spinning for ever.
 */
export function PageSpinner() {
  const offline = useOfflineWait();
  if (offline) {
    return <OfflineEmptyState />;
  }
  return (
    <div className="page-spinner" role="status">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">Loading…</span>
    </div>
  );
}
