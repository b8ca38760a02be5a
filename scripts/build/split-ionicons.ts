import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { redirectNamedImports } from './module-split.ts';

const FACADE_ID = '\0ionicons-icons-facade';
const ICON_PREFIX = '\0ionicons-icon:';
const ICON_LINE = /^export const (\w+) = ("(?:[^"\\]|\\.)*");?$/gm;
const SCRIPT = /\.[cm]?[jt]sx?$/;

/**
 * `ionicons/icons` is one module of 1,357 inline SVG strings. Tree-shaking keeps only the icons the
 * app uses, but all of them in one chunk, which the landing page then loaded. These plugins (build
 * only) give each icon a module of its own and point `import { icon } from 'ionicons/icons'` at
 * it, so an icon travels with the chunk that draws it.
 */
export function splitIonicons(root: string): Plugin[] {
  let icons = new Map<string, string>();
  const resolver: Plugin = {
    name: 'gather:split-ionicons',
    apply: 'build',
    enforce: 'pre',
    async buildStart() {
      const resolved = await this.resolve('ionicons/icons', path.join(root, 'index.html'), { skipSelf: true });
      if (!resolved) {
        this.error('ionicons/icons cannot be resolved');
      }
      const code = fs.readFileSync(resolved.id, 'utf8');
      icons = new Map([...code.matchAll(ICON_LINE)].map((match) => [match[1] as string, match[2] as string]));
    },
    resolveId(source) {
      if (source === FACADE_ID || source.startsWith(ICON_PREFIX)) {
        return source;
      }
      return source === 'ionicons/icons' ? FACADE_ID : null;
    },
    load(id) {
      if (id === FACADE_ID) {
        const lines = [...icons.keys()].map((name) => `export { ${name} } from ${JSON.stringify(ICON_PREFIX + name)};`);
        return { code: lines.join('\n'), moduleSideEffects: false };
      }
      if (id.startsWith(ICON_PREFIX)) {
        const name = id.slice(ICON_PREFIX.length);
        return { code: `export const ${name} = ${icons.get(name) ?? '""'};`, moduleSideEffects: false };
      }
      return null;
    },
  };
  const rewriter: Plugin = {
    name: 'gather:split-ionicons-imports',
    apply: 'build',
    transform(code, id) {
      if (id.startsWith('\0') || !SCRIPT.test(id)) {
        return null;
      }
      const rewritten = redirectNamedImports(id, code, 'ionicons/icons', (name) =>
        icons.has(name) ? { source: ICON_PREFIX + name, imported: name } : undefined,
      );
      return rewritten === undefined ? null : { code: rewritten, map: null };
    },
  };
  return [resolver, rewriter];
}
