import type { EventDraft } from '../model/draft';
import { findLinks } from './link-finder';
import { findLocation } from './location-finder';
import { findPrice } from './price-finder';
import { readTextTimes } from './text-times';
import type { TextReference } from './text-times';
import { findTitle } from './title-finder';

export type { TextReference } from './text-times';

const CANCELLED = /\b(?:cancell?ed|called off)\b/i;

/**
 * Everything an announcement states, read with rules: its date and time (chrono-node, in the
 * member's zone or one the text names), its name, place, price and links. The text itself is the
 * description. A field the text does not state is left out.
 */
export function readText(text: string, reference: TextReference, hints: { title?: string } = {}): EventDraft {
  const trimmed = text.trim();
  const times = readTextTimes(trimmed, reference);
  const anchor = times?.anchor ?? null;
  const title = hints.title ?? findTitle(trimmed, anchor);
  const location = findLocation(trimmed, anchor, title);
  const price = findPrice(trimmed, reference.zone);
  const links = findLinks(trimmed);
  return {
    title: title ?? undefined,
    description: trimmed.length > 0 ? trimmed.slice(0, 10_000) : undefined,
    start: times?.start,
    end: times?.end,
    location: location ?? undefined,
    price: price ?? undefined,
    ...links,
    cancelled: CANCELLED.test(trimmed.slice(0, 300)) ? true : undefined,
  };
}
