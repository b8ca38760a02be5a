import { utcToWallTime } from '@contracts/events/event-time';
import type { EventDraft } from '../model/draft';
import { findLinks } from './link-finder';
import { findLocation } from './location-finder';
import { messageParts } from './message-parts';
import { findPrice } from './price-finder';
import { readRepeat } from './read-repeat';
import { readTextTimes, sentAt } from './text-times';
import type { TextReference } from './text-times';
import { findTitle } from './title-finder';

export type { TextReference } from './text-times';

const CANCELLED = /\b(?:cancell?ed|called off)\b/i;

/**
 * The text as the finders read it: a form feed or vertical tab (old e-mails have them) breaks a
 * line, a carriage return is a space, any other control character is a space; the length stays.
 */
const readable = (text: string) =>
  text
    .replace(/\r(?=\n)/g, ' ')
    .replace(/[\f\v\r\u2028\u2029]/g, '\n')
    // eslint-disable-next-line no-control-regex -- control characters are what this removes
    .replace(/[\u0000-\u0008\u000e-\u001f\u007f]/g, ' ');

/**
 * Everything an announcement states, read with rules: its date and time (chrono-node, in the
 * member's zone or one the text names), its name, place, price and links. A pasted e-mail's
 * headers and quote marks are not read as the announcement (its subject may name the event, its
 * Date header tells when "this Sunday" was written). The text itself is the description. A field
 * the text does not state is left out.
 */
export function readText(text: string, reference: TextReference, hints: { title?: string } = {}): EventDraft {
  const trimmed = text.trim();
  const { body, subject, sentText } = messageParts(readable(trimmed));
  const written = sentText ? sentAt(sentText, reference) : null;
  const times = readTextTimes(body, written ? { ...reference, instant: written } : reference);
  const anchor = times?.anchor ?? null;
  const named = hints.title ?? findTitle(body, anchor, { subject, anchorEnd: times?.anchorEnd });
  const location = findLocation(body, anchor, named);
  // A text that says neither when nor where announces no event: its first words are not a title ("asdf qwer", "ok 👍").
  const title = times || location || hints.title ? named : null;
  const price = findPrice(body, reference.zone);
  const links = findLinks(body);
  const repeat = times ? readRepeat(body, times, utcToWallTime(written ?? reference.instant, reference.zone).date) : null;
  return {
    title: title ?? undefined,
    description: trimmed.length > 0 ? trimmed.slice(0, 10_000) : undefined,
    start: repeat?.start ?? times?.start,
    end: repeat ? repeat.end : times?.end,
    repeat: repeat?.rule,
    location: location ?? undefined,
    price: price ?? undefined,
    ...links,
    cancelled: CANCELLED.test(body.slice(0, 300)) ? true : undefined,
    dateCheck: times?.check,
  };
}
