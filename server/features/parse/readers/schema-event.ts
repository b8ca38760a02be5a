import { load } from 'cheerio';
import type { EventDraft, Price, When } from '../model/draft';
import { parseIsoWhen } from '../model/iso-when';
import { readEventSchedule } from './event-schedule';
import { boundedHtml } from './html-nesting';

/** A schema.org node as JSON-LD writes it (microdata and RDFa items are turned into the same shape). */
export type SchemaNode = { [key: string]: SchemaValue };
export type SchemaValue = string | number | boolean | null | SchemaNode | SchemaValue[];

/** Types that are events although their name does not end in "Event". */
const EVENT_TYPES = new Set(['festival', 'hackathon', 'courseinstance', 'eventseries']);

/** The node's types without their vocabulary ('https://schema.org/MusicEvent' and 'schema:MusicEvent' are 'MusicEvent'). */
export function typesOf(node: SchemaNode): string[] {
  const raw = node['@type'] ?? node.type;
  const list = Array.isArray(raw) ? raw : [raw];
  return list.filter((t): t is string => typeof t === 'string').map((t) => t.replace(/^.*[/#:]/, ''));
}

/** schema.org Event and every subtype (MusicEvent, TheaterEvent, Festival...). */
export const isEventNode = (node: SchemaNode): boolean => typesOf(node).some((t) => /event$/i.test(t) || EVENT_TYPES.has(t.toLowerCase()));

export const asList = (value: SchemaValue | undefined): SchemaValue[] => (value === undefined || value === null ? [] : Array.isArray(value) ? value : [value]);
export const isNode = (value: SchemaValue | undefined): value is SchemaNode => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The part of a value read: a name, a place or a description is shorter (the event form keeps 10,000 characters of a description). */
const VALUE_MAX = 20_000;

/**
 * Plain text: HTML entities decoded, tags dropped, spaces collapsed (JSON-LD often carries '&#038;'
 * and '<p>'). Of its first VALUE_MAX characters, its markup nested no deeper than a page's may be
 * (boundedHtml): a page's data cannot make the readers parse more than the page itself.
 */
export function plainText(whole: string): string {
  const value = whole.slice(0, VALUE_MAX);
  const text = /[<&]/.test(value) ? load(`<body>${boundedHtml(value.replace(/<br\s*\/?>|<\/p>/gi, '\n'))}</body>`)('body').text() : value;
  return text
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The first text of a property (a string, a number, or a node's name / @value). */
export function textOf(value: SchemaValue | undefined): string | undefined {
  for (const item of asList(value)) {
    if (typeof item === 'string' || typeof item === 'number') {
      const text = plainText(String(item));
      if (text) {
        return text;
      }
    } else if (isNode(item)) {
      const inner = textOf(item['@value'] ?? item.name);
      if (inner) {
        return inner;
      }
    }
  }
  return undefined;
}

/** Joins address parts, leaving out any already said. */
function joinParts(parts: (string | undefined)[]): string | undefined {
  const kept: string[] = [];
  for (const part of parts) {
    const text = part?.trim();
    if (text && !kept.some((k) => k.toLowerCase().includes(text.toLowerCase()))) {
      kept.push(text);
    }
  }
  return kept.length > 0 ? kept.join(', ') : undefined;
}

function addressText(value: SchemaValue | undefined): string | undefined {
  for (const item of asList(value)) {
    if (typeof item === 'string') {
      return plainText(item) || undefined;
    }
    if (isNode(item)) {
      const region = textOf(item.addressRegion);
      return joinParts([textOf(item.streetAddress), textOf(item.addressLocality), region && region.length <= 3 ? region : undefined]);
    }
  }
  return undefined;
}

const isVirtual = (node: SchemaNode) => typesOf(node).some((t) => t === 'VirtualLocation');

/** A venue as people write it: its name, street and town; a virtual location is "Online". */
export function locationText(value: SchemaValue | undefined): string | undefined {
  const items = asList(value);
  // A Place beats a VirtualLocation when an event is both (mixed attendance).
  const places = items.filter((item) => !(isNode(item) && isVirtual(item)));
  for (const item of places) {
    if (typeof item === 'string') {
      const text = plainText(item);
      if (text) {
        return text;
      }
    } else if (isNode(item)) {
      const text = joinParts([textOf(item.name), addressText(item.address)]);
      if (text) {
        return text;
      }
    }
  }
  return items.some((item) => isNode(item) && isVirtual(item)) ? 'Online' : undefined;
}

function amount(value: SchemaValue | undefined): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (/^free$/i.test(text)) {
    return 0;
  }
  const number = Number(text.replace(/,(?=\d{2}$)/, '.').replace(/[^0-9.]/g, ''));
  return text !== '' && /\d/.test(text) && Number.isFinite(number) ? number : null;
}

/** Every price an offer states (price, lowPrice, highPrice, a nested priceSpecification), in one range. */
export function priceOf(offers: SchemaValue | undefined, freeFlag?: SchemaValue): Price | undefined {
  const amounts: number[] = [];
  let currency: string | null = null;
  let onlyFrom = false;
  const visit = (value: SchemaValue | undefined) => {
    for (const offer of asList(value)) {
      if (!isNode(offer)) {
        continue;
      }
      const low = amount(offer.lowPrice ?? null);
      const high = amount(offer.highPrice ?? null);
      const price = amount(offer.price ?? null);
      for (const found of [low, high, price]) {
        if (found !== null) {
          amounts.push(found);
        }
      }
      onlyFrom ||= low !== null && high === null && price === null;
      currency ??= textOf(offer.priceCurrency)?.toUpperCase() ?? null;
      visit(offer.priceSpecification);
      visit(offer.offers);
    }
  };
  visit(offers);
  if (amounts.length === 0) {
    return freeFlag === true || freeFlag === 'true' || freeFlag === 'True' ? { min: 0, max: 0, currency: null } : undefined;
  }
  const min = Math.min(...amounts);
  const max = Math.max(...amounts);
  return { min, max: onlyFrom && min === max ? null : max, currency };
}

function urlOf(value: SchemaValue | undefined): string | undefined {
  for (const item of asList(value)) {
    const text = typeof item === 'string' ? item : isNode(item) ? (typeof item['@id'] === 'string' ? item['@id'] : typeof item.url === 'string' ? item.url : undefined) : undefined;
    if (text && /^https?:\/\//i.test(text.trim())) {
      return text.trim();
    }
  }
  return undefined;
}

const ticketUrl = (offers: SchemaValue | undefined): string | undefined => {
  for (const offer of asList(offers)) {
    if (isNode(offer)) {
      const url = urlOf(offer.url) ?? ticketUrl(offer.offers);
      if (url) {
        return url;
      }
    }
  }
  return undefined;
};

/**
 * An event that runs from 00:00 to 23:59 is written so by calendar plug-ins for "all day": it
 * is read as whole days.
 */
function wholeDays(start: When | null, end: When | null): [When | null, When | null] {
  if (start?.time === '00:00' && end && /^23:59/.test(end.time ?? '')) {
    return [{ date: start.date, time: null }, { date: end.date, time: null }];
  }
  return [start, end];
}

/** The draft a schema.org Event node states. */
export function draftFromSchemaEvent(node: SchemaNode): EventDraft {
  const [stated, statedEnd] = wholeDays(parseIsoWhen(textOf(node.startDate)), parseIsoWhen(textOf(node.endDate)));
  // An eventSchedule gives the Repeat rule, and the start when the event states none; a schedule that is no rule gives nothing.
  const schedule = node.eventSchedule === undefined ? null : readEventSchedule(node, stated, statedEnd);
  const start = schedule ? schedule.start : stated;
  const end = schedule ? (schedule.end ?? null) : statedEnd;
  const status = textOf(node.eventStatus) ?? '';
  const online = /OnlineEventAttendanceMode/i.test(textOf(node.eventAttendanceMode) ?? '');
  const link = urlOf(node.url);
  const tickets = ticketUrl(node.offers);
  return {
    title: textOf(node.name),
    description: textOf(node.description),
    start: start ?? undefined,
    end: end ?? undefined,
    location: locationText(node.location) ?? (online ? 'Online' : undefined),
    price: priceOf(node.offers, node.isAccessibleForFree),
    eventLink: link,
    ticketLink: tickets && tickets !== link ? tickets : undefined,
    cancelled: /cancel/i.test(status) ? true : undefined,
    repeat: schedule?.repeat,
  };
}
