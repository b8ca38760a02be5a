import type { Parser, ParsingContext } from 'chrono-node';
import { weekdayOf } from '../model/iso-when';
import { ANY_MONTH_PATTERN, ANY_WEEKDAY_PATTERN, anyMonthNumber, anyWeekdayNumber } from './calendar-words';

/**
 * chrono parsers for what announcements write the same way in every language the reader knows,
 * added to each language's chrono (issue 28: the reader must not depend on English):
 * - numeric dates (5/4, 14/06, 9/13, 14.03., 14.03.2026), day first or month first;
 * - ranges of days sharing one month ("Fri 12 - Sun 14 July", "samedi 12 et dimanche 13 décembre",
 *   "del 12 al 14 de julio");
 * - 24-hour times marked with an hour word ("14h", "18h30", "17 h 30", "19:30 h", "20 hs",
 *   "18:00 horas", "de 14 a 20 hs"), which chrono's Spanish and French parsers miss or misread.
 */

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;

export function validDay(y: number, m: number, d: number): boolean {
  const date = new Date(Date.UTC(y, m - 1, d));
  return m >= 1 && m <= 12 && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** The first date from `today` on with this month and day (this year or next), as [y, m, d]. */
function nextOccurrence(today: string, month: number, day: number): [number, number, number] | null {
  const year = Number(today.slice(0, 4));
  for (const y of [year, year + 1]) {
    if (validDay(y, month, day) && iso(y, month, day) >= today) {
      return [y, month, day];
    }
  }
  return null;
}

/** A year as written: a two-digit year ("96", "26") is the one nearest the reference year, not always the 2000s. */
export function fullYear(text: string | undefined, today: string): number | undefined {
  if (!text) {
    return undefined;
  }
  const n = Number(text);
  if (text.length !== 2) {
    return n;
  }
  const reference = Number(today.slice(0, 4));
  const century = Math.floor(reference / 100) * 100;
  return [century - 100 + n, century + n, century + 100 + n].reduce((best, y) => (Math.abs(y - reference) < Math.abs(best - reference) ? y : best));
}

/** Which of two readings of a numeric date a written weekday confirms (null when neither or both). */
function confirmedByWeekday(today: string, weekday: number | null, readings: [number, number][], year: number | undefined): [number, number] | null {
  if (weekday === null) {
    return null;
  }
  const fitting = readings.filter(([month, day]) => {
    const occurrence = year !== undefined ? (validDay(year, month, day) ? [year, month, day] : null) : nextOccurrence(today, month, day);
    return occurrence !== null && weekdayOf(iso(occurrence[0] ?? 0, occurrence[1] ?? 1, occurrence[2] ?? 1)) === weekday;
  });
  return fitting.length === 1 ? (fitting[0] ?? null) : null;
}

/**
 * The text just before a match. chrono retries a pattern on the rest of the text after a match it
 * refused, so a lookbehind in the pattern cannot see what comes before; the whole text can.
 */
const before = (context: ParsingContext, match: RegExpMatchArray, length = 6) => context.text.slice(Math.max(0, (match.index ?? 0) - length), match.index ?? 0);

const WEEKDAY_BEFORE = `(?:(?<!\\p{L})(${ANY_WEEKDAY_PATTERN})\\.?,?\\s+)?`;

/** 5/4, 14/06/2026, Mon 5/4: a part over 12 decides, then a weekday written next to it, then the member's habit. */
export function slashDateParser(today: string, dayFirst: boolean): Parser {
  return {
    pattern: () => new RegExp(`(?<![\\d/])${WEEKDAY_BEFORE}(\\d{1,2})\\/(\\d{1,2})(?:\\/(\\d{4}|\\d{2}))?(?![\\d/])`, 'iu'),
    extract: (context, match) => {
      if (/[\d/]$/.test(before(context, match))) {
        return null;
      }
      const [, weekdayWord, a = '', b = '', yearText] = match;
      const first = Number(a);
      const second = Number(b);
      const weekday = anyWeekdayNumber(weekdayWord);
      const year = fullYear(yearText, today);
      const dayMonth: [number, number] = [second, first];
      const monthDay: [number, number] = [first, second];
      let reading: [number, number];
      if (first > 12) {
        reading = dayMonth;
      } else if (second > 12) {
        reading = monthDay;
      } else {
        reading = confirmedByWeekday(today, weekday, [dayMonth, monthDay], year) ?? (dayFirst ? dayMonth : monthDay);
      }
      const [month, day] = reading;
      if (!validDay(year ?? 2024, month, day)) {
        return null;
      }
      return { day, month, ...(year !== undefined ? { year } : {}), ...(weekday !== null ? { weekday } : {}) };
    },
  };
}

/** "14.03.", "14.03.2026", "Sat 14.03." (day first, as in Europe). Not "at 7.30", not a message-id's digits. */
export function dotDateParser(today: string): Parser {
  return {
    pattern: () => new RegExp(`(?<!(?:at|from|until|till|by|@|\\d|\\.)\\s?)${WEEKDAY_BEFORE}(?<![\\d.])(\\d{1,2})\\.(\\d{1,2})\\.(\\d{4}|\\d{2})?(?![\\d.])`, 'iu'),
    extract: (context, match) => {
      if (/(?:(?:at|from|until|till|by|@)\s?|[\d.])$/i.test(before(context, match))) {
        return null;
      }
      const [, weekdayWord, d = '', m = '', yearText] = match;
      const day = Number(d);
      const month = Number(m);
      const year = fullYear(yearText, today);
      if (!validDay(year ?? 2024, month, day)) {
        return null;
      }
      const weekday = anyWeekdayNumber(weekdayWord);
      return { day, month, ...(year !== undefined ? { year } : {}), ...(weekday !== null ? { weekday } : {}) };
    },
  };
}

/** "Fri 12 - Sun 14 July", "12-14 July 2026", "15th to 21st June", "samedi 12 et dimanche 13 décembre", "del 12 al 14 de julio". */
export function dayRangeParser(): Parser {
  const day = `${WEEKDAY_BEFORE}(\\d{1,2})(?:st|nd|rd|th|er)?`;
  const joiner = '(?:-|–|to|until|till|through|thru|and|&|et|au|y|al|a|hasta)';
  return {
    pattern: () =>
      new RegExp(
        `(?<![\\p{L}\\d])(?:(?:from|du|del|de)\\s+)?${day}\\s*${joiner}\\s*(?:(${ANY_WEEKDAY_PATTERN})\\.?,?\\s+)?(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+|de\\s+)?(${ANY_MONTH_PATTERN})\\.?(?:,?\\s+(?:de\\s+)?(\\d{4}))?(?!\\p{L})`,
        'iu',
      ),
    extract: (context: ParsingContext, match) => {
      if (/[\p{L}\d]$/u.test(before(context, match))) {
        return null;
      }
      const [, startWeekday, startDay = '', endWeekday, endDay = '', monthWord, yearText] = match;
      const month = anyMonthNumber(monthWord);
      const from = Number(startDay);
      const to = Number(endDay);
      if (month === null || from < 1 || to > 31 || from >= to) {
        return null;
      }
      const year = yearText ? Number(yearText) : undefined;
      const result = context.createParsingResult(match.index ?? 0, match[0]);
      result.start.assign('day', from);
      result.start.assign('month', month);
      const end = context.createParsingComponents({ day: to, month });
      if (year !== undefined) {
        result.start.assign('year', year);
        end.assign('year', year);
      }
      const sw = anyWeekdayNumber(startWeekday);
      const ew = anyWeekdayNumber(endWeekday);
      if (sw !== null) {
        result.start.assign('weekday', sw);
      }
      if (ew !== null) {
        end.assign('weekday', ew);
      }
      result.end = end;
      return result;
    },
  };
}

/** An hour with its minutes, and whether an hour word or letter marks it as a clock time ("14h", "19:30 h", "20 hs"). */
const HOUR = '(\\d{1,2})(?:\\s?h\\s?(\\d{2})|[:.](\\d{2}))?(\\s?(?:h|hs|hrs|horas?|heures?)(?!\\p{L}))?';

interface MarkedTime {
  hour: number;
  minute: number;
  marked: boolean;
}

function markedTime(groups: (string | undefined)[]): MarkedTime | null {
  const [hour, minutesAfterH, minutesAfterColon, word] = groups;
  if (hour === undefined) {
    return null;
  }
  const h = Number(hour);
  const minute = Number(minutesAfterH ?? minutesAfterColon ?? '0');
  if (h > 23 || minute > 59) {
    return null;
  }
  return { hour: h, minute, marked: minutesAfterH !== undefined || word !== undefined };
}

const clockComponents = (t: MarkedTime) => ({ hour: t.hour, minute: t.minute, meridiem: t.hour >= 12 ? 1 : 0 });

/** "14h", "18h30", "17 h 30", "19:30 h", "20 hs", "de 14 a 20 hs", "10h-17h": 24-hour clock times, alone or as a range. */
export function hourWordParser(): Parser {
  return {
    pattern: () => new RegExp(`(?<![\\d:.,/\\p{L}])(?:(?:de|from|desde|dès|entre)\\s+)?${HOUR}(?:\\s*(?:-|–|à|a|al|au|to|y|et|hasta)\\s*${HOUR})?`, 'iu'),
    extract: (context: ParsingContext, match) => {
      if (/[\d:.,/\p{L}]$/u.test(before(context, match))) {
        return null;
      }
      const start = markedTime(match.slice(1, 5));
      const end = markedTime(match.slice(5, 9));
      // A time is written as one when it is marked, or when the other end of its range is ("de 14 a 20 hs").
      if (!start || !(start.marked || end?.marked)) {
        return null;
      }
      const result = context.createParsingResult(match.index ?? 0, match[0]);
      for (const [key, value] of Object.entries(clockComponents(start))) {
        result.start.assign(key as 'hour' | 'minute' | 'meridiem', value);
      }
      if (end) {
        result.end = context.createParsingComponents(clockComponents(end));
      }
      return result;
    },
  };
}
