import { OfflineEmptyState } from './offline-empty-state';
import { useOfflineWait } from './use-offline-wait';

type InlineLoadingProps = { className: string; label: string };

/** A section's loading spinner; offline with nothing saved, the offline note instead. */
export function InlineLoading({ className, label }: InlineLoadingProps) {
  const offline = useOfflineWait();
  if (offline) {
    return <OfflineEmptyState inline title="You're offline and this hasn't been saved yet" />;
  }
  return (
    <div className={className} role="status">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
