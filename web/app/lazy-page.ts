import { lazy } from 'react';
import type { FunctionComponent, LazyExoticComponent } from 'react';

/** React.lazy for a module with a named export (the house style has no default exports). */
export function lazyPage<P extends object, K extends string>(
  load: () => Promise<Record<K, FunctionComponent<P>>>,
  name: K,
): LazyExoticComponent<FunctionComponent<P>> {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
