import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import type { ManifestOptions } from 'vite-plugin-pwa';
import { splitIonicReact } from './scripts/build/split-ionic-react.ts';
import { splitIonicons } from './scripts/build/split-ionicons.ts';
import { routeChunks } from './scripts/build/route-chunks.ts';
import { skipBarrels } from './scripts/build/skip-barrels.ts';
import { earlyEntry } from './scripts/build/early-entry.ts';
import { routePreloadsFile } from './scripts/build/route-preloads-file.ts';
import { compileHints } from './scripts/build/compile-hints.ts';
import { preloadedPages } from './contracts/screens/preloaded-page.ts';

const THEME_COLOR = '#3949ab';
const BACKGROUND_COLOR = '#f5f6fb';
const API_TARGET = process.env.VITE_API_PROXY_TARGET ?? 'http://localhost:3000';

/**
 * @ionic/core and @ionic/react ship no `sideEffects` field, so without this hint the bundle
 * keeps every Ionic component (about 4x the size). Their CSS must still be kept.
 */
const IONIC_PURE_MODULE = /node_modules\/@ionic\/(core\/components|react)\//;

/**
 * A feature's `index.ts` (and the outbox's) only re-exports its public face (the house rule:
 * features import each other only through it). Marked pure, importing one thing from it no
 * longer pulls in every module it names (and their Ionic components) into the importing chunk.
 */
const FEATURE_BARREL = /\/web\/(features\/[^/]+|lib\/outbox)\/index\.ts$/;

function moduleHasSideEffects(id: string): boolean | undefined {
  if (id.endsWith('.css')) {
    return true;
  }
  const normalised = id.replaceAll('\\', '/');
  // undefined keeps the package's own `sideEffects` answer for everything else.
  return IONIC_PURE_MODULE.test(normalised) || FEATURE_BARREL.test(normalised) ? false : undefined;
}

/** The first script: sends the screen's first reads while the app's own scripts download. */
const EARLY_ENTRY = 'web/early.ts';

/** The full-screen members' pages (a ticket, door mode): the app and the page, without the frame or Ionic. */
const FULL_SCREEN_PAGES = preloadedPages()
  .filter((page) => page.signedIn && !page.inAppFrame)
  .map((page) => page.module);

/** What loads before a signed-in screen, stage by stage: each stage's new modules in one chunk. */
const startChunks = routeChunks(
  import.meta.dirname,
  [
    // First, so what the early script imports (the API client) is its own small chunk, not part of app-start.
    { name: 'early', module: EARLY_ENTRY },
    { name: 'app-start', module: 'web/main.tsx' },
    { name: 'app', module: 'web/app/full-app.tsx', alsoCarriesFor: FULL_SCREEN_PAGES },
    { name: 'ionic-app', module: 'web/app/layout/app-layout.tsx' },
    { name: 'signed-in-frame', module: 'web/app/layout/signed-in-frame.tsx' },
  ],
  // Shared chunks under 768 bytes join a neighbour: fewer files before a screen, at the same bytes.
  768,
);

const manifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'Gather',
  short_name: 'Gather',
  description: 'Communities, events, RSVPs and discussions in one place, even offline at the venue.',
  start_url: '/home',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  theme_color: THEME_COLOR,
  background_color: BACKGROUND_COLOR,
  categories: ['social', 'lifestyle'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
  screenshots: [
    {
      src: '/screenshots/narrow.png',
      sizes: '720x1280',
      type: 'image/png',
      form_factor: 'narrow',
      label: 'Gather on a phone: your communities and events',
    },
    {
      src: '/screenshots/wide.png',
      sizes: '1280x800',
      type: 'image/png',
      form_factor: 'wide',
      label: 'Gather on a desktop: your communities and events',
    },
  ],
};

export default defineConfig({
  // @contracts/... is written once, in tsconfig.json's paths.
  resolve: { tsconfigPaths: true },
  plugins: [
    splitIonicReact(import.meta.dirname),
    splitIonicons(import.meta.dirname),
    skipBarrels((id) => FEATURE_BARREL.test(id.replaceAll('\\', '/'))),
    startChunks.plugin,
    earlyEntry(import.meta.dirname, EARLY_ENTRY),
    // Every chunk asks V8 to compile its functions as the file streams in, off the main thread.
    compileHints(),
    // The local database's code: a member opening the installed app first reads their offline copy.
    routePreloadsFile(['web/lib/local-store/local-db.ts']),
    react(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'service-worker',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest,
      includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
      injectManifest: {
        // A classic worker script, as it is registered: one file, no imports (the default 'es' build
        // asks Rolldown for an option it deprecated, and its warning was the build's last one).
        rollupFormat: 'iife',
        // route-preloads.json: the service worker adds each address's modulepreload links to index.html.
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest}', 'route-preloads.json'],
        // The store screenshots are for install dialogs only; no need to keep them offline.
        globIgnores: ['screenshots/**'],
      },
      devOptions: { enabled: false, type: 'module' },
    }),
  ],
  server: {
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: false },
    },
  },
  build: {
    manifest: true,
    sourcemap: false,
    rolldownOptions: {
      treeshake: {
        moduleSideEffects: moduleHasSideEffects,
      },
      output: {
        codeSplitting: { groups: startChunks.groups },
        // Chunk names can carry module ids (`\0ionic-react-eager:IonToast`) and long lists of pages:
        // keep file names to plain characters, and short.
        chunkFileNames: (chunk) => `assets/${chunk.name.replace(/[^\w.-]+/g, '_').slice(0, 48)}-[hash].js`,
      },
    },
  },
});
