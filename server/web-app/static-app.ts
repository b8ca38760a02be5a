import path from 'node:path';
import compression from 'compression';
import express from 'express';
import type { Router } from 'express';
import type { AppDeps } from '../deps';
import { builtFile } from './built-file';
import { renderIndexHtml } from './index-html';
import { linkPreviewFor } from './link-preview';
import { precompressedFiles } from './precompressed-files';
import { countPreviewMiss, previewLookupLimit, previewLookupRefused } from './preview-limit';
import { routePreloads } from './route-preloads';

/** Files whose name carries their content's hash (Vite's assets): they never change, cache them for a year. */
const HASHED = /^\/assets\//;
const NOT_BUILT = 'The web app has not been built yet. Run "npm run build" (or "npm start", which builds first).';

/**
 * Hashed files are cached for a year and never revalidated; everything else (index.html, the
 * service worker, the manifest, icons) is revalidated on every use, so a new version is seen.
 */
export function cacheControlFor(urlPath: string): string {
  return HASHED.test(urlPath) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * Serves the built PWA: each file as its brotli or gzip copy made at build time when the client
 * takes one, with the caching of cacheControlFor; a missing hashed file is a 404 (an old page
 * asking for last version's chunk must not get HTML); and index.html for every other GET, so
 * client routes and deep links work, with that address's link preview and the modulepreload
 * links of its screen's code, compressed as it goes out.
 */
export function staticApp(deps: AppDeps): Router {
  const router = express.Router();
  const root = path.resolve(deps.config.staticDir);
  const template = builtFile(path.join(root, 'index.html'), (text) => text);
  const preloadsFor = routePreloads(root);

  router.use(precompressedFiles(root, cacheControlFor));
  router.use(
    express.static(root, {
      index: false,
      cacheControl: false,
      setHeaders(res, filePath) {
        res.setHeader('Cache-Control', cacheControlFor(`/${path.relative(root, filePath).split(path.sep).join('/')}`));
      },
    }),
  );
  router.use('/assets', (_req, res) => {
    res.status(404).type('text/plain').send('Not found');
  });

  router.get('/{*path}', previewLookupLimit(deps), compression(), async (req, res) => {
    const html = template();
    if (html === null) {
      res.status(503).type('text/plain').send(NOT_BUILT);
      return;
    }
    const { preview, found, miss } = await linkPreviewFor(deps, req.path, !previewLookupRefused(res));
    if (miss) {
      countPreviewMiss(res);
    }
    const { publicUrl } = deps.config;
    const page = renderIndexHtml(html, {
      preview,
      url: `${publicUrl}${req.path}`,
      imageUrl: `${publicUrl}/icons/icon-512.png`,
      ownCard: found,
      assets: preloadsFor(req.path),
    });
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html').send(page);
  });
  return router;
}
