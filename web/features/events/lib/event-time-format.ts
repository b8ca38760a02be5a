import { timeZoneLabel, utcToWallTime } from '../../../../server/contracts/event-time';

/** The zone the viewer's browser runs in (the picker's default and the "your time" zone). */
export function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

type DateStyle = 'long' | 'short';

const dateFormatters = new Map<string, Intl.DateTimeFormat>();
function dateFormatter(zone: string, style: DateStyle): Intl.DateTimeFormat {
  const key = `${zone}|${style}`;
  let formatter = dateFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      weekday: style,
      day: 'numeric',
      month: style,
      year: 'numeric',
    });
    dateFormatters.set(key, formatter);
  }
  return formatter;
}

function dateParts(instant: Date, zone: string, style: DateStyle): Record<string, string> {
  return Object.fromEntries(dateFormatter(zone, style).formatToParts(instant).map((part) => [part.type, part.value]));
}

/** 'Thursday, 3 December 2026': the date in the long weekday form, as clocks in `zone` show it. */
export function formatLongDate(instant: Date, zone: string): string {
  const p = dateParts(instant, zone, 'long');
  return `${p.weekday}, ${p.day} ${p.month} ${p.year}`;
}

/** 'Thu 3 Dec': a short date for lists and for times that fall on another day. */
export function formatShortDate(instant: Date, zone: string): string {
  const p = dateParts(instant, zone, 'short');
  return `${p.weekday} ${p.day} ${p.month}`;
}

type EventTimes = { start_datetime: string; end_datetime: string | null; time_zone: string };

/** '19:00', '19:00 – 21:00', or '22:00 – Fri 4 Dec, 01:00' when the end falls on a later day. */
function timeRange(start: Date, end: Date | null, zone: string, startDayPrefix: boolean): string {
  const startWall = utcToWallTime(start, zone);
  const startText = startDayPrefix ? `${formatShortDate(start, zone)}, ${startWall.time}` : startWall.time;
  if (!end || end.getTime() === start.getTime()) {
    return startText;
  }
  const endWall = utcToWallTime(end, zone);
  const endText = endWall.date === startWall.date ? endWall.time : `${formatShortDate(end, zone)}, ${endWall.time}`;
  return `${startText} – ${endText}`;
}

export type EventTimeSummary = {
  /** The start date in the event's zone, long weekday form. */
  date: string;
  /** '19:00 – 21:00 (London)': the time as the event's zone shows it. */
  eventTime: string;
  /** '20:00 – 22:00 your time', or null when the viewer's clocks show the same. */
  viewerTime: string | null;
};

/** The event's date and time in its own zone, and the viewer's time beside it when it differs. */
export function summarizeEventTime(event: EventTimes, viewerZone: string): EventTimeSummary {
  const start = new Date(event.start_datetime);
  const end = event.end_datetime ? new Date(event.end_datetime) : null;
  const zone = event.time_zone;
  const eventRange = timeRange(start, end, zone, false);
  const sameDay = utcToWallTime(start, zone).date === utcToWallTime(start, viewerZone).date;
  const viewerRange = timeRange(start, end, viewerZone, !sameDay);
  return {
    date: formatLongDate(start, zone),
    eventTime: `${eventRange} (${timeZoneLabel(zone)})`,
    viewerTime: viewerRange === eventRange ? null : `${viewerRange} your time`,
  };
}
