import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { movableDeclarations, readModuleShape, readReExports, redirectNamedImports, withoutDeclarations } from './module-split.ts';
import type { ModuleShape, Target } from './module-split.ts';
import { DEFERRED_OVERLAYS, deferredOverlayModule } from './deferred-overlay.ts';

const FACADE_ID = '\0ionic-react-facade';
const PART_PREFIX = '\0ionic-react-part:';
/** The real code of a deferred overlay (see deferred-overlay.ts), imported on demand by its stand-in. */
const EAGER_PREFIX = '\0ionic-react-eager:';
const INTERNAL_PREFIX = '__gatherSplit_';
const SCRIPT = /\.[cm]?[jt]sx?$/;
/** Ionic's own re-export barrel, which the wrappers import their helpers through. */
const CORE_BARREL = '@ionic/core/components';

type TargetOf = (name: string) => Target | undefined;

function importLines(names: Iterable<string>, shape: ModuleShape, basePath: string, parts: Set<string>, core: TargetOf): string[] {
  const lines: string[] = [];
  for (const name of names) {
    if (parts.has(name)) {
      lines.push(`import { ${name} } from ${JSON.stringify(PART_PREFIX + name)};`);
      continue;
    }
    const imported = shape.imports.get(name);
    const direct = imported?.source === CORE_BARREL ? core(imported.imported) : undefined;
    if (direct) {
      lines.push(`import { ${direct.imported} as ${name} } from ${JSON.stringify(direct.source)};`);
      continue;
    }
    const source = JSON.stringify(imported ? imported.source : basePath);
    if (!imported) {
      lines.push(`import { ${INTERNAL_PREFIX}${name} as ${name} } from ${source};`);
    } else if (imported.imported === 'default') {
      lines.push(`import ${name} from ${source};`);
    } else if (imported.imported === '*') {
      lines.push(`import * as ${name} from ${source};`);
    } else {
      lines.push(`import { ${imported.imported} as ${name} } from ${source};`);
    }
  }
  return lines;
}

/** Declarations of the real module that the moved wrappers use. */
function internalsUsed(shape: ModuleShape, parts: Set<string>): string[] {
  const used = new Set<string>();
  for (const part of parts) {
    shape.declarations.get(part)?.uses.forEach((name) => used.add(name));
  }
  return [...used].filter((name) => !shape.imports.has(name) && !parts.has(name)).sort();
}

/**
 * @ionic/react is one module that defines every component wrapper, and a bundler never splits a
 * module between chunks: every wrapper any page used (with the Ionic element it imports: input,
 * textarea, toggle, toast...) ended up in one 557 KB chunk loaded before the first screen.
 *
 * These plugins (build only) give each export that is declared on its own (a wrapper such as
 * `const IonInput = createComponent(...)`, a hook such as `function useIonToast()`) and that the
 * rest of the module does not use a module of its own, remove it from the real module (with the
 * imports only it needed), and point every `import { IonInput } from '@ionic/react'` at it. The wrappers' code is Ionic's own,
 * moved, not rewritten; the helpers they call are exported from the real module under a prefix.
 * Each route chunk then carries only the Ionic components it renders. Anything else importing
 * `@ionic/react` (a namespace import) gets a facade with every export.
 */
export function splitIonicReact(root: string): Plugin[] {
  let basePath: string | undefined;
  let shape: ModuleShape | undefined;
  /** Declarations moved out of the real module, and those of them it exports. */
  let parts = new Set<string>();
  let exportedParts = new Set<string>();
  /** Where each name of Ionic's core barrel really lives, so only what is used is reached. */
  let coreExports = new Map<string, Target>();
  const core: TargetOf = (name) => coreExports.get(name);

  const resolver: Plugin = {
    name: 'gather:split-ionic-react',
    apply: 'build',
    enforce: 'pre',
    async buildStart() {
      const resolved = await this.resolve('@ionic/react', path.join(root, 'index.html'), { skipSelf: true });
      if (!resolved) {
        this.error('@ionic/react cannot be resolved');
      }
      basePath = resolved.id;
      shape = readModuleShape(basePath, fs.readFileSync(basePath, 'utf8'));
      parts = movableDeclarations(shape);
      exportedParts = new Set([...shape.exports.keys()].filter((name) => parts.has(name)));
      const coreBarrel = await this.resolve(CORE_BARREL, basePath, { skipSelf: true });
      if (!coreBarrel) {
        this.error(`${CORE_BARREL} cannot be resolved`);
      }
      const reExports = readReExports(coreBarrel.id, fs.readFileSync(coreBarrel.id, 'utf8'));
      coreExports = new Map(
        [...reExports].map(([name, where]) => [name, { ...where, source: path.resolve(path.dirname(coreBarrel.id), where.source) }]),
      );
    },
    resolveId(source, importer) {
      if (source === FACADE_ID || source.startsWith(PART_PREFIX) || source.startsWith(EAGER_PREFIX)) {
        return source;
      }
      if (basePath && importer && (importer === FACADE_ID || importer.startsWith(PART_PREFIX) || importer.startsWith(EAGER_PREFIX))) {
        return this.resolve(source, basePath, { skipSelf: true });
      }
      return source === '@ionic/react' && importer !== basePath ? FACADE_ID : null;
    },
    load(id) {
      if (!basePath || !shape) {
        return null;
      }
      if (id === FACADE_ID) {
        const lines = [`export * from ${JSON.stringify(basePath)};`];
        exportedParts.forEach((part) => lines.push(`export { ${part} } from ${JSON.stringify(PART_PREFIX + part)};`));
        return { code: lines.join('\n'), moduleSideEffects: false };
      }
      const eager = id.startsWith(EAGER_PREFIX);
      if (!id.startsWith(PART_PREFIX) && !eager) {
        return null;
      }
      const name = id.slice((eager ? EAGER_PREFIX : PART_PREFIX).length);
      if (!eager && DEFERRED_OVERLAYS.has(name) && exportedParts.has(name)) {
        return { code: deferredOverlayModule(name, EAGER_PREFIX + name), moduleSideEffects: false };
      }
      const declaration = shape.declarations.get(name);
      if (!declaration?.text || !parts.has(name)) {
        this.error(`@ionic/react has no movable declaration ${name}`);
      }
      const code = [...importLines(declaration.uses, shape, basePath, parts, core), `export ${declaration.text}`];
      return { code: code.join('\n'), moduleSideEffects: false };
    },
  };

  const rewriter: Plugin = {
    name: 'gather:split-ionic-react-imports',
    apply: 'build',
    transform(code, id) {
      if (id === basePath) {
        // Cut by the text this hook was given (its offsets), in case another plugin changed it first.
        const moduleShape = readModuleShape(id, code);
        const internals = new Map(internalsUsed(moduleShape, parts).map((name) => [name, INTERNAL_PREFIX + name]));
        const cut = withoutDeclarations(code, moduleShape, parts, internals);
        return { code: redirectNamedImports(id, cut, CORE_BARREL, core) ?? cut, map: null };
      }
      if (id.startsWith('\0') || !SCRIPT.test(id)) {
        return null;
      }
      const part: TargetOf = (name) => (exportedParts.has(name) ? { source: PART_PREFIX + name, imported: name } : undefined);
      // What stays on the real module is imported from it directly, not through the facade.
      const rewritten = redirectNamedImports(id, code, '@ionic/react', part, basePath);
      return rewritten === undefined ? null : { code: rewritten, map: null };
    },
  };
  return [resolver, rewriter];
}
