import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { OfflineEmptyState } from '../../../components/offline-empty-state';
import { useOfflineWait } from '../../../components/use-offline-wait';
import { DashboardError } from './dashboard-error';

/** Grey blocks in the shape of what is loading; announced once as loading. */
export function Skeleton({ lines = 3, tall = false }: { lines?: number; tall?: boolean }) {
  return (
    <div className="admin-skeleton" role="status">
      <span className="visually-hidden">Loading…</span>
      {tall ? <span className="admin-skeleton-block is-tall" aria-hidden="true" /> : null}
      {Array.from({ length: lines }, (_, i) => (
        <span key={i} className="admin-skeleton-block" aria-hidden="true" />
      ))}
    </div>
  );
}

type QueryViewProps<T> = {
  query: UseQueryResult<T>;
  skeleton: ReactNode;
  children: (data: T) => ReactNode;
};

/**
 * One dashboard section's states: its data (the saved copy too, offline), else the error with Retry,
 * else, offline with nothing saved, the offline note, else its skeleton.
 */
export function QueryView<T>({ query, skeleton, children }: QueryViewProps<T>) {
  const offline = useOfflineWait();
  if (query.data !== undefined) {
    return <>{children(query.data)}</>;
  }
  if (query.isError) {
    return <DashboardError error={query.error} onRetry={() => void query.refetch()} />;
  }
  if (offline) {
    return <OfflineEmptyState inline />;
  }
  return <>{skeleton}</>;
}
