import type { Cheerio, CheerioAPI } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import type { EventDraft } from '../model/draft';
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

const URL_ATTRIBUTE: Record<string, string> = { a: 'href', area: 'href', link: 'href', img: 'src', audio: 'src', video: 'src', source: 'src', iframe: 'src', embed: 'src', object: 'data' };

/** The value an element gives its property, as the microdata and RDFa rules read it. */
function propertyValue($: CheerioAPI, el: Element, syntax: ItemSyntax): SchemaValue {
  if ($(el).is(`[${syntax.scope}]`)) {
    return readItem($, el, syntax);
  }
  const content = $(el).attr('content') ?? (el.tagName === 'meta' ? '' : undefined);
  if (content !== undefined) {
    return content;
  }
  const urlAttr = URL_ATTRIBUTE[el.tagName];
  if (urlAttr && $(el).attr(urlAttr) !== undefined && syntax === MICRODATA) {
    return $(el).attr(urlAttr) ?? '';
  }
  if (el.tagName === 'time' && $(el).attr('datetime')) {
    return $(el).attr('datetime') ?? '';
  }
  if ((el.tagName === 'data' || el.tagName === 'meter') && $(el).attr('value') !== undefined) {
    return $(el).attr('value') ?? '';
  }
  return $(el).text().replace(/\s+/g, ' ').trim();
}

/** The item an element opens: its type and every property whose nearest enclosing item it is. */
function readItem($: CheerioAPI, item: Element, syntax: ItemSyntax): SchemaNode {
  const node: SchemaNode = { '@type': ($(item).attr(syntax.type) ?? '').split(/\s+/).filter(Boolean) };
  const visit = (children: Cheerio<AnyNode>) => {
    children.each((_i, child) => {
      if (!('tagName' in child)) {
        return;
      }
      const el = child;
      const names = ($(el).attr(syntax.prop) ?? '').split(/\s+/).filter(Boolean);
      for (const name of names.map((n) => n.replace(/^.*[/#:]/, ''))) {
        const value = propertyValue($, el, syntax);
        const existing = node[name];
        node[name] = existing === undefined ? value : Array.isArray(existing) ? [...existing, value] : [existing, value];
      }
      // A nested item keeps its own properties; anything else passes its children on to this item.
      if (!$(el).is(`[${syntax.scope}]`)) {
        visit($(el).children());
      }
    });
  };
  visit($(item).children());
  return node;
}

function readEvents($: CheerioAPI, syntax: ItemSyntax): SchemaNode[] {
  return $(`[${syntax.scope}]`)
    .toArray()
    .filter((el): el is Element => (el.type as string) === 'tag')
    .map((el) => readItem($, el, syntax))
    .filter(isEventNode);
}

/** The page's first schema.org Event in microdata. */
export function readMicrodata($: CheerioAPI): EventDraft | null {
  const event = readEvents($, MICRODATA)[0];
  return event ? draftFromSchemaEvent(event) : null;
}

/** The page's first schema.org Event in RDFa (Lite). */
export function readRdfa($: CheerioAPI): EventDraft | null {
  const event = readEvents($, RDFA)[0];
  return event ? draftFromSchemaEvent(event) : null;
}
