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

type WallClock = Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string>;

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** UTC's wall clock straight from the Date (Intl's formatToParts costs far more, and a feed asks for thousands). */
function utcWallClock(instant: Date): WallClock {
  return {
    year: String(instant.getUTCFullYear()).padStart(4, '0'),
    month: twoDigits(instant.getUTCMonth() + 1),
    day: twoDigits(instant.getUTCDate()),
    hour: twoDigits(instant.getUTCHours()),
    minute: twoDigits(instant.getUTCMinutes()),
    second: twoDigits(instant.getUTCSeconds()),
  };
}

/** The wall-clock fields of an instant in an IANA zone. */
export function wallClock(instant: Date, zone: string): WallClock {
  if (zone === 'UTC') {
    return utcWallClock(instant);
  }
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
  /** ical-generator asks for the date and then the time of the same instant: the fields are read once. */
  private fields: WallClock | null = null;

  constructor(
    private readonly instant: Date,
    private readonly zoneName = 'UTC',
  ) {}

  setZone(zone?: string): ZonedInstant {
    return new ZonedInstant(this.instant, !zone || zone.toLowerCase() === 'utc' ? 'UTC' : zone);
  }

  toFormat(format: string): string {
    this.fields ??= wallClock(this.instant, this.zoneName);
    const f = this.fields;
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
