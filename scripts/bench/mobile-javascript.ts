import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** One script the page fetched before its content showed, from the page's Resource Timing. */
export interface ScriptFetch {
  url: string;
  /** Body bytes as they came over the wire (brotli when the browser offered it). */
  wireBytes: number;
}

/** The page-side reader: scripts whose response ended before `shownAt` (ms from navigation start). */
export const SCRIPTS_BEFORE = (shownAt: number): ScriptFetch[] =>
  (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
    .filter((entry) => /\.m?js(\?|$)/.test(new URL(entry.name).pathname) && entry.responseEnd <= shownAt)
    .map((entry) => ({ url: entry.name, wireBytes: entry.encodedBodySize }));

/** The gzip size of a built file, as the build report counts it (the .gz written at build, else gzip -9). */
export function gzipBytesOf(distDir: string, url: string): number {
  const file = path.join(distDir, new URL(url).pathname);
  if (fs.existsSync(`${file}.gz`)) {
    return fs.statSync(`${file}.gz`).size;
  }
  return fs.existsSync(file) ? gzipSync(fs.readFileSync(file), { level: 9 }).length : 0;
}
