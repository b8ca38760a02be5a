import { createElement, lazy, Suspense } from 'react';
import type { FunctionComponent, LazyExoticComponent } from 'react';
import { PageSpinner } from '../components/page-spinner';
import type { SkeletonKind } from '../components/screen-skeleton/skeleton-kind';

type Loader<P extends object, K extends string> = () => Promise<Record<K, FunctionComponent<P>>>;

/** React.lazy for a module with a named export (the house style has no default exports). */
export function lazyPage<P extends object, K extends string>(load: Loader<P, K>, name: K): LazyExoticComponent<FunctionComponent<P>>;
/**
 * The same, for a route's page: while its code loads, the skeleton of that screen shows in its
 * place (see PageSpinner), not a spinner.
 */
export function lazyPage<P extends object, K extends string>(load: Loader<P, K>, name: K, skeleton: SkeletonKind): FunctionComponent<P>;
export function lazyPage<P extends object, K extends string>(
  load: Loader<P, K>,
  name: K,
  skeleton?: SkeletonKind,
): LazyExoticComponent<FunctionComponent<P>> | FunctionComponent<P> {
  const Lazy: LazyExoticComponent<FunctionComponent<P>> = lazy(() => load().then((module) => ({ default: module[name] })));
  if (skeleton === undefined) {
    return Lazy;
  }
  function Page(props: P) {
    return createElement(Suspense, { fallback: createElement(PageSpinner, { kind: skeleton }) }, createElement(Lazy as FunctionComponent<P>, props));
  }
  Page.displayName = `Page(${name})`;
  return Page;
}
