import { utcToWallTime } from '../events/event-time';
import { formatLongDate, formatShortDateTime, formatTime, zoneName } from './dates';
import { MAIL_LOCALE } from './viewer-locale';
import type { DateLocale } from './viewer-locale';

export type EventTimes = { start_datetime: string; end_datetime: string | null; time_zone: string };

export type EventWhen = {
  /** The calendar day the event sits on: its start as the viewer's clocks show it (YYYY-MM-DD). */
  day: string;
  /** That day in the long weekday form. */
  date: string;
  /** '19:00 – 21:00 (London)': the event's own clocks, led by their date when it is not `date`. */
  eventTime: string;
  /** '20:00 – 22:00 your time', or null when the viewer's clocks read the same as the event's. */
  viewerTime: string | null;
};

/** '19:00', '19:00 – 21:00', or '22:00 – Fri 4 Dec, 01:00' when the end falls on a later day. */
function timeRange(start: Date, end: Date | null, zone: string, locale: DateLocale, withStartDate: boolean): string {
  const startDay = utcToWallTime(start, zone).date;
  const startText = withStartDate ? formatShortDateTime(start, zone, locale) : formatTime(start, zone, locale);
  if (!end || end.getTime() === start.getTime()) {
    return startText;
  }
  const endText =
    utcToWallTime(end, zone).date === startDay ? formatTime(end, zone, locale) : formatShortDateTime(end, zone, locale);
  return `${startText} – ${endText}`;
}

/**
 * When an event happens, for one viewer: the day it sits on is the viewer's (so a list, a
 * calendar and a page agree), the time is the event's own with its zone named, and the
 * viewer's time follows when their clocks differ.
 */
export function describeEventTime(event: EventTimes, viewerZone: string, locale: DateLocale): EventWhen {
  const start = new Date(event.start_datetime);
  const end = event.end_datetime ? new Date(event.end_datetime) : null;
  const zone = event.time_zone;
  const day = utcToWallTime(start, viewerZone).date;
  const ownDayDiffers = utcToWallTime(start, zone).date !== day;
  const eventRange = timeRange(start, end, zone, locale, ownDayDiffers);
  const viewerRange = timeRange(start, end, viewerZone, locale, false);
  return {
    day,
    date: formatLongDate(start, viewerZone, locale),
    eventTime: `${eventRange} (${zoneName(zone)})`,
    viewerTime: ownDayDiffers || viewerRange !== eventRange ? `${viewerRange} your time` : null,
  };
}

/**
 * "Thursday, 3 December 2026, 19:00 – 21:00 (London)": an event's time as an e-mail states it,
 * in the event's own zone (the reader's zone is not known when it is sent).
 */
export function formatEventWhenForMail(event: EventTimes, locale: DateLocale = MAIL_LOCALE): string {
  const start = new Date(event.start_datetime);
  const end = event.end_datetime ? new Date(event.end_datetime) : null;
  const zone = event.time_zone;
  return `${formatLongDate(start, zone, locale)}, ${timeRange(start, end, zone, locale, false)} (${zoneName(zone)})`;
}
