import { lazy, Suspense, useEffect, useState } from 'react';
import type { FunctionComponent, LazyExoticComponent } from 'react';
import { afterFirstScreen } from '../lib/first-screen';

/** Runs `task` once the first screen has shown and the browser is idle (see web/lib/first-screen.ts). */
function whenIdle(task: () => void): () => void {
  let cancelled = false;
  void afterFirstScreen().then(() => {
    if (!cancelled) {
      task();
    }
  });
  return () => {
    cancelled = true;
  };
}

/**
 * A dialog, popover or menu whose code (and Ionic overlay components, the largest of all) is not
 * part of the first screen: nothing is rendered until it is first opened, its chunk is fetched
 * when the browser is idle after the first screen has shown, and, opened before that, it appears as soon
 * as its chunk arrives.
 */
export function lazyOverlay<P extends { isOpen: boolean }, K extends string>(
  load: () => Promise<Record<K, FunctionComponent<P>>>,
  name: K,
): FunctionComponent<P> {
  const Overlay: LazyExoticComponent<FunctionComponent<P>> = lazy(() => load().then((module) => ({ default: module[name] })));
  let fetched = false;
  const prefetch = () => {
    if (!fetched) {
      fetched = true;
      load().catch(() => {
        fetched = false;
      });
    }
  };
  function LazyOverlay(props: P) {
    const [wanted, setWanted] = useState(props.isOpen);
    if (props.isOpen && !wanted) {
      setWanted(true);
    }
    useEffect(() => whenIdle(prefetch), []);
    return wanted ? (
      <Suspense fallback={null}>
        <Overlay {...props} />
      </Suspense>
    ) : null;
  }
  LazyOverlay.displayName = `LazyOverlay(${name})`;
  return LazyOverlay;
}
