type EventTimes = { start_datetime: string; end_datetime: string | null; time_zone: string };

function inZone(timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  try {
    return new Intl.DateTimeFormat(undefined, { ...options, timeZone });
  } catch {
    // An unknown zone name: fall back to UTC rather than failing the page.
    return new Intl.DateTimeFormat(undefined, { ...options, timeZone: 'UTC' });
  }
}

const LONG_DATE: Intl.DateTimeFormatOptions = { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' };
const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };

/**
 * An event's date in the long weekday form and its time, both in the event's own zone:
 * { date: 'Saturday, March 14, 2026', time: '7:00 PM – 9:00 PM GMT' }. An end on another day
 * carries its date.
 */
export function formatEventWhen({ start_datetime, end_datetime, time_zone }: EventTimes): { date: string; time: string } {
  const start = new Date(start_datetime);
  const dateFormat = inZone(time_zone, LONG_DATE);
  const date = dateFormat.format(start);
  const zoneName = inZone(time_zone, { timeZoneName: 'short' })
    .formatToParts(start)
    .find((part) => part.type === 'timeZoneName')?.value;
  const startTime = inZone(time_zone, TIME).format(start);
  const suffix = zoneName ? ` ${zoneName}` : '';
  if (!end_datetime) {
    return { date, time: `${startTime}${suffix}` };
  }
  const end = new Date(end_datetime);
  const endDate = dateFormat.format(end);
  const endTime = inZone(time_zone, TIME).format(end);
  return { date, time: endDate === date ? `${startTime} – ${endTime}${suffix}` : `${startTime} – ${endDate}, ${endTime}${suffix}` };
}

/** A short date for lists ('Mar 14, 2026'), in the event's zone. */
export function formatEventShortDate(iso: string, timeZone: string): string {
  return inZone(timeZone, { dateStyle: 'medium' }).format(new Date(iso));
}
