import type { FunctionComponent } from 'react';
import { pageComponentName } from '@contracts/screens/page-component';
import type { Screen } from '@contracts/screens/screens';
import type { LazyComponent } from '../lib/lazy-component';
import { lazyPage } from './lazy-page';

type PageModule = Record<string, FunctionComponent<object>>;

/**
 * The code of every page the screen manifest (contracts/screens/screens.ts) names, by module path
 * from the project root: each in its own chunk, so the landing page loads only what it needs.
 * (legal-page.tsx is a part of two pages, not a page.)
 */
const LOADERS = import.meta.glob<PageModule>(['/web/features/**/*-page.tsx', '/web/app/not-found-page.tsx', '!/web/features/legal/legal-page.tsx']);

const pages = new Map<string, LazyComponent<object>>();

/** The page of `screen`, loaded on first use with the screen's skeleton meanwhile (one component per module). */
export function pageOf(screen: Screen & { page: string }): LazyComponent<object> {
  const module = screen.page;
  let page = pages.get(module);
  if (!page) {
    const load = LOADERS[`/${module}`];
    if (!load) {
      throw new Error(`The screen ${screen.path} names ${module}, which is no page module`);
    }
    page = lazyPage(load, pageComponentName(module), screen.skeleton);
    pages.set(module, page);
  }
  return page;
}
