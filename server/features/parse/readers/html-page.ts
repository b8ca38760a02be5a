import type { CheerioAPI } from 'cheerio';
import type { AnyNode } from 'domhandler';
import { isValidTimeZone } from '@contracts/events/event-time';
import { PARSE_TEXT_MAX } from '@contracts/parse/messages';

const SKIPPED = new Set(['script', 'style', 'noscript', 'template', 'svg', 'head', 'iframe', 'select', 'option', 'nav', 'footer', 'button', 'canvas', 'object']);
const BLOCKS = new Set([
  'p', 'div', 'section', 'article', 'main', 'aside', 'header', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'li', 'ul', 'ol', 'dl', 'dt', 'dd', 'tr', 'table',
  'tbody', 'thead', 'blockquote', 'pre', 'address', 'figure', 'figcaption', 'form', 'fieldset', 'br', 'hr',
]);

/**
 * At most this much of a page's visible text is read: what a member may paste (PARSE_TEXT_MAX).
 * The text readers' time grows with the text, and an event page states its event near the top.
 */
export const PAGE_TEXT_MAX = PARSE_TEXT_MAX;

type Walked = { node: AnyNode; closing: boolean };

/**
 * The text a visitor sees, one block element per line (scripts, styles, navigation and footers
 * left out), for reading a page that has no event data: at most `max` characters. The walk keeps
 * its own stack, so no nesting can overflow the call stack.
 */
export function visibleText($: CheerioAPI, max = PAGE_TEXT_MAX): string {
  const parts: string[] = [];
  let length = 0;
  const body = $('body').get(0);
  const todo: Walked[] = [...(body ? body.children : ($.root().get(0)?.children ?? []))].reverse().map((node) => ({ node, closing: false }));
  while (todo.length > 0 && length < max) {
    const { node, closing } = todo.pop() as Walked;
    if ((node.type as string) === 'text' && 'data' in node) {
      parts.push(node.data.replace(/\s+/g, ' '));
      length += node.data.length;
    } else if ((node.type as string) === 'tag' && 'tagName' in node) {
      if (closing || SKIPPED.has(node.tagName) || node.attribs.hidden !== undefined || node.attribs['aria-hidden'] === 'true') {
        parts.push(closing && BLOCKS.has(node.tagName) ? '\n' : '');
        continue;
      }
      parts.push(BLOCKS.has(node.tagName) ? '\n' : node.tagName === 'td' || node.tagName === 'th' ? ' ' : '');
      todo.push({ node, closing: true }, ...[...node.children].reverse().map((child) => ({ node: child, closing: false })));
    }
  }
  return parts
    .join('')
    .slice(0, max)
    .split('\n')
    .map((line) => line.trim())
    .filter((line, i, all) => line !== '' || (i > 0 && all[i - 1] !== ''))
    .join('\n')
    .trim();
}

/**
 * An element's text, as cheerio's text() gives it, but at most `max` characters and walked with
 * a stack of its own: a property, a heading or a venue is short, and a page may nest deep.
 */
export function elementText(element: AnyNode, max = 10_000): string {
  const parts: string[] = [];
  let length = 0;
  const todo: AnyNode[] = [element];
  while (todo.length > 0 && length < max) {
    const node = todo.pop() as AnyNode;
    if ((node.type as string) === 'text' && 'data' in node) {
      parts.push(node.data);
      length += node.data.length;
    } else if ('children' in node && (node.type as string) !== 'comment') {
      for (let i = node.children.length - 1; i >= 0; i -= 1) {
        todo.push(node.children[i] as AnyNode);
      }
    }
  }
  return parts.join('').slice(0, max);
}

/**
 * The IANA zone a page states for its event, for times it writes without an offset: a meta tag
 * or data attribute naming a zone, or a "timezone" key in the page's own JSON.
 */
export function pageZoneHint($: CheerioAPI): string | null {
  const candidates: string[] = [];
  $('meta').each((_i, el) => {
    const name = `${$(el).attr('name') ?? ''} ${$(el).attr('property') ?? ''} ${$(el).attr('itemprop') ?? ''}`;
    if (/time-?zone|\btz\b/i.test(name)) {
      candidates.push($(el).attr('content') ?? '');
    }
  });
  $('[data-timezone], [data-time-zone], [data-tz]').each((_i, el) => {
    candidates.push($(el).attr('data-timezone') ?? $(el).attr('data-time-zone') ?? $(el).attr('data-tz') ?? '');
  });
  $('script').each((_i, el) => {
    // "startTimeZone", "event_timezone": the match starts at "time" (a leading [A-Za-z]* backtracked
    // over every run of letters, quadratic in a long script).
    for (const match of $(el).text().matchAll(/[Tt]ime_?[Zz]one"?\s*[:=]\s*["']([A-Za-z_]+\/[A-Za-z_/]+)["']/g)) {
      candidates.push(match[1] ?? '');
    }
  });
  return candidates.map((c) => c.trim()).find((zone) => zone.includes('/') && isValidTimeZone(zone)) ?? null;
}

/** The page's own heading: its first h1 with text. */
export function pageHeading($: CheerioAPI): string | null {
  const heading = $('h1')
    .toArray()
    .map((el) => elementText(el, 1000).replace(/\s+/g, ' ').trim())
    .find((text) => text.length >= 2);
  return heading ?? null;
}
