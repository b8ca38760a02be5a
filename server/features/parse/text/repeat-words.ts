import type { MonthlyOn, Weekday, WeekdayOrdinal } from '@contracts/events/recurrence';
import { MONTH_PATTERN, monthNumber } from './calendar-words';

/**
 * How an announcement says its event repeats, as a small grammar of English phrases:
 *
 *   weekly   := (every | each) [other | Nth | N] WEEKDAYS | weekly on WEEKDAYS | fortnightly on WEEKDAYS
 *             | every [N | other] week[s] on WEEKDAYS | [on] PLURAL-WEEKDAYS | every weekday | every weekend
 *   monthly  := [every | each | on the] ORDINAL WEEKDAY of (the | each | every [other]) month
 *             | (monthly | every month) on the ORDINAL WEEKDAY | ORDINAL WEEKDAY monthly
 *             | monthly on the DAY | [on] the DAY of (each | every | the) month | every month on the DAY
 *   daily    := daily | every [other | N] day[s] | each day
 *   ending   := (until | till | through | ending [on]) DATE | until the end of MONTH | in MONTH
 *             | for N (days | weeks | months | sessions | times...) | N times
 *
 * A phrase after words that undo it ("closed on Mondays", "except every other Friday") or a
 * range of weekdays ("Tuesdays to Saturdays": opening hours) is not one. The words only: which
 * year an ending date falls in, and whether the rule fits the event's start, are the caller's.
 */

export type RepeatBase =
  | { frequency: 'daily'; interval: number }
  | { frequency: 'weekly'; interval: number; weekdays: Weekday[] }
  | { frequency: 'monthly'; interval: number; on: MonthlyOn };

/** An ending as written: a day and month (year when given), a count, or a span of time to count in. */
export type EndingWords =
  | { type: 'never' }
  | { type: 'until'; month: number; day: number | 'last'; year: number | null }
  | { type: 'after'; count: number }
  | { type: 'for'; amount: number; unit: 'day' | 'week' | 'month' };

export interface RepeatPhrase {
  base: RepeatBase;
  ending: EndingWords;
  /** Where the phrase is in the text (its ending words included). */
  index: number;
  end: number;
  /** Where its words of repetition end, and where its ending words start (`end` when it has none). */
  baseEnd: number;
  endingIndex: number;
}

const DAY_CODES: [RegExp, Weekday][] = [
  [/^mon/, 'MO'],
  [/^tue/, 'TU'],
  [/^wed/, 'WE'],
  [/^thu/, 'TH'],
  [/^fri/, 'FR'],
  [/^sat/, 'SA'],
  [/^sun/, 'SU'],
];
const weekdayCode = (word: string): Weekday | null => DAY_CODES.find(([pattern]) => pattern.test(word.toLowerCase()))?.[1] ?? null;

const NUMBER_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12 };
const ORDINAL_WORDS: Record<string, number> = { other: 2, alternate: 2, second: 2, third: 3, fourth: 4 };
const numberOf = (word: string | undefined): number | null => {
  if (!word) {
    return null;
  }
  const lower = word.toLowerCase();
  const value = /^\d+/.test(lower) ? Number.parseInt(lower, 10) : (NUMBER_WORDS[lower] ?? ORDINAL_WORDS[lower] ?? null);
  return value !== null && value >= 1 ? value : null;
};
const ORDINALS: Record<string, WeekdayOrdinal> = { first: 1, '1st': 1, second: 2, '2nd': 2, third: 3, '3rd': 3, fourth: 4, '4th': 4, last: -1, final: -1 };

// Words, as regular expression source. A weekday: "Tue", "Tues", "Tuesday", "Tuesdays".
const WD = '(?:mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun)(?:day|sday|nesday|rsday|urday)?s?\\b\\.?';
const PLURAL_WD = '(?:mon|tues|wednes|thurs|fri|satur|sun)days\\b';
const LIST_JOIN = '\\s*(?:,|/|&|\\+|and|,\\s*and)\\s*';
// At most seven days in a list: a bound keeps each try constant however long a run of weekdays a text holds.
const WD_LIST = `${WD}(?:${LIST_JOIN}${WD}){0,6}`;
const PLURAL_LIST = `${PLURAL_WD}(?:${LIST_JOIN}${PLURAL_WD}){0,6}`;
const COUNT = '(\\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)';
const STEP = '(other|alternate|second|third|fourth|2nd|3rd|4th|\\d{1,2}|two|three|four)';
const ORD = '(first|1st|second|2nd|third|3rd|fourth|4th|last|final)';
const DAY_NUMBER = '(\\d{1,2})(?:st|nd|rd|th)?\\b';
const MONTH_UNIT = '(?:(?:the|each|every|a)\\s+)?(?:(other|second|2nd|third|3rd)\\s+)?month\\b';

type Grammar = { pattern: RegExp; base: (m: RegExpExecArray) => RepeatBase | null };

/** "Sun", "Sat", "Wed" and "Mon" are words too ("every sun lover"): as weekdays they are written with a capital. */
const AMBIGUOUS_SHORT = /^(?:sun|sat|wed|mon)$/;
const weekdaysIn = (text: string): Weekday[] | null => {
  const words = [...text.matchAll(new RegExp(WD, 'gi'))].map((m) => m[0].replace(/\.$/, ''));
  if (words.some((word) => AMBIGUOUS_SHORT.test(word))) {
    return null;
  }
  const codes = words.map(weekdayCode);
  return codes.length > 0 && codes.every((c): c is Weekday => c !== null) ? [...new Set(codes)] : null;
};
const weekly = (interval: number | null, list: string | undefined): RepeatBase | null => {
  const weekdays = list ? weekdaysIn(list) : null;
  return weekdays && interval ? { frequency: 'weekly', interval, weekdays } : null;
};
const monthlyWeekday = (ordinal: string | undefined, day: string | undefined, step: string | undefined): RepeatBase | null => {
  const code = day ? weekdayCode(day) : null;
  const nth = ordinal ? ORDINALS[ordinal.toLowerCase()] : undefined;
  return code && nth ? { frequency: 'monthly', interval: numberOf(step) ?? 1, on: { type: 'weekday', ordinal: nth, weekday: code } } : null;
};
const monthlyDay = (day: string | undefined, step: string | undefined): RepeatBase | null => {
  const number = Number(day);
  return number >= 1 && number <= 31 ? { frequency: 'monthly', interval: numberOf(step) ?? 1, on: { type: 'day_of_month', day: number } } : null;
};

const rx = (source: string) => new RegExp(source, 'gi');

/** Most particular first: "every first Thursday of the month" is monthly, not weekly. */
const GRAMMAR: Grammar[] = [
  { pattern: rx(`\\b(?:every\\s+|each\\s+|on\\s+)?(?:the\\s+)?${ORD}\\s+(${WD})\\s+(?:of\\s+|in\\s+)${MONTH_UNIT}`), base: (m) => monthlyWeekday(m[1], m[2], m[3]) },
  { pattern: rx(`\\b(?:monthly|every\\s+month|each\\s+month)(?:\\s*,)?\\s+on\\s+the\\s+${ORD}\\s+(${WD})`), base: (m) => monthlyWeekday(m[1], m[2], undefined) },
  { pattern: rx(`\\b(?:on\\s+)?(?:the\\s+)?${ORD}\\s+(${WD})\\s+(?:of\\s+)?(?:each\\s+month|every\\s+month|monthly)`), base: (m) => monthlyWeekday(m[1], m[2], undefined) },
  { pattern: rx(`\\b(?:monthly|every\\s+month|each\\s+month)(?:\\s*,)?\\s+on\\s+the\\s+${DAY_NUMBER}`), base: (m) => monthlyDay(m[1], undefined) },
  { pattern: rx(`\\b(?:on\\s+)?the\\s+${DAY_NUMBER}\\s+(?:day\\s+)?of\\s+(?:each|every)\\s+(?:(other|second|2nd|third|3rd)\\s+)?month\\b`), base: (m) => monthlyDay(m[1], m[2]) },
  { pattern: rx(`\\b(?:every|each)\\s+(weekday|weeknight|weekend)s?\\b`), base: (m) => ({ frequency: 'weekly', interval: 1, weekdays: /^weekend/i.test(m[1] ?? '') ? ['SA', 'SU'] : ['MO', 'TU', 'WE', 'TH', 'FR'] }) },
  { pattern: rx(`\\b(?:every|each)\\s+(?:${STEP}\\s+)?(${WD_LIST})`), base: (m) => weekly(numberOf(m[1]) ?? 1, m[2]) },
  { pattern: rx(`\\b(weekly|fortnightly|bi-?weekly|every\\s+week|every\\s+${STEP}\\s+weeks?)(?:\\s*,)?\\s+(?:on\\s+)?(${WD_LIST})`), base: (m) => weekly(weeksStep(m[1], m[2]), m[3]) },
  { pattern: rx(`\\b(${WD_LIST})\\s*,?\\s+(weekly|fortnightly|bi-?weekly|every\\s+week|every\\s+${STEP}\\s+weeks?)\\b`), base: (m) => weekly(weeksStep(m[2], m[3]), m[1]) },
  { pattern: rx(`(?:\\bon\\s+)?\\b(${PLURAL_LIST})`), base: (m) => weekly(1, m[1]) },
  { pattern: rx(`\\b(?:daily|every\\s+day|each\\s+day|every\\s+${STEP}\\s+days?)\\b`), base: (m) => ({ frequency: 'daily', interval: numberOf(m[1]) ?? 1 }) },
];

function weeksStep(words: string | undefined, step: string | undefined): number | null {
  const lower = (words ?? '').toLowerCase();
  if (/^(?:fortnightly|bi-?weekly)$/.test(lower)) {
    return 2;
  }
  return step ? numberOf(step) : 1;
}

/** Words just before a phrase that undo it: "closed on Mondays", "except every other Friday", "not every day". */
const UNDONE = /\b(?:closed|except|excluding|apart from|other than|not|no|never|but)\s+(?:on\s+|at\s+|the\s+)?$/i;
/** A range of weekdays after a plural ("Tuesdays to Saturdays", "Mondays-Fridays"): opening hours, not an event. */
const DAY_RANGE = new RegExp(`^\\s*(?:to|till|until|through|thru|-|–)\\s*${WD}`, 'i');
/** A noun after "daily" that makes it a kind of thing, not a repetition ("daily newsletter", "daily rate"). */
const DAILY_NOUN = /^\s+(?:news\w*|mail|e-?mail|digest|updates?|rates?|specials?|limits?|caps?|max\w*|dose|deals?|prices?|tickets?|passes?|fees?|allowance)\b/i;

function isUndone(text: string, index: number, end: number, matched: string): boolean {
  const before = text.slice(Math.max(0, index - 30), index);
  const after = text.slice(end, end + 30);
  return UNDONE.test(before) || DAY_RANGE.test(after) || (/^daily$/i.test(matched.trim()) && DAILY_NOUN.test(after));
}

const UNTIL_WORDS = '(?:until|till|til|through|thru|up\\s+to|up\\s+until|ending(?:\\s+on)?|ends(?:\\s+on)?|to)\\s+(?:and\\s+including\\s+)?(?:the\\s+)?';
const OPTIONAL_WD = `(?:${WD},?\\s+)?`;
const YEAR = '(?:,?\\s+(\\d{4}))?';
const ENDINGS: { pattern: RegExp; ending: (m: RegExpExecArray) => EndingWords | null }[] = [
  { pattern: /^\s*(?:until|till)\s+further\s+notice/i, ending: () => ({ type: 'never' }) },
  { pattern: new RegExp(`^${UNTIL_WORDS}${OPTIONAL_WD}${DAY_NUMBER}\\s+(?:of\\s+)?(${MONTH_PATTERN})\\b\\.?${YEAR}`, 'i'), ending: (m) => until(m[2], Number(m[1]), m[3]) },
  { pattern: new RegExp(`^${UNTIL_WORDS}${OPTIONAL_WD}(${MONTH_PATTERN})\\.?\\s+${DAY_NUMBER}${YEAR}`, 'i'), ending: (m) => until(m[1], Number(m[2]), m[3]) },
  { pattern: /^(?:until|till|through|ending(?:\s+on)?)\s+(\d{4})-(\d{2})-(\d{2})\b/i, ending: (m) => until(MONTH_NAMES[Number(m[2]) - 1], Number(m[3]), m[1]) },
  { pattern: new RegExp(`^(?:until|till|through)\\s+(?:the\\s+)?end\\s+of\\s+(${MONTH_PATTERN})\\b${YEAR}`, 'i'), ending: (m) => until(m[1], 'last', m[2]) },
  { pattern: new RegExp(`^(?:in|during|throughout)\\s+(${MONTH_PATTERN})\\b${YEAR}`, 'i'), ending: (m) => until(m[1], 'last', m[2]) },
  { pattern: new RegExp(`^for\\s+(?:the\\s+next\\s+)?${COUNT}\\s+(days?|weeks?|months?)\\b`, 'i'), ending: (m) => spanFor(m[1], m[2]) },
  { pattern: new RegExp(`^(?:for\\s+)?${COUNT}\\s+(?:sessions|classes|times|meetings|occurrences|dates|evenings|mornings|weeks\\s+running)\\b`, 'i'), ending: (m) => countOf(m[1]) },
];
const MONTH_NAMES = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

function until(monthWord: string | undefined, day: number | 'last', year: string | undefined): EndingWords | null {
  const month = monthNumber(monthWord);
  return month && (day === 'last' || (day >= 1 && day <= 31)) ? { type: 'until', month, day, year: year ? Number(year) : null } : null;
}
function spanFor(amount: string | undefined, unit: string | undefined): EndingWords | null {
  const count = numberOf(amount);
  const word = (unit ?? '').toLowerCase().replace(/s$/, '');
  return count && (word === 'day' || word === 'week' || word === 'month') ? { type: 'for', amount: count, unit: word } : null;
}
function countOf(amount: string | undefined): EndingWords | null {
  const count = numberOf(amount);
  return count ? { type: 'after', count } : null;
}

/** Between the phrase and its ending: a time, a start date, a place ("every Tuesday, 7pm, from 3 March, until 30 June"). */
const SKIPPABLE = /^[^.!?\n]{1,80}?(?=\b(?:until|till|til|through|thru|up\s+to|ending|ends|to|in|during|throughout|for)\b|\b\d{1,2}\s+(?:sessions|classes|times|meetings|weeks\s+running)\b)/i;
const LEADING = /^[\s,;:–—-]+/;

/** The ending words after a phrase, in its sentence. */
function endingAfter(text: string, from: number): { ending: EndingWords; index: number; end: number } {
  let at = from;
  for (let hop = 0; hop < 4; hop += 1) {
    const rest = text.slice(at, at + 160);
    const stripped = rest.replace(LEADING, '');
    for (const { pattern, ending } of ENDINGS) {
      const m = pattern.exec(stripped);
      const found = m ? ending(m) : null;
      if (m && found) {
        const index = at + (rest.length - stripped.length);
        return { ending: found, index, end: index + m[0].length };
      }
    }
    const skip = SKIPPABLE.exec(rest);
    if (!skip) {
      break;
    }
    at += skip[0].length;
  }
  return { ending: { type: 'never' }, index: from, end: from };
}

/**
 * Every phrase in the text that says how its event repeats, with its ending, in text order. Where
 * two readings of the grammar overlap, the more particular one stands ("every first Thursday of
 * the month" is monthly, not weekly).
 */
export function findRepeatPhrases(text: string): RepeatPhrase[] {
  const found: RepeatPhrase[] = [];
  // What the phrases found so far cover: each grammar's matches do not overlap, so checking costs the text's length at most.
  const claimed = new Uint8Array(text.length);
  const overlaps = (from: number, to: number) => claimed.subarray(from, to).includes(1);
  for (const { pattern, base } of GRAMMAR) {
    pattern.lastIndex = 0;
    for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
      const end = m.index + m[0].length;
      const rule = overlaps(m.index, end) ? null : base(m);
      if (rule && !isUndone(text, m.index, end, m[0])) {
        const ending = endingAfter(text, end);
        found.push({ base: rule, ending: ending.ending, index: m.index, end: Math.max(end, ending.end), baseEnd: end, endingIndex: ending.index });
        claimed.fill(1, m.index, Math.max(end, ending.end));
      }
    }
  }
  return found.sort((a, b) => a.index - b.index);
}
