import fs from 'node:fs';
import path from 'node:path';
import express from 'express';
import type { Router } from 'express';

const NEVER_CACHE = new Set(['/sw.js', '/index.html', '/manifest.webmanifest', '/registerSW.js']);

/**
 * Serves the built PWA: hashed assets cached for a year, the service worker and the HTML always
 * revalidated, and index.html for every other GET so client routes and deep links work.
 */
export function staticApp(staticDir: string): Router {
  const router = express.Router();
  const root = path.resolve(staticDir);
  const indexFile = path.join(root, 'index.html');

  router.use(
    express.static(root, {
      index: false,
      setHeaders(res, filePath) {
        const urlPath = `/${path.relative(root, filePath).split(path.sep).join('/')}`;
        if (NEVER_CACHE.has(urlPath)) {
          res.setHeader('Cache-Control', 'no-cache');
        } else if (urlPath.startsWith('/assets/')) {
          res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        }
      },
    }),
  );

  router.get('/{*path}', (_req, res) => {
    if (!fs.existsSync(indexFile)) {
      res
        .status(503)
        .type('text/plain')
        .send('The web app has not been built yet. Run "npm run build" (or "npm start", which builds first).');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexFile);
  });
  return router;
}
