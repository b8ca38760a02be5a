import { getToken } from '../lib/token-store';
import { OfflineEmptyState } from './offline-empty-state';
import { ScreenSkeleton, ShellSkeleton } from './screen-skeleton/screen-skeleton';
import { skeletonKindFor } from './screen-skeleton/skeleton-kind';
import type { SkeletonKind } from './screen-skeleton/skeleton-kind';
import { useOfflineWait } from './use-offline-wait';

/**
 * Shown while a screen's code or data, or the session check, is loading: the skeleton of that
 * screen (plain CSS: no Ionic needed), by default the one for the current address. Offline, a
 * page with nothing saved says so instead of loading for ever. (The name is older than the
 * skeletons: it once was a spinner.)
 */
export function PageSpinner({ kind }: { kind?: SkeletonKind }) {
  const offline = useOfflineWait();
  if (offline) {
    return <OfflineEmptyState />;
  }
  return <ScreenSkeleton kind={kind ?? skeletonKindFor(window.location.pathname)} />;
}

/**
 * The whole window while the app loads (before the app, its frame with Ionic or the signed-in
 * layout has arrived): the top bar a signed-in member will see, and the screen's skeleton under it.
 */
export function ShellLoading() {
  const offline = useOfflineWait();
  if (offline) {
    return <OfflineEmptyState />;
  }
  return <ShellSkeleton kind={skeletonKindFor(window.location.pathname)} topBar={getToken() !== null} />;
}
