import { utcToWallTime } from '../events/event-time';
import { formatMediumDate, formatShortDate, formatTime } from './dates';
import type { EventTimes } from './event-when';
import type { DateLocale } from './viewer-locale';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const WEEK_MS = 7 * DAY_MS;

/** Whole calendar days from `from` to `to` (YYYY-MM-DD each). */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** An event without an end counts as under way for its first few hours (a meetup, a game night). */
const IMPLIED_LENGTH_MS = 3 * HOUR_MS;

const endOf = (event: EventTimes, start: Date) => (event.end_datetime ? new Date(event.end_datetime) : new Date(start.getTime() + IMPLIED_LENGTH_MS));

/** Started and not yet over: until its end, or for its first few hours when it has none. */
export function isUnderWay(event: EventTimes, now: Date): boolean {
  const start = new Date(event.start_datetime);
  return start.getTime() <= now.getTime() && endOf(event, start).getTime() > now.getTime();
}

/**
 * How soon an event starts, by the viewer's calendar: 'Today 19:00', 'Tomorrow 19:00',
 * 'in 3 days', 'in 2 weeks', then its date; 'Happening now' while it runs, 'Ended' after.
 */
export function formatCountdown(event: EventTimes, now: Date, viewerZone: string, locale: DateLocale): string {
  const start = new Date(event.start_datetime);
  if (start.getTime() <= now.getTime()) {
    return isUnderWay(event, now) ? 'Happening now' : 'Ended';
  }
  const days = daysBetween(utcToWallTime(now, viewerZone).date, utcToWallTime(start, viewerZone).date);
  if (days === 0) {
    return `Today ${formatTime(start, viewerZone, locale)}`;
  }
  if (days === 1) {
    return `Tomorrow ${formatTime(start, viewerZone, locale)}`;
  }
  if (days < 14) {
    return `in ${days} days`;
  }
  if (days < 60) {
    return `in ${Math.floor(days / 7)} weeks`;
  }
  return formatShortDate(start, viewerZone, locale);
}

/**
 * A comment's age as spec section 2 words it: 'just now' under 1 minute, 'Nm ago' under 60
 * minutes, 'Nh ago' under 24 hours, 'Nd ago' under 7 days, else the date. A time slightly in
 * the future (a clock ahead of the server's) counts as just now.
 */
export function formatAge(created: Date, now: Date, viewerZone: string, locale: DateLocale): string {
  const elapsed = now.getTime() - created.getTime();
  if (elapsed < MINUTE_MS) {
    return 'just now';
  }
  if (elapsed < HOUR_MS) {
    return `${Math.floor(elapsed / MINUTE_MS)}m ago`;
  }
  if (elapsed < DAY_MS) {
    return `${Math.floor(elapsed / HOUR_MS)}h ago`;
  }
  if (elapsed < WEEK_MS) {
    return `${Math.floor(elapsed / DAY_MS)}d ago`;
  }
  return formatMediumDate(created, viewerZone, locale);
}
