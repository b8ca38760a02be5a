import { parseSync } from 'vite';

/**
 * The top-level shape of one ES module, enough to move some of its exports into modules of their
 * own: what each top-level name is (an import, or a declaration and its source text), which
 * top-level names each declaration uses, and where the statements are.
 */
export interface ModuleShape {
  /** Local name -> where it is imported from (`imported` is 'default' or '*' for those forms). */
  imports: Map<string, { source: string; imported: string }>;
  /** Each import statement: its place in the source and the local names it binds. */
  importStatements: Array<Range & { locals: string[] }>;
  /** The place of each `export { ... }` list. */
  exportLists: Range[];
  /** Local name of each top-level declaration -> its statement. */
  declarations: Map<string, Declaration>;
  /** Exported name -> local name, from `export { local as exported }` lists. */
  exports: Map<string, string>;
  /** Top-level names used by statements that are neither imports, exports nor declarations. */
  otherUses: Set<string>;
  /** Top-level `let` and `var` names: whoever assigns them must stay in the module. */
  mutable: Set<string>;
}

export interface Range {
  start: number;
  end: number;
}

export interface Declaration extends Range {
  /** The whole statement's text, when it declares this one name only (so it can be moved as is). */
  text: string | undefined;
  /** Top-level names the statement uses. */
  uses: Set<string>;
}

type Node = { type: string; start: number; end: number; [key: string]: unknown };

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';
}

/** Every identifier a subtree reads, skipping property names (`a.b`, `{ b: 1 }`), which are not bindings. */
function identifiersIn(node: Node, into: Set<string>): void {
  if (node.type === 'Identifier' || node.type === 'JSXIdentifier') {
    into.add(node.name as string);
    return;
  }
  for (const [key, value] of Object.entries(node)) {
    if (
      (key === 'key' && !node.computed && (node.type === 'Property' || node.type.endsWith('Definition'))) ||
      (key === 'property' && !node.computed && node.type === 'MemberExpression')
    ) {
      continue;
    }
    const children = Array.isArray(value) ? value : [value];
    for (const child of children) {
      if (isNode(child)) {
        identifiersIn(child, into);
      }
    }
  }
}

function importedName(specifier: Node): string {
  if (specifier.type === 'ImportDefaultSpecifier') {
    return 'default';
  }
  if (specifier.type === 'ImportNamespaceSpecifier') {
    return '*';
  }
  const imported = specifier.imported as Node;
  return (imported.name as string | undefined) ?? (imported.value as string);
}

function declaredNames(statement: Node): string[] {
  if (statement.type === 'VariableDeclaration') {
    return (statement.declarations as Node[]).filter((d) => (d.id as Node).type === 'Identifier').map((d) => (d.id as Node).name as string);
  }
  if ((statement.type === 'FunctionDeclaration' || statement.type === 'ClassDeclaration') && isNode(statement.id)) {
    return [statement.id.name as string];
  }
  return [];
}

/** A `function`, a `class`, or a `const` with one declarator: a statement that can move whole. */
function movableStatement(statement: Node): boolean {
  if (statement.type === 'FunctionDeclaration' || statement.type === 'ClassDeclaration') {
    return true;
  }
  return statement.type === 'VariableDeclaration' && statement.kind === 'const' && (statement.declarations as Node[]).length === 1;
}

function readImport(statement: Node, shape: ModuleShape, topLevel: Set<string>): void {
  const source = (statement.source as Node).value as string;
  const locals: string[] = [];
  for (const specifier of statement.specifiers as Node[]) {
    const local = (specifier.local as Node).name as string;
    shape.imports.set(local, { source, imported: importedName(specifier) });
    topLevel.add(local);
    locals.push(local);
  }
  shape.importStatements.push({ start: statement.start, end: statement.end, locals });
}

/** Reads the top-level imports, declarations and export list of a module. */
export function readModuleShape(fileName: string, code: string): ModuleShape {
  const { program } = parseSync(fileName, code);
  const shape: ModuleShape = {
    imports: new Map(),
    importStatements: [],
    exportLists: [],
    declarations: new Map(),
    exports: new Map(),
    otherUses: new Set(),
    mutable: new Set(),
  };
  const others: Node[] = [];
  const topLevel = new Set<string>();
  const pending: Array<{ name: string; node: Node }> = [];
  for (const statement of program.body as unknown as Node[]) {
    if (statement.type === 'ImportDeclaration') {
      readImport(statement, shape, topLevel);
    } else if (statement.type === 'ExportNamedDeclaration' && !statement.declaration && !statement.source) {
      shape.exportLists.push({ start: statement.start, end: statement.end });
      for (const specifier of statement.specifiers as Node[]) {
        const exported = specifier.exported as Node;
        shape.exports.set((exported.name as string | undefined) ?? (exported.value as string), (specifier.local as Node).name as string);
      }
    } else if (declaredNames(statement).length > 0) {
      for (const name of declaredNames(statement)) {
        if (statement.type === 'VariableDeclaration' && statement.kind !== 'const') {
          shape.mutable.add(name);
        }
        topLevel.add(name);
        pending.push({ name, node: statement });
      }
    } else {
      others.push(statement);
    }
  }
  const otherUses = new Set<string>();
  others.forEach((statement) => identifiersIn(statement, otherUses));
  otherUses.forEach((name) => topLevel.has(name) && shape.otherUses.add(name));
  for (const { name, node } of pending) {
    const used = new Set<string>();
    identifiersIn(node, used);
    shape.declarations.set(name, {
      start: node.start,
      end: node.end,
      text: movableStatement(node) ? code.slice(node.start, node.end) : undefined,
      uses: new Set([...used].filter((id) => topLevel.has(id) && id !== name)),
    });
  }
  return shape;
}

/**
 * Declarations that can live in a module of their own: declared alone in their statement, used by
 * no top-level code left in the module, and, if exported, exported under their own name. What
 * uses them then imports them from their new module, so no second copy is ever made.
 */
export function movableDeclarations(shape: ModuleShape): Set<string> {
  const renamed = new Set([...shape.exports].filter(([exported, local]) => exported !== local).map(([, local]) => local));
  const parts = new Set(
    [...shape.declarations]
      .filter(([name, declaration]) => declaration.text !== undefined && !renamed.has(name) && !shape.otherUses.has(name))
      // A module-level `let` can only be assigned inside its own module.
      .filter(([, declaration]) => ![...declaration.uses].some((used) => shape.mutable.has(used)))
      .map(([name]) => name),
  );
  for (let changed = true; changed; ) {
    changed = false;
    for (const [name, declaration] of shape.declarations) {
      if (parts.has(name)) {
        continue;
      }
      for (const used of declaration.uses) {
        changed = parts.delete(used) || changed;
      }
    }
  }
  return parts;
}

/**
 * The module without the given declarations: their statements, the imports only they used, and
 * their names in the export lists are removed (so the bundler sees no edge to what they imported);
 * `extraExports` (local -> exported) are added to the export list.
 */
export function withoutDeclarations(code: string, shape: ModuleShape, removed: Set<string>, extraExports: Map<string, string>): string {
  const stillUsed = new Set<string>();
  for (const [name, declaration] of shape.declarations) {
    if (!removed.has(name)) {
      declaration.uses.forEach((used) => stillUsed.add(used));
    }
  }
  const kept = [...shape.exports].filter(([, local]) => !removed.has(local));
  kept.forEach(([, local]) => stillUsed.add(local));
  const cuts: Array<Range & { text: string }> = [];
  for (const name of removed) {
    const declaration = shape.declarations.get(name);
    if (declaration) {
      cuts.push({ start: declaration.start, end: declaration.end, text: '' });
    }
  }
  for (const statement of shape.importStatements) {
    if (statement.locals.length > 0 && statement.locals.every((local) => !stillUsed.has(local))) {
      cuts.push({ start: statement.start, end: statement.end, text: '' });
    }
  }
  const exportList = [
    ...kept.map(([exported, local]) => (exported === local ? local : `${local} as ${exported}`)),
    ...[...extraExports].map(([local, exported]) => `${local} as ${exported}`),
  ];
  shape.exportLists.forEach((range, index) => {
    cuts.push({ ...range, text: index === 0 ? `export { ${exportList.join(', ')} };` : '' });
  });
  return applyCuts(code, cuts);
}

function applyCuts(code: string, cuts: Array<Range & { text: string }>): string {
  let out = code;
  for (const cut of cuts.sort((a, b) => b.start - a.start)) {
    out = out.slice(0, cut.start) + cut.text + out.slice(cut.end);
  }
  return out;
}

/** Where one name of a module really lives. */
export interface Target {
  source: string;
  imported: string;
}

/**
 * Rewrites `import { a, b as c } from '<source>'` (and `export { a } from '<source>'`) so each name
 * that `target` knows is imported from where it really lives, and the other names from
 * `restSource`. Returns undefined when nothing changed. The code must be JavaScript.
 */
export function redirectNamedImports(
  fileName: string,
  code: string,
  source: string,
  target: (name: string) => Target | undefined,
  restSource: string = source,
): string | undefined {
  if (!code.includes(source)) {
    return undefined;
  }
  const { program } = parseSync(fileName, code);
  const cuts: Array<Range & { text: string }> = [];
  for (const statement of program.body as unknown as Node[]) {
    const isImport = statement.type === 'ImportDeclaration';
    const isReExport = statement.type === 'ExportNamedDeclaration' && isNode(statement.source);
    if ((!isImport && !isReExport) || (statement.source as Node).value !== source) {
      continue;
    }
    const specifiers = statement.specifiers as Node[];
    // A default or namespace import keeps the whole original statement.
    if (specifiers.length === 0 || specifiers.some((specifier) => specifier.type !== (isImport ? 'ImportSpecifier' : 'ExportSpecifier'))) {
      continue;
    }
    const keyword = isImport ? 'import' : 'export';
    const kept: string[] = [];
    const moved: string[] = [];
    for (const specifier of specifiers) {
      const name = isImport ? importedName(specifier) : nameOf(specifier.local as Node);
      const alias = nameOf((isImport ? specifier.local : specifier.exported) as Node);
      const found = target(name);
      if (found) {
        moved.push(`${keyword} { ${found.imported} as ${alias} } from ${JSON.stringify(found.source)};`);
      } else {
        kept.push(`${name} as ${alias}`);
      }
    }
    if (moved.length === 0 && restSource === source) {
      continue;
    }
    const rest = kept.length > 0 ? `${keyword} { ${kept.join(', ')} } from ${JSON.stringify(restSource)};` : '';
    cuts.push({ start: statement.start, end: statement.end, text: [rest, ...moved].join('\n') });
  }
  return cuts.length === 0 ? undefined : applyCuts(code, cuts);
}

function nameOf(node: Node): string {
  return (node.name as string | undefined) ?? (node.value as string);
}

/** The names a re-export barrel (`export { x as name } from './file.js'`) forwards, and where to. */
export function readReExports(fileName: string, code: string): Map<string, Target> {
  const { program } = parseSync(fileName, code);
  const found = new Map<string, Target>();
  for (const statement of program.body as unknown as Node[]) {
    if (statement.type !== 'ExportNamedDeclaration' || !isNode(statement.source)) {
      continue;
    }
    for (const specifier of statement.specifiers as Node[]) {
      found.set(nameOf(specifier.exported as Node), { source: statement.source.value as string, imported: nameOf(specifier.local as Node) });
    }
  }
  return found;
}

/** The sources of a module's `import` statements, as written. */
export function importSources(fileName: string, code: string): string[] {
  const { program } = parseSync(fileName, code);
  return [
    ...new Set(
      (program.body as unknown as Node[]).filter((statement) => statement.type === 'ImportDeclaration').map((statement) => (statement.source as Node).value as string),
    ),
  ];
}
