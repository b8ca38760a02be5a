import type { ParseEventResponse } from '@contracts/parse/schemas';
import type { Price } from '../../server/features/parse/model/draft';
import type { CorpusCase } from './assistant-corpus';

/**
 * How a case is scored, as the corpus's SOURCES.md states it: each expected key is scored, an
 * absent key is not; a null expects nothing. Titles and places are right when our answer contains
 * the expected text or one of its alternatives, case aside ("case-insensitive containment or any
 * alternative"; nothing else is folded, and an answer that is only a part of the expected text is
 * wrong). Times compare as instants to the minute; a bare date expects a whole-day answer on that
 * date. Prices compare min, max (absent = "from") and currency (moot when free).
 */

export function textMatches(ours: string | undefined, expected: string | null, alternatives: string[] = []): boolean {
  if (expected === null) {
    return ours === undefined;
  }
  if (ours === undefined) {
    return false;
  }
  const mine = ours.toLowerCase();
  return [expected, ...alternatives].some((want) => mine.includes(want.toLowerCase()));
}

const minute = (iso: string) => Math.floor(Date.parse(iso) / 60_000);

export function timeMatches(date: string | undefined, datetime: string | undefined, expected: string | null): boolean {
  if (expected === null) {
    return date === undefined && datetime === undefined;
  }
  if (expected.length === 10) {
    return date === expected && datetime === undefined;
  }
  return datetime !== undefined && minute(datetime) === minute(expected);
}

export function priceMatches(ours: Price | undefined, expected: NonNullable<CorpusCase['expected']['price_range']> | null): boolean {
  if (expected === null) {
    return ours === undefined;
  }
  if (!ours || ours.min !== expected.min) {
    return false;
  }
  if ((expected.max === undefined ? null : expected.max) !== ours.max) {
    return false;
  }
  const free = expected.min === 0 && expected.max === 0;
  return free || ours.currency === expected.currency;
}

export type Field = 'title' | 'start' | 'end' | 'location' | 'price';
export const FIELDS: Field[] = ['title', 'start', 'end', 'location', 'price'];

/** Per field: true (right), false (wrong) or undefined (not scored for this case). */
export function scoreCase(c: CorpusCase, answer: ParseEventResponse, price: Price | undefined): Partial<Record<Field, boolean>> {
  const e = c.expected;
  const score: Partial<Record<Field, boolean>> = {};
  if ('title' in e && e.title !== undefined) {
    score.title = textMatches(answer.title, e.title, c.title_alternatives);
  }
  if ('start' in e && e.start !== undefined) {
    score.start = timeMatches(answer.start_date, answer.start_datetime, e.start);
  }
  if ('end' in e && e.end !== undefined) {
    score.end = timeMatches(answer.end_date, answer.end_datetime, e.end);
  }
  if ('location' in e && e.location !== undefined) {
    score.location = textMatches(answer.location, e.location, c.location_alternatives);
  }
  if ('price_range' in e && e.price_range !== undefined) {
    score.price = priceMatches(price, e.price_range);
  }
  return score;
}
