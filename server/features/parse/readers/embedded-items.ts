import type { CheerioAPI } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import type { EventDraft } from '../model/draft';
import { elementText } from './html-page';
import { draftFromSchemaEvent, isEventNode } from './schema-event';
import type { SchemaNode, SchemaValue } from './schema-event';

/** How a syntax marks items in HTML: microdata (itemscope/itemtype/itemprop) or RDFa Lite (typeof/property). */
interface ItemSyntax {
  scope: string;
  type: string;
  prop: string;
}

const MICRODATA: ItemSyntax = { scope: 'itemscope', type: 'itemtype', prop: 'itemprop' };
const RDFA: ItemSyntax = { scope: 'typeof', type: 'typeof', prop: 'property' };

const URL_ATTRIBUTE = new Map(Object.entries({ a: 'href', area: 'href', link: 'href', img: 'src', audio: 'src', video: 'src', source: 'src', iframe: 'src', embed: 'src', object: 'data' }));

/** Items inside items are read this many levels deep; deeper ones count as their text. */
const ITEM_DEPTH = 12;

/** The value an element gives its property, as the microdata and RDFa rules read it. */
function propertyValue($: CheerioAPI, el: Element, syntax: ItemSyntax, depth: number): SchemaValue {
  if ($(el).is(`[${syntax.scope}]`) && depth < ITEM_DEPTH) {
    return readItem($, el, syntax, depth + 1);
  }
  const content = $(el).attr('content') ?? (el.tagName === 'meta' ? '' : undefined);
  if (content !== undefined) {
    return content;
  }
  const urlAttr = URL_ATTRIBUTE.get(el.tagName);
  if (urlAttr && $(el).attr(urlAttr) !== undefined && syntax === MICRODATA) {
    return $(el).attr(urlAttr) ?? '';
  }
  if (el.tagName === 'time' && $(el).attr('datetime')) {
    return $(el).attr('datetime') ?? '';
  }
  if ((el.tagName === 'data' || el.tagName === 'meter') && $(el).attr('value') !== undefined) {
    return $(el).attr('value') ?? '';
  }
  return elementText(el).replace(/\s+/g, ' ').trim();
}

const typesIn = ($: CheerioAPI, el: Element, syntax: ItemSyntax) => ($(el).attr(syntax.type) ?? '').split(/\s+/).filter(Boolean);

/**
 * The item an element opens: its type and every property whose nearest enclosing item it is. The
 * item has no prototype, so a property named "__proto__" or "constructor" is a property like any
 * other; the element's descendants are walked with a stack of their own.
 */
function readItem($: CheerioAPI, item: Element, syntax: ItemSyntax, depth = 0): SchemaNode {
  const node = Object.create(null) as SchemaNode;
  node['@type'] = typesIn($, item, syntax);
  const todo: AnyNode[] = [...item.children].reverse();
  while (todo.length > 0) {
    const el = todo.pop() as AnyNode;
    if (!('tagName' in el)) {
      continue;
    }
    const names = ($(el).attr(syntax.prop) ?? '').split(/\s+/).filter(Boolean);
    for (const name of names.map((n) => n.replace(/^.*[/#:]/, ''))) {
      const value = propertyValue($, el, syntax, depth);
      const existing = node[name];
      node[name] = existing === undefined ? value : Array.isArray(existing) ? [...existing, value] : [existing, value];
    }
    // A nested item keeps its own properties; anything else passes its children on to this item.
    if (!$(el).is(`[${syntax.scope}]`)) {
      todo.push(...[...el.children].reverse());
    }
  }
  return node;
}

/** The page's first item of an Event type (an event nested in another item included), read. */
function firstEvent($: CheerioAPI, syntax: ItemSyntax): SchemaNode | undefined {
  const element = $(`[${syntax.scope}]`)
    .toArray()
    .find((el): el is Element => (el.type as string) === 'tag' && isEventNode({ '@type': typesIn($, el as Element, syntax) }));
  return element ? readItem($, element, syntax) : undefined;
}

/** The page's first schema.org Event in microdata. */
export function readMicrodata($: CheerioAPI): EventDraft | null {
  const event = firstEvent($, MICRODATA);
  return event ? draftFromSchemaEvent(event) : null;
}

/** The page's first schema.org Event in RDFa (Lite). */
export function readRdfa($: CheerioAPI): EventDraft | null {
  const event = firstEvent($, RDFA);
  return event ? draftFromSchemaEvent(event) : null;
}
