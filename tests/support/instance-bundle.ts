import fs from 'node:fs';
import path from 'node:path';
import { buildSync } from 'esbuild';

let bundled: string | null = null;

/**
 * The script that runs tests/support/instance-main.ts in a process of its own: it and the server as
 * one file, built with esbuild once per test process (the packages stay in node_modules, where the
 * file sits). Through tsx each start loaded the server's TypeScript module by module, ~1.9 s here;
 * the bundle is up in ~1.0 s, and the tests that kill instances restart them dozens of times.
 */
export function instanceMainScript(): string {
  bundled ??= build();
  return bundled;
}

function build(): string {
  const dir = path.resolve('node_modules/.cache/gather-instance');
  fs.mkdirSync(dir, { recursive: true });
  const outfile = path.join(dir, `instance-main-${process.pid}.mjs`);
  buildSync({ entryPoints: ['tests/support/instance-main.ts'], outfile, bundle: true, platform: 'node', format: 'esm', target: 'node20', packages: 'external', logLevel: 'warning' });
  process.once('exit', () => fs.rmSync(outfile, { force: true }));
  return outfile;
}
