import type { CheerioAPI } from 'cheerio';
import { mf2 } from 'microformats-parser';
import type { EventDraft } from '../model/draft';
import { parseIsoWhen } from '../model/iso-when';
import { plainText } from './schema-event';

/** microformats-parser's item shape (a property is a list of strings, HTML values or nested items). */
interface MfItem {
  type?: string[];
  properties: Record<string, MfValue[]>;
  value?: unknown;
  children?: MfItem[];
}
type MfValue = string | MfItem | { html: string; value: string };

const isItem = (value: unknown): value is MfItem => typeof value === 'object' && value !== null && 'properties' in value;

function firstText(values: MfValue[] | undefined): string | undefined {
  for (const value of values ?? []) {
    const text = typeof value === 'string' ? value : isItem(value) ? (typeof value.value === 'string' ? value.value : undefined) : value.value;
    if (text && text.trim()) {
      return plainText(text);
    }
  }
  return undefined;
}

/** A nested h-card / h-adr as "name, street, town"; a plain value as written. */
function locationOf(values: MfValue[] | undefined): string | undefined {
  for (const value of values ?? []) {
    if (isItem(value)) {
      const p = value.properties;
      const region = firstText(p.region);
      const parts = [firstText(p.name), firstText(p['street-address']), firstText(p.locality), region && region.length <= 3 ? region : undefined];
      const kept: string[] = [];
      for (const part of parts) {
        if (part && !kept.some((k) => k.toLowerCase().includes(part.toLowerCase()))) {
          kept.push(part);
        }
      }
      if (kept.length > 0) {
        return kept.join(', ');
      }
    }
    const text = firstText([value]);
    if (text) {
      return text;
    }
  }
  return undefined;
}

/** Every h-event in document order, also those nested as a property (an h-review's item) or a child. */
function hEvents(items: MfItem[], into: MfItem[] = []): MfItem[] {
  for (const item of items) {
    if (item.type?.includes('h-event')) {
      into.push(item);
    }
    hEvents(Object.values(item.properties).flat().filter(isItem), into);
    hEvents(item.children ?? [], into);
  }
  return into;
}

/** The address the page's relative links are read against: its <base href>, else its own. */
function baseOf($: CheerioAPI, pageUrl: string): string {
  const href = $('base[href]').first().attr('href');
  try {
    return href ? new URL(href, pageUrl).href : pageUrl;
  } catch {
    return pageUrl;
  }
}

/**
 * The page's first h-event (microformats2, or classic hCalendar "vevent", which the parser reads
 * too). The microformats parser is given that event's markup alone, from the page as already read
 * (so nested no deeper than boundedHtml allows): it throws on a page whose body holds no element,
 * and keeps rel values as keys of a plain object, where rel="__proto__" or "toString" breaks it.
 * rel is never part of an event, so it is left out.
 */
export function readHEvent($: CheerioAPI, pageUrl: string): EventDraft | null {
  const root = $('.h-event, .vevent').first();
  if (root.length === 0) {
    return null;
  }
  const markup = root.clone();
  markup.find('[rel]').addBack('[rel]').removeAttr('rel');
  const event = hEvents(mf2(`<!doctype html><html><body>${$.html(markup)}</body></html>`, { baseUrl: baseOf($, pageUrl) }).items as MfItem[])[0];
  if (!event) {
    return null;
  }
  const p = event.properties;
  const url = firstText(p.url);
  return {
    title: firstText(p.name) ?? firstText(p.summary),
    description: firstText(p.description) ?? firstText(p.summary),
    start: parseIsoWhen(firstText(p.start)) ?? undefined,
    end: parseIsoWhen(firstText(p.end)) ?? undefined,
    location: locationOf(p.location),
    eventLink: url && /^https?:\/\//.test(url) ? url : undefined,
  };
}
