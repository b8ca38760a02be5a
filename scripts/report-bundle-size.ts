/**
 * Prints the gzipped size of the JavaScript the landing page loads (entry script, its
 * modulepreloads and every chunk the entry imports statically) against the 170 KB budget,
 * and the largest route chunk (lazy page) against 40 KB.
 *
 * Usage: node --import tsx scripts/report-bundle-size.ts [--dist dist] [--strict]
 * It only reports; with --strict it exits 1 when a budget is exceeded.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const LANDING_BUDGET_KB = 170;
const ROUTE_CHUNK_BUDGET_KB = 40;
const KB = 1024;
const FULL_APP_SRC = 'web/app/full-app.tsx';
/** A route chunk is a lazily loaded page: a `...-page.tsx` module under web/. */
const ROUTE_PAGE_SRC = /^web\/.*-page\.tsx$/;

type ManifestChunk = {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
};
type Manifest = Record<string, ManifestChunk>;
type Row = { file: string; raw: number; gzip: number };

function argValue(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

const distDir = path.resolve(argValue('--dist') ?? 'dist');
const strict = process.argv.includes('--strict');

function readManifest(): Manifest {
  const manifestPath = path.join(distDir, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestPath)) {
    return {};
  }
  return JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Manifest;
}

/** Script src and modulepreload hrefs of index.html, as paths relative to dist/. */
function scriptsOfIndexHtml(): string[] {
  const html = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const files: string[] = [];
  for (const tag of html.match(/<script\b[^>]*\btype="module"[^>]*>/g) ?? []) {
    const src = /\bsrc="([^"]+)"/.exec(tag)?.[1];
    if (src) {
      files.push(src);
    }
  }
  for (const tag of html.match(/<link\b[^>]*\brel="modulepreload"[^>]*>/g) ?? []) {
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    if (href) {
      files.push(href);
    }
  }
  return files.map((file) => file.replace(/^\//, ''));
}

/** Adds every chunk the given files import statically, following the Vite manifest. */
function withStaticImports(files: string[], manifest: Manifest): string[] {
  const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const seen = new Set<string>();
  const visit = (file: string): void => {
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
  return [...seen].filter((file) => file.endsWith('.js'));
}

function measure(file: string): Row {
  const content = fs.readFileSync(path.join(distDir, file));
  return { file, raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
}

function kb(bytes: number): string {
  return `${(bytes / KB).toFixed(2)} KB`;
}

function printTable(rows: Row[]): void {
  const width = Math.max(...rows.map((row) => row.file.length), 10);
  console.log(`${'file'.padEnd(width)}  ${'raw'.padStart(12)}  ${'gzip'.padStart(12)}`);
  for (const row of rows) {
    console.log(`${row.file.padEnd(width)}  ${kb(row.raw).padStart(12)}  ${kb(row.gzip).padStart(12)}`);
  }
}

function verdict(bytes: number, budgetKb: number): string {
  return bytes <= budgetKb * KB ? 'PASS' : 'OVER';
}

/** For information: what a first visit to any other page adds (the Ionic app and its shared chunks). */
function reportFullApp(manifest: Manifest, landingFiles: Set<string>): void {
  const fullApp = Object.values(manifest).find((chunk) => chunk.src === FULL_APP_SRC);
  if (!fullApp) {
    return;
  }
  const added = withStaticImports([fullApp.file], manifest).filter((file) => !landingFiles.has(file));
  const total = added.map(measure).reduce((sum, row) => sum + row.gzip, 0);
  console.log(`Ionic app (${FULL_APP_SRC}) adds ${kb(total)} gzipped in ${added.length} chunks on the first other page.`);
}

function main(): number {
  if (!fs.existsSync(path.join(distDir, 'index.html'))) {
    console.error(`No ${path.join(distDir, 'index.html')}: run "vite build" first.`);
    return strict ? 1 : 0;
  }
  const manifest = readManifest();
  const landingRows = withStaticImports(scriptsOfIndexHtml(), manifest)
    .map(measure)
    .sort((a, b) => b.gzip - a.gzip);
  const landingTotal = landingRows.reduce((sum, row) => sum + row.gzip, 0);

  console.log('\nJavaScript loaded by the landing page (1 KB = 1024 bytes, gzip level 9):');
  printTable(landingRows);
  console.log(`total: ${kb(landingTotal)} gzipped; budget ${LANDING_BUDGET_KB} KB: ${verdict(landingTotal, LANDING_BUDGET_KB)}`);

  const routeRows = Object.values(manifest)
    .filter((chunk) => chunk.isDynamicEntry && chunk.file.endsWith('.js') && ROUTE_PAGE_SRC.test(chunk.src ?? ''))
    .map((chunk) => measure(chunk.file))
    .sort((a, b) => b.gzip - a.gzip);
  const largest = routeRows[0];
  let routeOk = true;
  if (largest) {
    routeOk = largest.gzip <= ROUTE_CHUNK_BUDGET_KB * KB;
    console.log(
      `\nLargest route chunk: ${largest.file} ${kb(largest.gzip)} gzipped; ` +
        `budget ${ROUTE_CHUNK_BUDGET_KB} KB: ${verdict(largest.gzip, ROUTE_CHUNK_BUDGET_KB)} (${routeRows.length} route chunks)`,
    );
  }
  reportFullApp(manifest, new Set(landingRows.map((row) => row.file)));
  const ok = landingTotal <= LANDING_BUDGET_KB * KB && routeOk;
  return strict && !ok ? 1 : 0;
}

process.exitCode = main();
