import type { ParseEventResponse } from '@contracts/parse/schemas';
import { answerMessage, nothingFoundMessage } from './model/answer-message';
import type { DraftField } from './model/draft';
import type { MergedDraft } from './model/merge';
import { priceText } from './model/price-text';
import { instantOf, isoInZone, zoneFor } from './model/resolve-when';

/** The answer's name for each draft field. */
const ANSWER_FIELD: Record<DraftField, string> = {
  title: 'title',
  description: 'description',
  start: 'start_datetime',
  end: 'end_datetime',
  location: 'location',
  price: 'price_range',
  eventLink: 'event_link',
  ticketLink: 'ticket_link',
  whatsappLink: 'whatsapp_link',
  cancelled: 'cancelled',
  repeat: 'repeat',
};

const nonBlank = (text: string | undefined) => (text && text.trim() ? text.trim() : undefined);

/**
 * The API's answer for what was read: only the fields found, start and end in one zone (the one
 * the source named, or the member's), whole days as dates, prices as the form writes them, and
 * where each field came from.
 */
export function presentParse(merged: MergedDraft, memberZone: string): ParseEventResponse {
  const { draft, sources } = merged;
  const answer: ParseEventResponse = { success: true, message: answerMessage(draft) };
  const zone = draft.start ? zoneFor(draft.start, memberZone) : undefined;
  if (draft.start && zone) {
    answer.time_zone = zone;
    if (draft.start.time === null) {
      answer.start_date = draft.start.date;
    } else {
      answer.start_datetime = isoInZone(instantOf({ ...draft.start, time: draft.start.time }, zone), zone);
    }
    const end = draft.end;
    if (end && end.time === null && draft.start.time === null && end.date >= draft.start.date) {
      answer.end_date = end.date;
    } else if (end && end.time !== null && draft.start.time !== null) {
      const endInstant = instantOf({ ...end, time: end.time }, zone);
      if (endInstant.getTime() >= instantOf({ ...draft.start, time: draft.start.time }, zone).getTime()) {
        answer.end_datetime = isoInZone(endInstant, zone);
      }
    }
  }
  const fields = {
    title: nonBlank(draft.title),
    description: nonBlank(draft.description),
    location: nonBlank(draft.location),
    price_range: draft.price ? priceText(draft.price) : undefined,
    event_link: draft.eventLink,
    ticket_link: draft.ticketLink,
    whatsapp_link: draft.whatsappLink,
  };
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined) {
      (answer as Record<string, unknown>)[key] = value;
    }
  }
  if (draft.cancelled) {
    answer.cancelled = true;
  }
  // A repeat needs a start: its first date.
  answer.repeat = draft.repeat && draft.start ? draft.repeat : null;
  const presentSources: Record<string, NonNullable<MergedDraft['sources'][DraftField]>> = {};
  for (const [field, source] of Object.entries(sources) as [DraftField, NonNullable<MergedDraft['sources'][DraftField]>][]) {
    const key = field === 'start' && answer.start_date ? 'start_date' : field === 'end' && answer.end_date ? 'end_date' : ANSWER_FIELD[field];
    if ((answer as Record<string, unknown>)[key] !== undefined) {
      presentSources[key] = source;
    }
  }
  answer.sources = presentSources;
  return answer;
}

/**
 * The last step of every reading, the API's and the benchmark's: "nothing found" when no title,
 * start or place was read, or when all there is comes from a page's heading and meta tags with no
 * date (any page has those: they do not make it an event); otherwise the answer.
 */
export function answerFor(merged: MergedDraft, memberZone: string): ParseEventResponse {
  const { title, start, location } = merged.draft;
  const onlyGuesses = !start && Object.values(merged.sources).every((source) => source === 'page_text' || source === 'meta');
  if ((!title && !start && !location) || onlyGuesses) {
    return { success: false, message: nothingFoundMessage(merged), reason: 'nothing_found' };
  }
  return presentParse(merged, memberZone);
}
