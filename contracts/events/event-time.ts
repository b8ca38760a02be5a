/**
 * Time rules of events, shared by the server and the web app: the spec's twelve zones, turning a
 * wall-clock date and time in a zone into a UTC instant and back, and the form's defaults.
 * Pure functions on Intl: no time-zone database to ship.
 */

export const EVENT_TIME_ZONES = [
  { id: 'UTC', label: 'UTC' },
  { id: 'America/New_York', label: 'New York' },
  { id: 'America/Chicago', label: 'Chicago' },
  { id: 'America/Denver', label: 'Denver' },
  { id: 'America/Los_Angeles', label: 'Los Angeles' },
  { id: 'Europe/London', label: 'London' },
  { id: 'Europe/Paris', label: 'Paris' },
  { id: 'Europe/Berlin', label: 'Berlin' },
  { id: 'Asia/Tokyo', label: 'Tokyo' },
  { id: 'Asia/Shanghai', label: 'Shanghai' },
  { id: 'Asia/Kolkata', label: 'Kolkata' },
  { id: 'Australia/Sydney', label: 'Sydney' },
] as const;

/** When only a date is picked, the time is 12:00 (spec section 4). */
export const DEFAULT_EVENT_TIME = '12:00';
/** Setting the start sets the end to start plus 1 hour (spec section 4). */
export const DEFAULT_EVENT_DURATION_MS = 60 * 60 * 1000;

export function isValidTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function partsFormatter(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** The wall clock's fields as written in a date: year of 4 digits, the others of 2 ("2026", "03", ...). */
export type WallClockText = Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string>;

const twoDigits = (n: number) => String(n).padStart(2, '0');

/**
 * The wall-clock fields of an instant in an IANA zone. UTC's come straight from the Date: Intl's
 * formatToParts costs far more, and a calendar feed asks for thousands.
 */
export function wallClockText(instant: Date, zone: string): WallClockText {
  if (zone === 'UTC') {
    return {
      year: String(instant.getUTCFullYear()).padStart(4, '0'),
      month: twoDigits(instant.getUTCMonth() + 1),
      day: twoDigits(instant.getUTCDate()),
      hour: twoDigits(instant.getUTCHours()),
      minute: twoDigits(instant.getUTCMinutes()),
      second: twoDigits(instant.getUTCSeconds()),
    };
  }
  const fields: WallClockText = { year: '', month: '', day: '', hour: '', minute: '', second: '' };
  for (const part of partsFormatter(zone).formatToParts(instant)) {
    if (part.type in fields) {
      fields[part.type as keyof WallClockText] = part.value;
    }
  }
  return fields;
}

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

/** "GMT+05:30", "GMT-08:00", or "GMT" for a zero offset, after the date: one string, no parts to build. */
function offsetFormatter(zone: string): Intl.DateTimeFormat {
  let formatter = offsetFormatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' });
    offsetFormatters.set(zone, formatter);
  }
  return formatter;
}

const LONG_OFFSET = /GMT([+-])(\d{2}):(\d{2})/;

/**
 * Minutes the zone is ahead of UTC at that instant (New York in winter: -300). Read from Intl's
 * own offset name, which costs a third of the wall-clock parts: a calendar feed's VTIMEZONEs ask
 * for it hundreds of times per zone.
 */
export function zoneOffsetMinutes(instant: Date, zone: string): number {
  const match = LONG_OFFSET.exec(offsetFormatter(zone).format(instant));
  if (!match) {
    return 0;
  }
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/**
 * The instant at which clocks in `zone` show `date` (YYYY-MM-DD) and `time` (HH:mm).
 * A time that does not exist (skipped by a spring-forward change) moves forward by the gap;
 * a time that happens twice (fall-back) is its first occurrence.
 */
export function wallTimeToUtc(date: string, time: string, zone: string): Date {
  const [y, mo, d] = date.split('-').map(Number);
  const [h, mi] = time.split(':').map(Number);
  const naive = Date.UTC(y ?? 0, (mo ?? 1) - 1, d ?? 1, h ?? 0, mi ?? 0);
  const before = zoneOffsetMinutes(new Date(naive - 86_400_000), zone);
  const after = zoneOffsetMinutes(new Date(naive + 86_400_000), zone);
  // Try the larger offset first: for a repeated hour it gives the earlier instant.
  for (const offset of [Math.max(before, after), Math.min(before, after)]) {
    const candidate = new Date(naive - offset * 60_000);
    if (zoneOffsetMinutes(candidate, zone) === offset) {
      return candidate;
    }
  }
  // In a gap: neither offset shows this wall time; keep the instant's length from midnight.
  return new Date(naive - Math.min(before, after) * 60_000);
}

/** The wall-clock date (YYYY-MM-DD) and time (HH:mm) in `zone` at `instant`. */
export function utcToWallTime(instant: Date, zone: string): { date: string; time: string } {
  const w = wallClockText(instant, zone);
  return { date: `${w.year}-${w.month}-${w.day}`, time: `${w.hour}:${w.minute}` };
}

export function defaultEventEnd(start: Date): Date {
  return new Date(start.getTime() + DEFAULT_EVENT_DURATION_MS);
}
