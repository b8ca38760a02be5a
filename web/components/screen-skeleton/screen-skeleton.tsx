import type { SkeletonKind } from './skeleton-kind';
import './screen-skeleton.css';

function Line({ width, size = 'text' }: { width: string; size?: 'text' | 'title' | 'button' | 'field' }) {
  return <span className={`skeleton-block skeleton-${size}`} style={{ width }} />;
}

function Card({ lines = 2, icon = false }: { lines?: number; icon?: boolean }) {
  return (
    <div className="skeleton-card">
      {icon ? <span className="skeleton-block skeleton-icon" /> : null}
      <div className="skeleton-card-text">
        <Line width="55%" />
        {Array.from({ length: lines }, (_, index) => (
          <Line key={index} width={index % 2 === 0 ? '85%' : '65%'} />
        ))}
      </div>
    </div>
  );
}

function Shape({ kind }: { kind: SkeletonKind }) {
  switch (kind) {
    case 'home':
      return (
        <>
          <Line width="60%" size="title" />
          <Line width="45%" />
          <div className="skeleton-grid">
            <Card icon />
            <Card icon />
            <Card icon />
          </div>
        </>
      );
    case 'detail':
      return (
        <>
          <Line width="70%" size="title" />
          <Line width="40%" />
          <Line width="55%" />
          <Line width="35%" />
          <div className="skeleton-row">
            <Line width="120px" size="button" />
            <Line width="120px" size="button" />
          </div>
          <Card lines={3} />
        </>
      );
    case 'form':
    case 'invitation':
      return (
        <div className="skeleton-card skeleton-narrow">
          <div className="skeleton-card-text">
            <Line width="50%" size="title" />
            <Line width="75%" />
            {kind === 'form' ? <Line width="100%" size="field" /> : <Line width="60%" />}
            {kind === 'form' ? <Line width="100%" size="field" /> : <Line width="45%" />}
            <Line width="100%" size="button" />
          </div>
        </div>
      );
    default:
      return (
        <>
          <Line width="40%" size="title" />
          <Line width="60%" />
          <div className="skeleton-row">
            <Line width="96px" size="button" />
            <Line width="96px" size="button" />
          </div>
          <Card />
          <Card />
          <Card />
        </>
      );
  }
}

/**
 * A grey outline of the screen being loaded (plain CSS, no Ionic), so a slow phone shows the
 * shape of what is coming rather than a bare spinner. Announced once as "Loading…".
 */
export function ScreenSkeleton({ kind }: { kind: SkeletonKind }) {
  return (
    <div className={`screen-skeleton screen-skeleton-${kind}`} role="status" aria-busy="true" data-skeleton={kind}>
      <span className="visually-hidden">Loading…</span>
      <div aria-hidden="true">
        <Shape kind={kind} />
      </div>
    </div>
  );
}

/**
 * The signed-in layout's outline (top bar, then the screen's skeleton), shown before the Ionic
 * app has loaded, so the page does not jump when the real top bar arrives.
 */
export function ShellSkeleton({ kind, topBar }: { kind: SkeletonKind; topBar: boolean }) {
  return (
    <div className="shell-skeleton">
      {topBar ? (
        <div className="shell-skeleton-bar" aria-hidden="true">
          <span className="shell-skeleton-brand">Gather</span>
        </div>
      ) : null}
      <div className={topBar ? 'shell-skeleton-main' : 'shell-skeleton-main shell-skeleton-guest'}>
        <ScreenSkeleton kind={kind} />
      </div>
    </div>
  );
}
