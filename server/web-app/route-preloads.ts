import path from 'node:path';
import { preloadedPageAt } from '../../contracts/screens/preloaded-page.ts';
import type { PreloadedPage } from '../../contracts/screens/preloaded-page.ts';
import { builtFile } from './built-file.ts';

/** The build manifest's shape (dist/.vite/manifest.json, written by `vite build`), as far as it is read here. */
export type ManifestChunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; css?: string[] };
export type Manifest = Record<string, ManifestChunk>;

/** The app, what every page but the landing page loads first; the frame (with Ionic) around every page in it; a member's signed-in frame. */
const FULL_APP = 'web/app/full-app.tsx';
const APP_LAYOUT = 'web/app/layout/app-layout.tsx';
const SIGNED_IN_FRAME = 'web/app/layout/signed-in-frame.tsx';

/** Scripts and stylesheets (URL paths) an address needs before its screen can show. */
export interface RouteAssets {
  scripts: string[];
  styles: string[];
}

const NONE: RouteAssets = { scripts: [], styles: [] };

/**
 * The chunks of the app's stages and of `page`, plus `also` (more modules, by their manifest key),
 * with every chunk they import: named as `modulepreload` links in the HTML, they all download at
 * once instead of one stage after another (each stage only learns of the next when it runs). The
 * entries' own chunks are left out: index.html names them already.
 */
export function preloadsFromManifest(manifest: Manifest, page: PreloadedPage, also: readonly string[] = []): RouteAssets {
  const collect = (keys: readonly string[], into: Set<string>): void => {
    for (const key of keys) {
      if (!into.has(key) && manifest[key]) {
        into.add(key);
        collect(manifest[key].imports ?? [], into);
      }
    }
  };
  const entryKeys = new Set<string>();
  collect(
    Object.keys(manifest).filter((key) => manifest[key]?.isEntry),
    entryKeys,
  );
  const wanted = new Set<string>();
  const frame = page.inAppFrame ? [APP_LAYOUT, ...(page.signedIn ? [SIGNED_IN_FRAME] : [])] : [];
  collect([FULL_APP, ...frame, page.module, ...also], wanted);
  const chunks = [...wanted].filter((key) => !entryKeys.has(key)).map((key) => manifest[key] as ManifestChunk);
  return {
    scripts: chunks.map((chunk) => `/${chunk.file}`),
    styles: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))].map((file) => `/${file}`),
  };
}

/** Reads the build manifest and answers, per address, what preloadsFromManifest names for its screen's page (contracts/screens). */
export function routePreloads(staticDir: string): (pathname: string) => RouteAssets {
  const load = builtFile(path.join(staticDir, '.vite', 'manifest.json'), (text) => JSON.parse(text) as Manifest);
  return (pathname) => {
    const page = preloadedPageAt(pathname);
    const manifest = page ? load() : null;
    return page && manifest ? preloadsFromManifest(manifest, page) : NONE;
  };
}
