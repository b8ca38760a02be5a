const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zone: string): Intl.DateTimeFormat {
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

/** The wall-clock fields of an instant in an IANA zone. */
export function wallClock(instant: Date, zone: string): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string> {
  const fields = { year: '', month: '', day: '', hour: '', minute: '', second: '' };
  for (const part of formatterFor(zone).formatToParts(instant)) {
    if (part.type in fields) {
      fields[part.type as keyof typeof fields] = part.value;
    }
  }
  return fields;
}

/**
 * An instant that ical-generator writes in a given zone (DTSTART;TZID=Europe/London:20261203T190000).
 * ical-generator formats a plain Date in the server process's own zone, so it is given this instead:
 * the small Luxon-shaped object it accepts, with the zone's wall clock from Intl.
 */
export class ZonedInstant {
  readonly isValid = true;
  readonly zone = { type: 'iana' };

  constructor(
    private readonly instant: Date,
    private readonly zoneName = 'UTC',
  ) {}

  setZone(zone?: string): ZonedInstant {
    return new ZonedInstant(this.instant, !zone || zone.toLowerCase() === 'utc' ? 'UTC' : zone);
  }

  toFormat(format: string): string {
    const f = wallClock(this.instant, this.zoneName);
    if (format === 'yyyyLLdd') {
      return `${f.year}${f.month}${f.day}`;
    }
    if (format === 'HHmmss') {
      return `${f.hour}${f.minute}${f.second}`;
    }
    throw new Error(`Unsupported format ${format}`);
  }

  toJSDate(): Date {
    return new Date(this.instant);
  }

  toJSON(): string {
    return this.instant.toISOString();
  }
}
