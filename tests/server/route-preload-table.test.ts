import { describe, expect, it } from 'vitest';
import { routePreloadTable } from '../../scripts/build/route-preloads-file';
import { preloadedPages } from '../../contracts/screens/preloaded-page';
import type { Manifest } from '../../server/web-app/route-preloads';
import { preloadTagsFor } from '../../service-worker/route-preloads-table';

/** A build manifest shaped as Vite writes it: the entries, the app's stages and two pages. */
const MANIFEST: Manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_app-start-1.js'] },
  'web/early.ts': { file: 'assets/early-1.js', isEntry: true, imports: ['_early-1.js'] },
  '_early-1.js': { file: 'assets/early-2.js' },
  '_app-start-1.js': { file: 'assets/app-start-1.js', imports: ['_early-1.js'] },
  'web/app/full-app.tsx': { file: 'assets/full-app-1.js', imports: ['_app-start-1.js'] },
  'web/app/layout/app-layout.tsx': { file: 'assets/app-layout-1.js', imports: ['_ionic-app-1.js'] },
  '_ionic-app-1.js': { file: 'assets/ionic-app-1.js', css: ['assets/ionic-app-1.css'] },
  'web/app/layout/signed-in-frame.tsx': { file: 'assets/signed-in-frame-1.js', imports: ['_ionic-app-1.js'] },
  'web/features/home/home-page.tsx': { file: 'assets/home-page-1.js', imports: ['_shared-1.js', '_ionic-app-1.js'], css: ['assets/home-page-1.css'] },
  'web/features/invitations/join-event-page.tsx': { file: 'assets/join-event-page-1.js', imports: ['_shared-1.js'] },
  'web/features/checkin/door-page.tsx': { file: 'assets/door-page-1.js', imports: ['_shared-1.js'] },
  '_shared-1.js': { file: 'assets/shared-1.js' },
  'web/lib/local-store/local-db.ts': { file: 'assets/local-db-1.js' },
};

describe("the service worker's table of preload links (dist/route-preloads.json)", () => {
  const table = routePreloadTable(MANIFEST, ['web/lib/local-store/local-db.ts']);

  it('has an entry for every page an address preloads', () => {
    expect(Object.keys(table)).toEqual(preloadedPages().map((page) => page.module));
  });

  it("names a signed-in page's chunks with the app's frame (and Ionic), the signed-in frame and the local database, but not the entries' own", () => {
    const tags = preloadTagsFor(table, '/home');
    for (const file of ['full-app-1.js', 'app-layout-1.js', 'ionic-app-1.js', 'signed-in-frame-1.js', 'home-page-1.js', 'shared-1.js', 'local-db-1.js']) {
      expect(tags).toContain(`<link rel="modulepreload" crossorigin href="/assets/${file}" />`);
    }
    expect(tags).toContain('<link rel="preload" as="style" crossorigin href="/assets/home-page-1.css" />');
    expect(tags).not.toContain('app-start-1.js');
    expect(tags).not.toContain('early-');
  });

  it("names a public page's chunks without the signed-in frame or the local database", () => {
    const tags = preloadTagsFor(table, '/join-event/X7K2');
    expect(tags).toContain('join-event-page-1.js');
    expect(tags).not.toContain('signed-in-frame-1.js');
    expect(tags).not.toContain('local-db-1.js');
  });

  it("names a full-screen member's page (door mode, opened at a venue) with the app and the local database, but not the app's frame or Ionic", () => {
    const tags = preloadTagsFor(table, '/events/12/door');
    for (const file of ['full-app-1.js', 'door-page-1.js', 'shared-1.js', 'local-db-1.js']) {
      expect(tags).toContain(file);
    }
    for (const file of ['app-layout-1.js', 'ionic-app-1.js', 'signed-in-frame-1.js']) {
      expect(tags).not.toContain(file);
    }
  });
});
