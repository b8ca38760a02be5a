import * as chrono from 'chrono-node';
import type { EventDraft, Price } from '../model/draft';
import { MONTH_PATTERN, WEEKDAY_PATTERN } from '../text/calendar-words';
import { FREE } from '../text/price-finder';
import type { TextReference } from '../text/text-times';

/** Text as compared: one case, one kind of quote, single spaces. */
const fold = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[’‘ʼ`´]/g, "'")
    .replace(/[“”„]/g, '"')
    .replace(/\s+/g, ' ')
    .trim();

/** Punctuation and symbols around a value ('"Games night".', '(The Crown)') are not part of it. */
const trimmed = (text: string) => text.replace(/^[\p{P}\p{S}\s]+|[\p{P}\p{S}\s]+$/gu, '');

/** Whether the text contains the value: case, spacing, quotes and surrounding punctuation aside. */
export function statedIn(text: string, value: string): boolean {
  const wanted = fold(trimmed(value));
  return wanted !== '' && fold(text).includes(wanted);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** An amount as texts write it: 1500, 1,500, 12.5, 12.50, 12,50. */
function amountStatedIn(text: string, amount: number): boolean {
  if (amount === 0) {
    return FREE.test(text) || /(?<![\d.,])0(?:[.,]00)?(?![\d.,]*\d)/.test(text);
  }
  const forms = new Set([String(amount), amount.toFixed(2), amount.toLocaleString('en-US'), amount.toLocaleString('en-US', { minimumFractionDigits: 2 })]);
  for (const form of [...forms]) {
    forms.add(form.replace('.', ','));
  }
  return [...forms].some((form) => new RegExp(`(?<![\\d.,])${escape(form)}(?![\\d]|[.,]\\d)`).test(text));
}

const priceStatedIn = (text: string, price: Price) => amountStatedIn(text, price.min) && (price.max === null || amountStatedIn(text, price.max));

const DAY_WORDS = new RegExp(
  `\\b(?:${WEEKDAY_PATTERN}|${MONTH_PATTERN}|today|tonight|tomorrow|tmrw|weekend|noon|midday|midnight|(?:this|tomorrow|next) (?:morning|afternoon|evening|night|week))\\b`,
  'i',
);

/** Words that say an event repeats, in any of the forms the rules read and more ("weekly", "every", "Tuesdays"). */
const REPEAT_WORDS = /\b(?:every|each|daily|weekly|fortnightly|bi-?weekly|monthly|yearly|annually|(?:mon|tues|wednes|thurs|fri|satur|sun)days)\b/i;

/** Every language chrono reads: a short message is too short to tell its language by. */
const PARSERS = [chrono.en.casual, chrono.de.casual, chrono.fr.casual, chrono.nl.casual, chrono.it.casual, chrono.es.casual, chrono.pt.casual, chrono.sv.casual, chrono.ja.casual];

/** A day, weekday, month or hour chrono reads for certain: "night" in "Games night" is not one. */
const definite = (result: chrono.ParsedResult) => (['day', 'weekday', 'month', 'hour'] as const).some((component) => result.start.isCertain(component));

/** Whether the text says anything about when: digits, day or month words, or a date chrono reads in any of its languages. */
function mentionsATime(text: string, reference: TextReference): boolean {
  return /\d/.test(text) || DAY_WORDS.test(text) || PARSERS.some((parser) => parser.parse(text, reference.instant).some(definite));
}

/**
 * What a language model read, kept only where the text it was given says it: a title, place or
 * link the text contains (case, spacing, quotes and surrounding punctuation aside), a price whose
 * amounts the text states, dates only when the text mentions a time at all, and a repeat only
 * with a start and words of repetition. A model can write
 * a plausible name or date that is nowhere in the text; the assistant never invents a field.
 */
export function groundedIn(text: string, draft: EventDraft, reference: TextReference): EventDraft {
  const kept: EventDraft = {};
  for (const field of ['title', 'location', 'eventLink', 'ticketLink'] as const) {
    const value = draft[field];
    if (value !== undefined && statedIn(text, value)) {
      kept[field] = value;
    }
  }
  if (draft.price && priceStatedIn(text, draft.price)) {
    kept.price = draft.price;
  }
  if (draft.start && mentionsATime(text, reference)) {
    kept.start = draft.start;
    if (draft.end) {
      kept.end = draft.end;
    }
    if (draft.repeat && REPEAT_WORDS.test(text)) {
      kept.repeat = draft.repeat;
    }
  }
  return kept;
}
