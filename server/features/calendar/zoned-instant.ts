import { wallClockText } from '@contracts/events/event-time';
import type { WallClockText } from '@contracts/events/event-time';

/**
 * An instant that ical-generator writes in a given zone (DTSTART;TZID=Europe/London:20261203T190000).
 * ical-generator formats a plain Date in the server process's own zone, so it is given this instead:
 * the small Luxon-shaped object it accepts, with the zone's wall clock from Intl.
 */
export class ZonedInstant {
  readonly isValid = true;
  readonly zone = { type: 'iana' };
  /** ical-generator asks for the date and then the time of the same instant: the fields are read once. */
  private fields: WallClockText | null = null;

  constructor(
    private readonly instant: Date,
    private readonly zoneName = 'UTC',
  ) {}

  setZone(zone?: string): ZonedInstant {
    return new ZonedInstant(this.instant, !zone || zone.toLowerCase() === 'utc' ? 'UTC' : zone);
  }

  toFormat(format: string): string {
    this.fields ??= wallClockText(this.instant, this.zoneName);
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
