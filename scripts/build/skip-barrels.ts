import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { importSources, readReExports, redirectNamedImports } from './module-split.ts';
import type { Target } from './module-split.ts';

const APP_SCRIPT = /\.[jt]sx?$/;

/**
 * Points imports from the app's barrels (a feature's `index.ts`: only `export { x } from './y'`)
 * at the modules that really define the names (build only). Tree-shaking already dropped what a
 * barrel names but nobody uses; this also gives the bundler exact import edges, so the start-up
 * chunks (route-chunks.ts), which follow those edges, no longer take every module a barrel names
 * as needed by whoever imports one name from it.
 */
export function skipBarrels(isBarrel: (id: string) => boolean): Plugin {
  const targets = new Map<string, Map<string, Target>>();
  const targetsOf = (barrel: string): Map<string, Target> => {
    let found = targets.get(barrel);
    if (!found) {
      const reExports = readReExports(barrel, fs.readFileSync(barrel, 'utf8'));
      found = new Map([...reExports].map(([name, where]) => [name, { ...where, source: path.resolve(path.dirname(barrel), where.source) }]));
      targets.set(barrel, found);
    }
    return found;
  };
  return {
    name: 'gather:skip-barrels',
    apply: 'build',
    buildStart() {
      targets.clear();
    },
    async transform(code, id) {
      if (id.startsWith('\0') || id.includes('/node_modules/') || !APP_SCRIPT.test(id)) {
        return null;
      }
      let out = code;
      for (const source of importSources(id, code).filter((name) => name.startsWith('.'))) {
        const resolved = await this.resolve(source, id);
        if (resolved && isBarrel(resolved.id)) {
          const known = targetsOf(resolved.id);
          out = redirectNamedImports(id, out, source, (name) => known.get(name)) ?? out;
        }
      }
      return out === code ? null : { code: out, map: null };
    },
  };
}
