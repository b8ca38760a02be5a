import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { preloadedPages } from '../../contracts/screens/preloaded-page.ts';
import { assetTags } from '../../server/web-app/index-html.ts';
import { preloadsFromManifest } from '../../server/web-app/route-preloads.ts';
import type { Manifest } from '../../server/web-app/route-preloads.ts';
import { ROUTE_PRELOADS_FILE } from '../../service-worker/route-preloads-table.ts';
import type { RoutePreloads } from '../../service-worker/route-preloads-table.ts';

/**
 * Writes dist/route-preloads.json: per page module the screen manifest (contracts/screens) has an
 * address preload, the `modulepreload` links the server would add to its HTML, for the service
 * worker to add to the precached index.html it answers navigations with
 * (service-worker/route-preloads-table.ts). `signedInAlso` names modules a signed-in screen needs
 * at once when the app opens from the service worker: the app is installed, so the member's
 * offline copy is there to read first. Runs after the bundle is written (the build manifest is
 * then on disk) and before the service worker's precache list is made.
 */
/** The table for a build's manifest. */
export function routePreloadTable(manifest: Manifest, signedInAlso: readonly string[]): RoutePreloads {
  return Object.fromEntries(
    preloadedPages().map((page) => [page.module, assetTags(preloadsFromManifest(manifest, page, page.signedIn ? signedInAlso : [])).join('')]),
  );
}

export function routePreloadsFile(signedInAlso: readonly string[]): Plugin {
  return {
    name: 'gather:route-preloads-file',
    apply: 'build',
    writeBundle(options) {
      const outDir = options.dir ?? 'dist';
      const manifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
      fs.writeFileSync(path.join(outDir, ROUTE_PRELOADS_FILE), JSON.stringify(routePreloadTable(manifest, signedInAlso)));
    },
  };
}
