import { zoneOffsetMinutes } from '@contracts/events/event-time';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

/** The zone's offset from UTC at an instant, in minutes (Europe/London in July: 60). */
const offsetMinutes = (instant: number, zone: string): number => zoneOffsetMinutes(new Date(instant), zone);

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** +0100, -0430 */
function utcOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${twoDigits(Math.floor(abs / 60))}${twoDigits(abs % 60)}`;
}

/** The local time a transition happens at, in the offset before it (as RFC 5545 wants DTSTART). */
function localStamp(instant: number, offsetBefore: number): string {
  const d = new Date(instant + offsetBefore * 60_000);
  return `${d.getUTCFullYear()}${twoDigits(d.getUTCMonth() + 1)}${twoDigits(d.getUTCDate())}T${twoDigits(d.getUTCHours())}${twoDigits(d.getUTCMinutes())}${twoDigits(d.getUTCSeconds())}`;
}

/** The first instant (to the minute) in (from, to] where the offset differs from the one at `from`. */
function transitionBetween(from: number, to: number, zone: string): number {
  const before = offsetMinutes(from, zone);
  let low = from;
  let high = to;
  while (high - low > 60_000) {
    const mid = low + Math.floor((high - low) / 2 / 60_000) * 60_000;
    if (offsetMinutes(mid, zone) === before) {
      low = mid;
    } else {
      high = mid;
    }
  }
  return high;
}

/** Offset changes of a zone between two instants: each with the offsets before and after. */
export function transitions(zone: string, fromMs: number, toMs: number): { at: number; from: number; to: number }[] {
  const found: { at: number; from: number; to: number }[] = [];
  let cursor = fromMs;
  let offset = offsetMinutes(cursor, zone);
  // Offsets change at most a few times a year, weeks apart: a week's step finds each change, bisection its minute.
  for (let next = cursor + WEEK; cursor < toMs; next += WEEK) {
    const nextOffset = offsetMinutes(next, zone);
    if (nextOffset !== offset) {
      const at = transitionBetween(cursor, next, zone);
      found.push({ at, from: offset, to: nextOffset });
      offset = nextOffset;
    }
    cursor = next;
  }
  return found;
}

const cache = new Map<string, string>();

/**
 * A VTIMEZONE for an IANA zone, built from the platform's own time zone data (Intl): one
 * STANDARD or DAYLIGHT observance per offset change from two years back to five ahead, which
 * covers every event a feed holds. Calendar apps then show each event at its own zone's time.
 */
export function vtimezone(zone: string, now = Date.now()): string {
  const year = new Date(now).getUTCFullYear();
  const key = `${zone}:${year}`;
  const kept = cache.get(key);
  if (kept) {
    return kept;
  }
  const from = Date.UTC(year - 2, 0, 1);
  const found = transitions(zone, from, Date.UTC(year + 5, 0, 1));
  const base = offsetMinutes(from, zone);
  const observances = [{ at: from, from: base, to: base }, ...found].map(({ at, from: before, to: after }) => {
    const kind = found.length > 0 && after > Math.min(...found.map((t) => Math.min(t.from, t.to))) ? 'DAYLIGHT' : 'STANDARD';
    return [`BEGIN:${kind}`, `DTSTART:${localStamp(at, before)}`, `TZOFFSETFROM:${utcOffset(before)}`, `TZOFFSETTO:${utcOffset(after)}`, `END:${kind}`].join('\r\n');
  });
  const text = ['BEGIN:VTIMEZONE', `TZID:${zone}`, ...observances, 'END:VTIMEZONE'].join('\r\n') + '\r\n';
  cache.set(key, text);
  return text;
}
