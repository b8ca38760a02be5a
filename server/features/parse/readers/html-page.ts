import type { CheerioAPI } from 'cheerio';
import type { AnyNode } from 'domhandler';
import { isValidTimeZone } from '../../../contracts/event-time';

const SKIPPED = new Set(['script', 'style', 'noscript', 'template', 'svg', 'head', 'iframe', 'select', 'option', 'nav', 'footer', 'button', 'canvas', 'object']);
const BLOCKS = new Set([
  'p', 'div', 'section', 'article', 'main', 'aside', 'header', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'li', 'ul', 'ol', 'dl', 'dt', 'dd', 'tr', 'table',
  'tbody', 'thead', 'blockquote', 'pre', 'address', 'figure', 'figcaption', 'form', 'fieldset', 'br', 'hr',
]);

/**
 * The text a visitor sees, one block element per line (scripts, styles, navigation and footers
 * left out), for reading a page that has no event data.
 */
export function visibleText($: CheerioAPI): string {
  const parts: string[] = [];
  const walk = (nodes: AnyNode[]) => {
    for (const node of nodes) {
      if ((node.type as string) === 'text' && 'data' in node) {
        parts.push(node.data.replace(/\s+/g, ' '));
      } else if ((node.type as string) === 'tag' && 'tagName' in node) {
        if (SKIPPED.has(node.tagName) || node.attribs.hidden !== undefined || node.attribs['aria-hidden'] === 'true') {
          continue;
        }
        const block = BLOCKS.has(node.tagName);
        if (block) {
          parts.push('\n');
        }
        if (node.tagName === 'td' || node.tagName === 'th') {
          parts.push(' ');
        }
        walk(node.children);
        if (block) {
          parts.push('\n');
        }
      }
    }
  };
  const body = $('body').get(0);
  walk(body ? body.children : ($.root().get(0)?.children ?? []));
  return parts
    .join('')
    .split('\n')
    .map((line) => line.trim())
    .filter((line, i, all) => line !== '' || (i > 0 && all[i - 1] !== ''))
    .join('\n')
    .trim();
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
    for (const match of $(el).text().matchAll(/"?[A-Za-z]*[Tt]ime_?[Zz]one"?\s*[:=]\s*["']([A-Za-z_]+\/[A-Za-z_/]+)["']/g)) {
      candidates.push(match[1] ?? '');
    }
  });
  return candidates.map((c) => c.trim()).find((zone) => zone.includes('/') && isValidTimeZone(zone)) ?? null;
}

/** The page's own heading: its first h1 with text. */
export function pageHeading($: CheerioAPI): string | null {
  const heading = $('h1')
    .toArray()
    .map((el) => $(el).text().replace(/\s+/g, ' ').trim())
    .find((text) => text.length >= 2);
  return heading ?? null;
}
