import * as chrono from 'chrono-node';
import type { Chrono, Parser, ParsingContext } from 'chrono-node';
import { addDays, weekdayOf } from '../model/iso-when';
import { MONTH_PATTERN, WEEKDAY_PATTERN, monthNumber, weekdayNumber } from './calendar-words';

/**
 * chrono-node's English parser with what community announcements need on top:
 * - numeric dates (5/4, 14/06, 9/13) read day-first or month-first: a part over 12 decides, then a
 *   weekday written next to it, then the member's convention (month-first in the Americas);
 * - "Sat 14th" and "this Saturday (8th)": a weekday and a day of the month, in the month that fits;
 * - "Fri 12 - Sun 14 July": a range of days sharing one month;
 * - "14.03." and "14.03.2026": European day.month dates;
 * - "tmrw", "tmw", "2moro".
 */

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;

function validDay(y: number, m: number, d: number): boolean {
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

const fullYear = (text: string | undefined): number | undefined => {
  if (!text) {
    return undefined;
  }
  const n = Number(text);
  return text.length === 2 ? 2000 + n : n;
};

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

function slashDateParser(today: string, dayFirst: boolean): Parser {
  return {
    pattern: () => new RegExp(`(?<![\\d/])(?:\\b(${WEEKDAY_PATTERN})\\.?,?\\s+)?(\\d{1,2})\\/(\\d{1,2})(?:\\/(\\d{4}|\\d{2}))?(?![\\d/])`, 'i'),
    extract: (_context, match) => {
      const [, weekdayWord, a = '', b = '', yearText] = match;
      const first = Number(a);
      const second = Number(b);
      const weekday = weekdayNumber(weekdayWord);
      const year = fullYear(yearText);
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

/** "Sat 14th", "Saturday the 14th", "this Saturday (8th)", "next Fri (24th)". */
function weekdayOrdinalParser(today: string): Parser {
  const notMonth = `(?!\\s*(?:of\\s+)?${MONTH_PATTERN}\\b)(?![\\/.]\\d)`;
  return {
    pattern: () =>
      new RegExp(
        `\\b(?:(?:this|next|coming)\\s+)?(${WEEKDAY_PATTERN})\\.?(?:,?\\s+(?:the\\s+)?|\\s*\\(\\s*(?:the\\s+)?)(\\d{1,2})(?:st|nd|rd|th)\\b\\)?${notMonth}|\\b(?:(?:this|next|coming)\\s+)?(${WEEKDAY_PATTERN})\\.?\\s*\\(\\s*(\\d{1,2})\\s*\\)`,
        'i',
      ),
    extract: (_context, match) => {
      const weekday = weekdayNumber(match[1] ?? match[3]);
      const day = Number(match[2] ?? match[4]);
      if (weekday === null || day < 1 || day > 31) {
        return null;
      }
      // The month (this one or one of the next few) in which that day falls on that weekday.
      let probe = `${today.slice(0, 8)}01`;
      for (let i = 0; i < 14; i += 1) {
        const [y, m] = probe.split('-').map(Number);
        if (y !== undefined && m !== undefined && validDay(y, m, day) && iso(y, m, day) >= today && weekdayOf(iso(y, m, day)) === weekday) {
          return { day, month: m, year: y, weekday };
        }
        probe = addDays(probe, 32).slice(0, 8) + '01';
      }
      return null;
    },
  };
}

/** "Fri 12 - Sun 14 July", "12-14 July 2026", "15th to 21st June". */
function dayRangeParser(): Parser {
  const day = `(?:(${WEEKDAY_PATTERN})\\.?,?\\s+)?(\\d{1,2})(?:st|nd|rd|th)?`;
  return {
    pattern: () =>
      new RegExp(`\\b${day}\\s*(?:-|to|until|till|through|thru)\\s*(?:(${WEEKDAY_PATTERN})\\.?,?\\s+)?(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?(${MONTH_PATTERN})\\.?(?:,?\\s+(\\d{4}))?\\b`, 'i'),
    extract: (context: ParsingContext, match) => {
      const [, startWeekday, startDay = '', endWeekday, endDay = '', monthWord, yearText] = match;
      const month = monthNumber(monthWord);
      const from = Number(startDay);
      const to = Number(endDay);
      if (month === null || from < 1 || to > 31 || from >= to) {
        return null;
      }
      const year = fullYear(yearText);
      const result = context.createParsingResult(match.index ?? 0, match[0]);
      result.start.assign('day', from);
      result.start.assign('month', month);
      const end = context.createParsingComponents({ day: to, month });
      if (year !== undefined) {
        result.start.assign('year', year);
        end.assign('year', year);
      }
      const sw = weekdayNumber(startWeekday);
      const ew = weekdayNumber(endWeekday);
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

/** "14.03.", "14.03.2026", "Sat 14.03." (day first, as in Europe). Not "at 7.30". */
function dotDateParser(): Parser {
  return {
    pattern: () => new RegExp(`(?<!(?:at|from|until|till|by|@|\\d)\\s?)(?:\\b(${WEEKDAY_PATTERN})\\.?,?\\s+)?\\b(\\d{1,2})\\.(\\d{1,2})\\.(\\d{4}|\\d{2})?(?![\\d])`, 'i'),
    extract: (_context, match) => {
      const [, weekdayWord, d = '', m = '', yearText] = match;
      const day = Number(d);
      const month = Number(m);
      const year = fullYear(yearText);
      if (!validDay(year ?? 2024, month, day)) {
        return null;
      }
      const weekday = weekdayNumber(weekdayWord);
      return { day, month, ...(year !== undefined ? { year } : {}), ...(weekday !== null ? { weekday } : {}) };
    },
  };
}

function slangTomorrowParser(today: string): Parser {
  return {
    pattern: () => /\b(?:tmrw|tmw|tmrow|tomoz|2moro|2morrow)\b/i,
    extract: () => {
      const [y, m, d] = addDays(today, 1).split('-').map(Number);
      return { year: y ?? 0, month: m ?? 1, day: d ?? 1 };
    },
  };
}

/** The English parser for one reading: `today` is the member's date at the reference time. */
export function englishChrono(today: string, dayFirst: boolean): Chrono {
  const parser = chrono.en.casual.clone();
  parser.parsers = [
    dayRangeParser(),
    weekdayOrdinalParser(today),
    slashDateParser(today, dayFirst),
    dotDateParser(),
    slangTomorrowParser(today),
    // Durations ("an hour", "13 min", "three days") are never an event's date in an announcement.
    ...parser.parsers.filter((p) => p.constructor.name !== 'SlashDateFormatParser' && !p.constructor.name.includes('TimeUnit')),
  ];
  return parser;
}
