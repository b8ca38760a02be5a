import type { CheerioAPI } from 'cheerio';
import type { EventDraft } from '../model/draft';
import { draftFromSchemaEvent, isEventNode } from './schema-event';
import type { SchemaNode, SchemaValue } from './schema-event';

/**
 * JSON as sites really write it: strict first; then without the trailing commas, comments and raw
 * line breaks in strings that some plug-ins leave. Null when it still does not parse.
 */
export function parseLenientJson(text: string): SchemaValue | null {
  const attempts = [
    text,
    text
      .replace(/^\s*<!\[CDATA\[|\]\]>\s*$/g, '')
      .replace(/^\s*\/\/.*$/gm, '')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/[\r\n\t]+/g, ' ')
      .replace(/,\s*([}\]])/g, '$1'),
  ];
  for (const attempt of attempts) {
    try {
      return JSON.parse(attempt) as SchemaValue;
    } catch {
      // try the next repair
    }
  }
  return null;
}

const isNode = (value: SchemaValue): value is SchemaNode => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every node of a JSON-LD value in document order: arrays and @graph flattened, nested nodes included. */
function collectNodes(value: SchemaValue, into: SchemaNode[]): void {
  if (Array.isArray(value)) {
    value.forEach((item) => collectNodes(item, into));
  } else if (isNode(value)) {
    into.push(value);
    for (const [key, inner] of Object.entries(value)) {
      if (key !== '@context') {
        collectNodes(inner, into);
      }
    }
  }
}

/** Replaces `{ "@id": "#place" }` references by the node the graph defines under that id. */
function resolveReferences(node: SchemaNode, byId: Map<string, SchemaNode>, depth = 0): SchemaNode {
  if (depth > 4) {
    return node;
  }
  const resolve = (value: SchemaValue): SchemaValue => {
    if (Array.isArray(value)) {
      return value.map(resolve);
    }
    if (isNode(value)) {
      const id = value['@id'];
      const target = typeof id === 'string' && Object.keys(value).length === 1 ? byId.get(id) : undefined;
      return resolveReferences(target ?? value, byId, depth + 1);
    }
    return value;
  };
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, resolve(value)]));
}

/** The schema.org Event nodes of the page's JSON-LD blocks, in page order, references resolved. */
export function jsonLdEvents($: CheerioAPI): SchemaNode[] {
  const nodes: SchemaNode[] = [];
  $('script[type="application/ld+json" i]').each((_i, script) => {
    const parsed = parseLenientJson($(script).text());
    if (parsed !== null) {
      collectNodes(parsed, nodes);
    }
  });
  const byId = new Map<string, SchemaNode>();
  for (const node of nodes) {
    if (typeof node['@id'] === 'string' && Object.keys(node).length > 1) {
      byId.set(node['@id'], node);
    }
  }
  return nodes.filter(isEventNode).map((node) => resolveReferences(node, byId));
}

/** The page's first JSON-LD event (a listing's first is the one the page leads with). */
export function readJsonLd($: CheerioAPI): EventDraft | null {
  const event = jsonLdEvents($).find((node) => node.startDate !== undefined || node.name !== undefined);
  return event ? draftFromSchemaEvent(event) : null;
}
