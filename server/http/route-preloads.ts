import path from 'node:path';
import { builtFile } from './built-file';
import { routePageFor } from './route-pages';

type ManifestChunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

/** The Ionic app and the signed-in frame: what every page but the landing page, and every signed-in one, loads first. */
const FULL_APP = 'web/app/full-app.tsx';
const SIGNED_IN_FRAME = 'web/app/layout/signed-in-frame.tsx';

/** Scripts and stylesheets (URL paths) an address needs before its screen can show. */
export interface RouteAssets {
  scripts: string[];
  styles: string[];
}

const NONE: RouteAssets = { scripts: [], styles: [] };

/**
 * Reads the build manifest (dist/.vite/manifest.json, written by `vite build`) and answers, per
 * address, the chunks of the app's stages and of the page at that address, with every chunk they
 * import: named as `modulepreload` links in the HTML, they all download at once instead of one
 * stage after another (each stage only learns of the next when it runs). The entry's own chunks
 * are left out: index.html names them already.
 */
export function routePreloads(staticDir: string): (pathname: string) => RouteAssets {
  const load = builtFile(path.join(staticDir, '.vite', 'manifest.json'), (text) => JSON.parse(text) as Manifest);
  return (pathname) => {
    const page = routePageFor(pathname);
    const current = page ? load() : null;
    if (!page || !current) {
      return NONE;
    }
    const known = current;
    const collect = (keys: string[], into: Set<string>): void => {
      for (const key of keys) {
        if (!into.has(key) && known[key]) {
          into.add(key);
          collect(known[key].imports ?? [], into);
        }
      }
    };
    const entryKeys = new Set<string>();
    collect(Object.keys(known).filter((key) => known[key]?.isEntry), entryKeys);
    const wanted = new Set<string>();
    collect([FULL_APP, ...(page.signedIn ? [SIGNED_IN_FRAME] : []), page.module], wanted);
    const chunks = [...wanted].filter((key) => !entryKeys.has(key)).map((key) => known[key] as ManifestChunk);
    return {
      scripts: chunks.map((chunk) => `/${chunk.file}`),
      styles: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))].map((file) => `/${file}`),
    };
  };
}
