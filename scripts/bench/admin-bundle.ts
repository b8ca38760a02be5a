import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * What /admin costs in the built app: the JavaScript its lazy page chunk pulls in beyond what every
 * signed-in page already loaded (the landing page's, the app's, its frame's with Ionic, and the signed-in frame's), the
 * chart library included, against 60 KB gzipped; and that the landing page's JavaScript holds none of
 * the chart library.
 */
const ADMIN_BUDGET_KB = 60;
const ADMIN_PAGE_SRC = 'web/features/admin/admin-page.tsx';
/** What every signed-in page has loaded before /admin's own chunk: the app, its frame (with Ionic) and the signed-in frame (menus). */
const SIGNED_IN_SRCS = ['web/app/full-app.tsx', 'web/app/layout/app-layout.tsx', 'web/app/layout/signed-in-frame.tsx'];
const KB = 1024;
/** Text only uPlot's code holds (its canvas overlay class and its constructor name). */
const UPLOT_MARKERS = ['u-over', 'uplot'];

type ManifestChunk = { file: string; src?: string; imports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

function staticClosure(files: string[], manifest: Manifest): Set<string> {
  const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) {
      return;
    }
    seen.add(file);
    const key = byFile.get(file);
    for (const imported of (key ? manifest[key]?.imports : undefined) ?? []) {
      const chunk = manifest[imported];
      if (chunk) {
        visit(chunk.file);
      }
    }
  };
  files.forEach(visit);
  return seen;
}

function landingScripts(distDir: string): string[] {
  const html = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const refs = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g), ...html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)];
  return refs.map((match) => (match[1] ?? '').replace(/^\//, '')).filter((file) => file.endsWith('.js'));
}

const gz = (distDir: string, file: string) => gzipSync(fs.readFileSync(path.join(distDir, file)), { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / KB).toFixed(2)} KB`;

/** Prints the figures; answers whether the budgets held (true when there is no build to measure). */
export function reportAdminBundle(distDir: string): boolean {
  const manifestPath = path.join(distDir, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestPath)) {
    console.log(`\nNo build in ${distDir}/: run "npm run build" to measure the /admin chunk.`);
    return true;
  }
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Manifest;
  const adminPage = Object.values(manifest).find((chunk) => chunk.src === ADMIN_PAGE_SRC);
  const signedIn = Object.values(manifest).filter((chunk) => SIGNED_IN_SRCS.includes(chunk.src ?? ''));
  if (!adminPage) {
    console.log(`\nThe build has no chunk for ${ADMIN_PAGE_SRC}.`);
    return false;
  }
  const landing = staticClosure(landingScripts(distDir), manifest);
  const alreadyLoaded = new Set([...landing, ...staticClosure(signedIn.map((chunk) => chunk.file), manifest)]);
  const adminFiles = [...staticClosure([adminPage.file], manifest)].filter((file) => !alreadyLoaded.has(file) && file.endsWith('.js'));
  // For the record: a first visit that lands on /admin (nothing signed-in loaded yet) also fetches these.
  const coldFiles = [...staticClosure([adminPage.file, ...signedIn.map((chunk) => chunk.file)], manifest)].filter((file) => !landing.has(file) && file.endsWith('.js'));
  const coldBytes = coldFiles.reduce((sum, file) => sum + gz(distDir, file), 0);
  const adminBytes = adminFiles.reduce((sum, file) => sum + gz(distDir, file), 0);
  const adminCss = (adminPage.css ?? []).reduce((sum, file) => sum + gz(distDir, file), 0);
  const hasUplot = (file: string) => {
    const text = fs.readFileSync(path.join(distDir, file), 'utf8');
    return UPLOT_MARKERS.every((marker) => text.includes(marker));
  };
  const landingJs = [...landing].filter((file) => file.endsWith('.js'));
  const landingBytes = landingJs.reduce((sum, file) => sum + gz(distDir, file), 0);
  const chartInLanding = landingJs.filter(hasUplot);
  const chartInAdmin = adminFiles.filter(hasUplot);

  console.log('\nBundle (gzip level 9, 1 KB = 1024 bytes):');
  console.log(`  /admin adds ${kb(adminBytes)} of JavaScript in ${adminFiles.length} chunk(s) (${adminFiles.join(', ')}), plus ${kb(adminCss)} of CSS; budget ${ADMIN_BUDGET_KB} KB: ${adminBytes <= ADMIN_BUDGET_KB * KB ? 'PASS' : 'OVER'}`);
  console.log(`  a first visit straight to /admin loads ${kb(coldBytes)} beyond the landing page (the signed-in app and frame every page needs, included)`);
  console.log(`  the chart library (uPlot) is in: ${chartInAdmin.join(', ') || 'no /admin chunk (!)'}`);
  console.log(`  landing page JavaScript: ${kb(landingBytes)} in ${landingJs.length} file(s); chart library in it: ${chartInLanding.length === 0 ? 'no' : chartInLanding.join(', ')}`);
  return adminBytes <= ADMIN_BUDGET_KB * KB && chartInLanding.length === 0 && chartInAdmin.length > 0;
}
