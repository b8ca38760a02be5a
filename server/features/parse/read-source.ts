import type { Reading } from './model/draft';
import { readIcs } from './readers/ics';
import { readHtmlPage } from './readers/read-page';
import { readText } from './text/read-text';
import type { TextReference } from './text/read-text';

/** Media types the assistant reads from a URL: web pages and calendar files. */
export const READABLE_TYPES = new Set(['text/html', 'application/xhtml+xml', 'text/calendar', 'application/ics', 'text/x-vcalendar']);
export const isCalendarType = (mediaType: string) => mediaType !== 'text/html' && mediaType !== 'application/xhtml+xml';

export interface DocumentReading {
  readings: Reading[];
  /** A calendar file the page links to, to read as well. */
  calendarLink: string | null;
  /** The document's text, for a language model. */
  text: string;
  /** Readers that failed on the document (see readHtmlPage). */
  failed: string[];
}

/** What a fetched document states: a calendar file, or a page (with the calendar file it links to). */
export function readDocument(body: string, mediaType: string, url: string, reference: TextReference): DocumentReading {
  if (isCalendarType(mediaType) || /^\s*BEGIN:VCALENDAR/i.test(body)) {
    const draft = readIcs(body);
    return { readings: draft ? [{ source: 'ics', draft }] : [], calendarLink: null, text: body, failed: [] };
  }
  return readHtmlPage(body, url, reference);
}

/** What pasted text states. */
export function readPastedText(text: string, reference: TextReference): Reading[] {
  return [{ source: 'text', draft: readText(text, reference) }];
}
