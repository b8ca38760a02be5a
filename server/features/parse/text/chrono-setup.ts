import * as chrono from 'chrono-node';
import type { Chrono, Parser } from 'chrono-node';
import { addDays, weekdayOf } from '../model/iso-when';
import { MONTH_PATTERN, WEEKDAY_PATTERN, weekdayNumber } from './calendar-words';
import { dayRangeParser, dotDateParser, hourWordParser, slashDateParser, validDay } from './numeric-parsers';

/**
 * chrono-node's parsers with what community announcements need on top: the parsers every language
 * shares (numeric-parsers.ts), and for English:
 * - "Sat 14th" and "this Saturday (8th)": a weekday and a day of the month, in the month that fits;
 * - "tmrw", "tmw", "2moro".
 */

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;

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

/** "on the 23rd", "the 21st": a day of the month without its month is the next such day. */
function dayOrdinalParser(today: string): Parser {
  return {
    pattern: () => new RegExp(`\\b(?:on\\s+)?the\\s+(\\d{1,2})(?:st|nd|rd|th)\\b(?!\\s*(?:of\\s+)?${MONTH_PATTERN}\\b)`, 'i'),
    extract: (_context, match) => {
      const day = Number(match[1]);
      let probe = `${today.slice(0, 8)}01`;
      for (let i = 0; i < 3; i += 1) {
        const [y = 0, m = 1] = probe.split('-').map(Number);
        if (validDay(y, m, day) && iso(y, m, day) >= today) {
          return { day, month: m, year: y };
        }
        probe = addDays(probe, 32).slice(0, 8) + '01';
      }
      return null;
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

/** The parsers every language shares (numbers and hour marks), before the language's own. */
const shared = (today: string, dayFirst: boolean): Parser[] => [dayRangeParser(), slashDateParser(today, dayFirst), dotDateParser(today), hourWordParser()];

/**
 * A language's chrono with the shared parsers first, without its own numeric-date parser, and
 * without durations: "an hour", "13 min", "de 14h" (read by chrono's French as fourteen hours
 * from now) are never an event's date in an announcement.
 */
export function chronoFor(base: Chrono, today: string, dayFirst: boolean, extra: Parser[] = []): Chrono {
  const parser = base.clone();
  parser.parsers = [
    ...shared(today, dayFirst).slice(0, 1),
    ...extra,
    ...shared(today, dayFirst).slice(1),
    ...parser.parsers.filter((p) => p.constructor.name !== 'SlashDateFormatParser' && !p.constructor.name.includes('TimeUnit')),
  ];
  return parser;
}

/** The English parser for one reading: `today` is the member's date at the reference time. */
export function englishChrono(today: string, dayFirst: boolean): Chrono {
  return chronoFor(chrono.en.casual, today, dayFirst, [weekdayOrdinalParser(today), dayOrdinalParser(today), slangTomorrowParser(today)]);
}
