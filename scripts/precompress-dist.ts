/**
 * Writes a brotli (.br, quality 11) and a gzip (.gz, level 9) copy next to every text file of the
 * build (JavaScript, CSS, HTML, SVG, the web manifest), for the server to send as they are
 * (server/web-app/precompressed-files.ts): the best compression, paid once at build time instead
 * of on every request. A copy that would not be smaller is not written.
 *
 * Usage: node --import tsx scripts/precompress-dist.ts [--dist dist]
 */
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const COMPRESSIBLE = /\.(m?js|css|html|svg|webmanifest|json|txt|xml|ico)$/;
/** Below this, a compressed copy saves less than a header costs. */
const MIN_BYTES = 256;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

function argValue(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

/** Every file under `dir`, skipping dot-folders (.vite holds the build manifest, never served). */
function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.name.startsWith('.')) {
      return [];
    }
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

async function precompress(file: string): Promise<{ raw: number; br: number; gz: number }> {
  const content = await fs.promises.readFile(file);
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    }),
    gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  for (const [copy, suffix] of [[br, '.br'], [gz, '.gz']] as const) {
    if (copy.length < content.length) {
      await fs.promises.writeFile(file + suffix, copy);
    }
  }
  return { raw: content.length, br: Math.min(br.length, content.length), gz: Math.min(gz.length, content.length) };
}

async function main(): Promise<void> {
  const dist = path.resolve(argValue('--dist') ?? 'dist');
  const files = filesUnder(dist).filter((file) => COMPRESSIBLE.test(file) && fs.statSync(file).size >= MIN_BYTES);
  const totals = { raw: 0, br: 0, gz: 0 };
  // A few at a time: brotli at quality 11 is CPU-bound, and the machine is shared.
  for (let start = 0; start < files.length; start += 4) {
    for (const sizes of await Promise.all(files.slice(start, start + 4).map(precompress))) {
      totals.raw += sizes.raw;
      totals.br += sizes.br;
      totals.gz += sizes.gz;
    }
  }
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
  console.log(`Precompressed ${files.length} files: ${kb(totals.raw)} -> brotli ${kb(totals.br)}, gzip ${kb(totals.gz)}`);
}

await main();
