import { load } from 'cheerio';
import type { CheerioAPI } from 'cheerio';
import type { EventDraft, Reading, When } from '../model/draft';
import { readText } from '../text/read-text';
import type { TextReference } from '../text/read-text';
import { readMicrodata, readRdfa } from './embedded-items';
import { readHEvent } from './h-event';
import { boundedHtml } from './html-nesting';
import { pageHeading, pageZoneHint, visibleText } from './html-page';
import { readJsonLd } from './json-ld';
import { readMetaTags } from './meta-tags';

/** A time written without offset or zone is the page's zone's when the page names one. */
function inZone(when: When | undefined, zone: string | null): When | undefined {
  return when && zone && when.time !== null && when.offsetMinutes === undefined && when.zone === undefined ? { ...when, zone } : when;
}

function withZone(draft: EventDraft, zone: string | null): EventDraft {
  return { ...draft, start: inZone(draft.start, zone), end: inZone(draft.end, zone) };
}

/** The calendar file a page links to (`<link rel="alternate" type="text/calendar">`, an "Add to calendar" .ics link). */
export function linkedCalendar($: CheerioAPI, pageUrl: string): string | null {
  const href =
    $('link[type="text/calendar" i]').attr('href') ??
    $('a[href$=".ics" i], a[href*=".ics?" i], a[href*="ical=1" i], a[href^="webcal:" i]').first().attr('href');
  if (!href) {
    return null;
  }
  try {
    const url = new URL(href.replace(/^webcal:/i, 'https:'), pageUrl);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

export interface PageReading {
  readings: Reading[];
  calendarLink: string | null;
  /** The page's visible text (what a language model is given). */
  text: string;
  /** The readers that failed on this page (their part is left out; the others' readings stand). */
  failed: string[];
}

/**
 * Everything an HTML page states about its event, best source first: schema.org Event in
 * JSON-LD, microdata and RDFa, an h-event, OpenGraph and meta tags, then its visible text. The
 * page is parsed once, nested no deeper than MAX_NESTING (boundedHtml). Each structured reader
 * reads on its own: one that fails on odd markup costs the member only its own part.
 */
export function readHtmlPage(html: string, pageUrl: string, reference: TextReference): PageReading {
  const $ = load(boundedHtml(html));
  const failed: string[] = [];
  const attempt = <T>(source: string, read: () => T): T | null => {
    try {
      return read();
    } catch {
      failed.push(source);
      return null;
    }
  };
  const zone = attempt('zone', () => pageZoneHint($));
  const heading = attempt('heading', () => pageHeading($));
  const structured: [Reading['source'], EventDraft | null][] = [
    ['jsonld', attempt('jsonld', () => readJsonLd($))],
    ['microdata', attempt('microdata', () => readMicrodata($))],
    ['rdfa', attempt('rdfa', () => readRdfa($))],
    ['hevent', attempt('hevent', () => readHEvent($, pageUrl))],
  ];
  const readings: Reading[] = structured.filter((entry): entry is [Reading['source'], EventDraft] => entry[1] !== null).map(([source, draft]) => ({ source, draft: withZone(draft, zone) }));
  const meta = attempt('meta', () => readMetaTags($, heading));
  if (meta) {
    readings.push({ source: 'meta', draft: withZone(meta, zone) });
  }
  const text = visibleText($);
  if (text) {
    const fromText = readText(text, { instant: reference.instant, zone: zone ?? reference.zone, relativeDates: false });
    // The page's own description is better than its whole text.
    readings.push({ source: 'page_text', draft: { ...fromText, description: undefined, title: heading ? undefined : fromText.title } });
  }
  return { readings, calendarLink: attempt('calendar link', () => linkedCalendar($, pageUrl)), text, failed };
}
