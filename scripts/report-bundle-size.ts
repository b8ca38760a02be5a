/**
 * Prints, from the build in dist/, the gzipped JavaScript each screen downloads before it can
 * show, against the budgets of issue 17: the landing page 100 KB, any signed-in screen 170 KB
 * (with, for the other screens, what they load), and the largest lazy page chunk against 40 KB.
 * A screen's JavaScript is index.html's scripts plus the chunks the server names for its address
 * as modulepreload links (server/web-app/route-preloads.ts): the app, its frame with Ionic (not on
 * the full-screen pages), the signed-in frame when signed in, the page, and everything they import statically. Overlays, dialogs and the
 * local database load later and are not counted. Last, whether every chunk begins with V8's
 * compile hint (a later build step that put anything before it would silently drop the gain).
 *
 * Usage: node --import tsx scripts/report-bundle-size.ts [--dist dist] [--strict]
 * It only reports; with --strict it exits 1 when a budget is exceeded.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { SCREENS } from '../contracts/screens/screens';
import { preloadedPageAt } from '../contracts/screens/preloaded-page';
import { routePreloads } from '../server/web-app/route-preloads';
import { COMPILE_HINT } from './build/compile-hints';

const KB = 1024;
const LANDING_BUDGET_KB = 100;
const SIGNED_IN_BUDGET_KB = 170;
const ROUTE_CHUNK_BUDGET_KB = 40;
/** One address per screen whose page the HTML preloads (codes and ids are examples: the chunks do not depend on them). */
const SCREEN_ADDRESSES = SCREENS.map((screen) => screen.path.replace(/:\w+/g, (param) => (/Id$/.test(param) ? '1' : 'CODE'))).filter(
  (address) => preloadedPageAt(address) !== null,
);
const ROUTE_PAGE_SRC = /^web\/.*-page\.tsx$/;

function argValue(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

const distDir = path.resolve(argValue('--dist') ?? 'dist');
const strict = process.argv.includes('--strict');
const gzipCache = new Map<string, number>();

function gzipped(urlPath: string): number {
  let size = gzipCache.get(urlPath);
  if (size === undefined) {
    size = gzipSync(fs.readFileSync(path.join(distDir, urlPath)), { level: 9 }).length;
    gzipCache.set(urlPath, size);
  }
  return size;
}

/** Script src and modulepreload hrefs of index.html (the entry and its static imports). */
function entryScripts(): string[] {
  const html = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g), ...html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)];
  return [...new Set(scripts.map((match) => match[1] as string))].filter((src) => src.endsWith('.js'));
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

function main(): number {
  if (!fs.existsSync(path.join(distDir, 'index.html'))) {
    console.error(`No ${path.join(distDir, 'index.html')}: run "vite build" first.`);
    return strict ? 1 : 0;
  }
  const entry = entryScripts();
  const preloadsFor = routePreloads(distDir);
  const sum = (files: string[]) => files.reduce((total, file) => total + gzipped(file), 0);
  let ok = true;

  console.log('\nJavaScript each screen downloads before it shows (gzip level 9, 1 KB = 1024 bytes):');
  console.log(`${'screen'.padEnd(26)}${'files'.padStart(6)}${'gzip'.padStart(11)}  budget`);
  const landing = sum(entry);
  ok &&= landing <= LANDING_BUDGET_KB * KB;
  console.log(`${'/ (landing, guest)'.padEnd(26)}${String(entry.length).padStart(6)}${kb(landing).padStart(11)}  ${LANDING_BUDGET_KB} KB ${landing <= LANDING_BUDGET_KB * KB ? 'PASS' : 'OVER'}`);
  for (const screen of SCREEN_ADDRESSES) {
    const files = [...entry, ...preloadsFor(screen).scripts];
    const total = sum(files);
    const signedIn = preloadedPageAt(screen)?.signedIn ?? false;
    const verdict = signedIn ? `${SIGNED_IN_BUDGET_KB} KB ${total <= SIGNED_IN_BUDGET_KB * KB ? 'PASS' : 'OVER'}` : '(guest)';
    ok &&= !signedIn || total <= SIGNED_IN_BUDGET_KB * KB;
    console.log(`${screen.padEnd(26)}${String(files.length).padStart(6)}${kb(total).padStart(11)}  ${verdict}`);
  }

  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string; src?: string; isDynamicEntry?: boolean }>;
  const pages = Object.values(manifest)
    .filter((chunk) => chunk.isDynamicEntry && ROUTE_PAGE_SRC.test(chunk.src ?? ''))
    .map((chunk) => ({ file: chunk.file, size: gzipped(`/${chunk.file}`) }))
    .sort((a, b) => b.size - a.size);
  const largest = pages[0];
  if (largest) {
    const fits = largest.size <= ROUTE_CHUNK_BUDGET_KB * KB;
    ok &&= fits;
    console.log(`\nLargest page chunk: ${largest.file} ${kb(largest.size)}; budget ${ROUTE_CHUNK_BUDGET_KB} KB: ${fits ? 'PASS' : 'OVER'} (${pages.length} page chunks)`);
  }
  const chunks = fs.readdirSync(path.join(distDir, 'assets')).filter((name) => name.endsWith('.js'));
  const hinted = chunks.filter((name) => fs.readFileSync(path.join(distDir, 'assets', name), 'utf8').startsWith(COMPILE_HINT));
  ok &&= hinted.length === chunks.length;
  console.log(`Compile hints (scripts/build/compile-hints.ts): ${hinted.length} of ${chunks.length} chunks begin with one: ${hinted.length === chunks.length ? 'PASS' : 'MISSING'}`);
  return strict && !ok ? 1 : 0;
}

process.exitCode = main();
