import { lazy, Suspense, useEffect, useState } from 'react';
import type { FunctionComponent, LazyExoticComponent } from 'react';

/** Runs `task` once the page has loaded and the browser is idle (or after 5 s at most). */
function whenIdle(task: () => void): () => void {
  let handle: number | undefined;
  const schedule = () => {
    handle =
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(task, { timeout: 5_000 })
        : window.setTimeout(task, 2_000);
  };
  if (document.readyState === 'complete') {
    schedule();
  } else {
    window.addEventListener('load', schedule, { once: true });
  }
  return () => {
    window.removeEventListener('load', schedule);
    if (handle !== undefined) {
      if (typeof window.cancelIdleCallback === 'function') {
        window.cancelIdleCallback(handle);
      } else {
        window.clearTimeout(handle);
      }
    }
  };
}

/**
 * A dialog, popover or menu whose code (and Ionic overlay components, the largest of all) is not
 * part of the first screen: nothing is rendered until it is first opened, its chunk is fetched
 * when the browser is idle after the page has loaded, and, opened before that, it appears as soon
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
