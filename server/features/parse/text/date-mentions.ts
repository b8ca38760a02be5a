import type { Chrono, ParsedComponents, ParsedResult } from 'chrono-node';
import { weekdayOf } from '../model/iso-when';

/** A clock time as written: whether am/pm was said, and whether it reads as a 24-hour time (19:00, 08:30). */
export interface Clock {
  hour: number;
  minute: number;
  meridiemGiven: boolean;
  twentyFourHour: boolean;
}

/** One date or time a text mentions, resolved against the member's "today". */
export interface Mention {
  index: number;
  text: string;
  /** YYYY-MM-DD, or null for a time alone. */
  date: string | null;
  /** A day and month were written (or today / tomorrow), not only a weekday. */
  explicit: boolean;
  /** The date is before the reference day (last month's fair, a reply deadline gone by). */
  past: boolean;
  /** The weekday written does not fall on the date written. */
  weekdayMismatch: boolean;
  /** The weekday written with a day and month (0 = Sunday), or null. */
  weekdayWritten: number | null;
  /** The weekday of a mention that names only a weekday ("Sunday", "(Wednesday)"), else null. */
  weekdayOnly: number | null;
  time: Clock | null;
  endDate: string | null;
  endTime: Clock | null;
  /** Minutes east of UTC, when the text gave a zone abbreviation chrono knows. */
  offsetMinutes: number | null;
}

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;
const valid = (y: number, m: number, d: number) => {
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
};

/**
 * The year of a day and month written without one: the next such day from `today` on (a
 * year-less date is the next one), unless a weekday was written that only an earlier year fits.
 */
function resolveYear(today: string, month: number, day: number, weekday: number | null): { date: string; past: boolean; mismatch: boolean } | null {
  const year = Number(today.slice(0, 4));
  const options = [year - 1, year, year + 1].filter((y) => valid(y, month, day)).map((y) => iso(y, month, day));
  const upcoming = options.filter((d) => d >= today);
  if (weekday !== null) {
    const fitting = upcoming.find((d) => weekdayOf(d) === weekday);
    if (fitting) {
      return { date: fitting, past: false, mismatch: false };
    }
    const earlier = options.filter((d) => d < today && weekdayOf(d) === weekday).pop();
    if (earlier) {
      return { date: earlier, past: true, mismatch: false };
    }
  }
  const next = upcoming[0];
  if (next) {
    return { date: next, past: false, mismatch: weekday !== null };
  }
  const last = options[options.length - 1];
  return last ? { date: last, past: true, mismatch: false } : null;
}

function clockOf(components: ParsedComponents, text: string): Clock | null {
  if (!components.isCertain('hour')) {
    return null;
  }
  const hour = components.get('hour') ?? 0;
  const written = /(\d{1,2})[:.h]\d{2}/.exec(text);
  const meridiemGiven = components.isCertain('meridiem');
  return {
    hour,
    minute: components.get('minute') ?? 0,
    meridiemGiven,
    // "19:00", "10:00" and "08:30" are 24-hour clock times; "7:30" and "8" are not.
    twentyFourHour: !meridiemGiven && (hour >= 13 || hour === 0 || written?.[1]?.length === 2),
  };
}

function dateOf(components: ParsedComponents, today: string): { date: string; explicit: boolean; past: boolean; mismatch: boolean } | null {
  const weekday = components.isCertain('weekday') ? (components.get('weekday') ?? null) : null;
  if (components.isCertain('day') && components.isCertain('month')) {
    const day = components.get('day') ?? 1;
    const month = components.get('month') ?? 1;
    if (components.isCertain('year')) {
      const date = iso(components.get('year') ?? 0, month, day);
      return { date, explicit: true, past: date < today, mismatch: weekday !== null && weekdayOf(date) !== weekday };
    }
    const resolved = resolveYear(today, month, day, weekday);
    return resolved ? { date: resolved.date, explicit: true, past: resolved.past, mismatch: resolved.mismatch } : null;
  }
  if (weekday !== null || components.isCertain('day')) {
    // A weekday alone ("this Thurs", "next Fri", "Sunday"): chrono's date for it, looking forward.
    const date = iso(components.get('year') ?? 0, components.get('month') ?? 1, components.get('day') ?? 1);
    return { date, explicit: false, past: date < today, mismatch: false };
  }
  return null;
}

function mentionOf(result: ParsedResult, today: string): Mention {
  const start = dateOf(result.start, today);
  const end = result.end ? dateOf(result.end, today) : null;
  // A range's end written without its own date is on the start's day.
  const endDate = end?.date ?? null;
  return {
    index: result.index,
    text: result.text,
    date: start?.date ?? null,
    explicit: start?.explicit ?? false,
    past: start?.past ?? false,
    weekdayMismatch: start?.mismatch ?? false,
    weekdayWritten: start?.explicit && result.start.isCertain('weekday') ? (result.start.get('weekday') ?? null) : null,
    weekdayOnly: start && !start.explicit && result.start.isCertain('weekday') ? (result.start.get('weekday') ?? null) : null,
    time: clockOf(result.start, result.text),
    endDate: endDate && start && endDate < start.date ? null : endDate,
    endTime: result.end ? clockOf(result.end, result.text.slice(Math.max(0, result.text.search(/\s(?:-|to|till|until)\s/)))) : null,
    offsetMinutes: result.start.isCertain('timezoneOffset') ? (result.start.get('timezoneOffset') ?? null) : null,
  };
}

/**
 * At most this many mentions are read: an announcement or an event page names a few dozen dates
 * and times; a text with thousands is a list or an attack, and the first ones are the event's.
 */
export const MAX_MENTIONS = 300;
/** chrono's work grows faster than the text on dense dates, so it reads the text a piece at a time. */
const PIECE = 4_000;

/**
 * Where the piece starting at `from` ends: at a paragraph break, else a line break, else a
 * sentence's end, else a space in its second half (a date is never split across those), else at
 * the piece's length.
 */
function pieceEnd(text: string, from: number): number {
  if (text.length - from <= PIECE) {
    return text.length;
  }
  const piece = text.slice(from, from + PIECE);
  for (const separator of ['\n\n', '\n', '. ', ' ']) {
    const at = piece.lastIndexOf(separator);
    if (at >= PIECE / 2) {
      return from + at + separator.length;
    }
  }
  return from + PIECE;
}

/** A mention chrono started on an earlier line with only a connecting word ("on\n\nThursday 4 June") starts on the date's line. */
function withoutLeadingLines(mention: Mention): Mention {
  const cut = mention.text.lastIndexOf('\n');
  if (cut < 0 || !/^[\s,]*(?:(?:on|at|the|for|from|el|le|la|de)[\s,]*)*$/i.test(mention.text.slice(0, cut))) {
    return mention;
  }
  return { ...mention, index: mention.index + cut + 1, text: mention.text.slice(cut + 1) };
}

/** Every date and time mention chrono finds, in text order, up to MAX_MENTIONS. */
export function findMentions(parser: Chrono, text: string, reference: { instant: Date; offsetMinutes: number; today: string }): Mention[] {
  const found: Mention[] = [];
  for (let from = 0; from < text.length && found.length < MAX_MENTIONS; ) {
    const to = pieceEnd(text, from);
    const results = parser.parse(text.slice(from, to), { instant: reference.instant, timezone: reference.offsetMinutes }, { forwardDate: true });
    for (const result of results) {
      if (/^(?:now|right now)$/i.test(result.text.trim())) {
        continue;
      }
      const mention = mentionOf(result, reference.today);
      if (mention.date !== null || mention.time !== null) {
        found.push(withoutLeadingLines({ ...mention, index: mention.index + from }));
      }
    }
    from = to;
  }
  return found.slice(0, MAX_MENTIONS);
}
