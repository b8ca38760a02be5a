import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every area's texts: contracts/<area>/messages.ts, the sign-in errors and the API's limit sentences. */
const FILES = fs
  .readdirSync('contracts', { recursive: true, encoding: 'utf8' })
  .map((file) => path.join('contracts', file).replaceAll('\\', '/'))
  .filter((file) => /\/(messages|limit-messages|sign-in-errors)\.ts$/.test(file));

describe('contracts/<area>/messages.ts', () => {
  it('import nothing but one another, so the web app can use the server texts without pulling zod into its bundle', () => {
    expect(FILES.length).toBeGreaterThanOrEqual(5);
    for (const file of FILES) {
      const source = fs.readFileSync(file, 'utf8');
      for (const [, specifier] of source.matchAll(/^\s*(?:import|export)[^'"]*from\s+'([^']+)'/gm)) {
        const target = `${path.posix.join(path.posix.dirname(file), specifier ?? '')}.ts`;
        expect(FILES, `${file} imports ${specifier}`).toContain(target);
      }
    }
  });
});
