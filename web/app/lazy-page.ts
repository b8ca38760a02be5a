import { createElement } from 'react';
import { PageSpinner } from '../components/page-spinner';
import type { SkeletonKind } from '../components/screen-skeleton/skeleton-kind';
import { lazyComponent } from '../lib/lazy-component';
import type { LazyComponent, Loader } from '../lib/lazy-component';

/** A route's page: while its code loads, the skeleton of that screen shows in its place (see PageSpinner). */
export function lazyPage<P extends object, K extends string>(load: Loader<P, K>, name: K, skeleton?: SkeletonKind): LazyComponent<P> {
  const Page = lazyComponent(load, name, () => createElement(PageSpinner, { kind: skeleton }));
  Page.displayName = `Page(${name})`;
  return Page;
}
