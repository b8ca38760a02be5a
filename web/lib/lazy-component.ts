import { createElement, useEffect, useReducer, useState } from 'react';
import type { FunctionComponent, ReactNode } from 'react';

export type Loader<P extends object, K extends string> = () => Promise<Record<K, FunctionComponent<P>>>;

/** A component from lazyComponent: `preload()` starts loading its code before it is first rendered. */
export type LazyComponent<P extends object> = FunctionComponent<P> & { preload: () => void };

/** Whether `component` is one of lazyComponent's (an element's type, found in the route table). */
export function isLazyComponent(component: unknown): component is LazyComponent<object> {
  return typeof component === 'function' && typeof (component as Partial<LazyComponent<object>>).preload === 'function';
}

/**
 * A component whose code loads on first use, with `fallback` shown meanwhile (the house style has
 * no default exports, hence `name`). Not React.lazy: since React 19, content that replaces a
 * Suspense fallback is shown no sooner than 300 ms after the last fallback appeared (React batches
 * reveals), and a signed-in screen starts through four such stages (the app, its frame with Ionic,
 * the signed-in frame, the page): on a phone, up to 0.9 s of waiting with the code already there (its chunks are
 * preloaded). Here the arrival of the code is a plain state update, shown at once, and code loaded
 * before renders on the first pass. A failed load is thrown where the component is, for the
 * nearest error boundary, as React.lazy would; the next render tries again.
 */
export function lazyComponent<P extends object, K extends string>(load: Loader<P, K>, name: K, fallback: () => ReactNode): LazyComponent<P> {
  let loaded: FunctionComponent<P> | undefined;
  let loading: Promise<FunctionComponent<P>> | undefined;
  const start = (): Promise<FunctionComponent<P>> => {
    loading ??= load().then(
      (module) => (loaded = module[name]),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  function Lazy(props: P) {
    const [, arrived] = useReducer((count: number) => count + 1, 0);
    const [failure, setFailure] = useState<{ error: unknown } | null>(null);
    // Asked for while rendering, as React.lazy does: the load starts before the fallback is even shown.
    const pending = loaded ? undefined : start();
    useEffect(() => {
      let live = true;
      pending?.then(
        () => live && arrived(),
        (error: unknown) => live && setFailure({ error }),
      );
      return () => {
        live = false;
      };
    }, [pending]);
    if (failure) {
      throw failure.error;
    }
    return loaded ? createElement(loaded, props) : fallback();
  }
  Lazy.displayName = `Lazy(${name})`;
  // A failed preload is tried again, and reported, when the component renders.
  Lazy.preload = () => void start().catch(() => undefined);
  return Lazy;
}
