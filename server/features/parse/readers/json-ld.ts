import type { CheerioAPI } from 'cheerio';
import type { EventDraft } from '../model/draft';
import { draftFromSchemaEvent, isEventNode } from './schema-event';
import type { SchemaNode, SchemaValue } from './schema-event';

/** Block comments, removed in one pass (a lazy regex rescanned the rest of the text for each unclosed one). */
function withoutBlockComments(text: string): string {
  const parts: string[] = [];
  let from = 0;
  for (let open = text.indexOf('/*'); open !== -1; open = text.indexOf('/*', from)) {
    const close = text.indexOf('*/', open + 2);
    if (close === -1) {
      break;
    }
    parts.push(text.slice(from, open));
    from = close + 2;
  }
  parts.push(text.slice(from));
  return parts.join('');
}

/**
 * JSON as sites really write it: strict first; then without the trailing commas, comments and raw
 * line breaks in strings that some plug-ins leave. Null when it still does not parse. What it
 * gives is bounded (see boundedJson).
 */
export function parseLenientJson(text: string): SchemaValue | null {
  const attempts = [
    () => text,
    () =>
      withoutBlockComments(text.replace(/^\s*<!\[CDATA\[|\]\]>\s*$/g, '').replace(/^\s*\/\/.*$/gm, ''))
        .replace(/[\r\n\t]+/g, ' ')
        .replace(/,\s*([}\]])/g, '$1'),
  ];
  for (const attempt of attempts) {
    try {
      return boundedJson(JSON.parse(attempt()) as unknown);
    } catch {
      // try the next repair
    }
  }
  return null;
}

/** How deep JSON-LD is read: an event, its offer, the offer's price specification... a few levels in practice. */
export const JSON_LD_DEPTH = 24;

type Container = SchemaNode | SchemaValue[];

/** An empty copy of a container, an object without a prototype ("__proto__" and "toString" are plain keys there). */
const emptyLike = (value: object): Container => (Array.isArray(value) ? [] : (Object.create(null) as SchemaNode));
const isContainer = (value: unknown): value is object => typeof value === 'object' && value !== null;

/**
 * A JSON value as the readers may walk it: nothing deeper than JSON_LD_DEPTH (deeper values are
 * left out), objects without a prototype. Copied with a stack of its own: JSON nested 5,000 deep
 * parses, but a recursive walk over it overflows the call stack.
 */
export function boundedJson(value: unknown, maxDepth = JSON_LD_DEPTH): SchemaValue {
  if (!isContainer(value)) {
    return value as SchemaValue;
  }
  const root = emptyLike(value);
  const todo: [object, Container, number][] = [[value, root, 1]];
  while (todo.length > 0) {
    const [source, target, depth] = todo.pop() as [object, Container, number];
    for (const [key, inner] of Object.entries(source)) {
      let copy: SchemaValue;
      if (isContainer(inner)) {
        if (depth >= maxDepth) {
          continue;
        }
        copy = emptyLike(inner);
        todo.push([inner, copy, depth + 1]);
      } else {
        copy = inner as SchemaValue;
      }
      if (Array.isArray(target)) {
        target.push(copy);
      } else {
        target[key] = copy;
      }
    }
  }
  return root;
}

const isNode = (value: SchemaValue): value is SchemaNode => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every node of a JSON-LD value in document order: arrays and @graph flattened, nested nodes included. */
function collectNodes(value: SchemaValue, into: SchemaNode[]): void {
  const todo: SchemaValue[] = [value];
  while (todo.length > 0) {
    const next = todo.pop() as SchemaValue;
    if (Array.isArray(next)) {
      todo.push(...[...next].reverse());
    } else if (isNode(next)) {
      into.push(next);
      todo.push(
        ...Object.entries(next)
          .filter(([key]) => key !== '@context')
          .map(([, inner]) => inner)
          .reverse(),
      );
    }
  }
}

/** References resolved per event at most: enough for any page; a graph whose nodes all cite each other stops here. */
const REFERENCE_BUDGET = 2000;

/** Replaces `{ "@id": "#place" }` references by the node the graph defines under that id. */
function resolveReferences(node: SchemaNode, byId: Map<string, SchemaNode>, budget = { left: REFERENCE_BUDGET }, depth = 0): SchemaNode {
  if (depth > 4) {
    return node;
  }
  const resolve = (value: SchemaValue): SchemaValue => {
    if (budget.left <= 0) {
      return value;
    }
    budget.left -= 1;
    if (Array.isArray(value)) {
      return value.map(resolve);
    }
    if (isNode(value)) {
      const id = value['@id'];
      const target = typeof id === 'string' && Object.keys(value).length === 1 ? byId.get(id) : undefined;
      return resolveReferences(target ?? value, byId, budget, depth + 1);
    }
    return value;
  };
  const resolved = Object.create(null) as SchemaNode;
  for (const [key, value] of Object.entries(node)) {
    resolved[key] = resolve(value);
  }
  return resolved;
}

/** Every node of the page's JSON-LD blocks, in page order. */
function jsonLdNodes($: CheerioAPI): SchemaNode[] {
  const nodes: SchemaNode[] = [];
  $('script[type="application/ld+json" i]').each((_i, script) => {
    const parsed = parseLenientJson($(script).text());
    if (parsed !== null) {
      collectNodes(parsed, nodes);
    }
  });
  return nodes;
}

/** The page's first JSON-LD event (a listing's first is the one the page leads with), references resolved. */
export function readJsonLd($: CheerioAPI): EventDraft | null {
  const nodes = jsonLdNodes($);
  const event = nodes.find((node) => isEventNode(node) && (node.startDate !== undefined || node.name !== undefined));
  if (!event) {
    return null;
  }
  const byId = new Map<string, SchemaNode>();
  for (const node of nodes) {
    if (typeof node['@id'] === 'string' && Object.keys(node).length > 1) {
      byId.set(node['@id'], node);
    }
  }
  return draftFromSchemaEvent(resolveReferences(event, byId));
}
