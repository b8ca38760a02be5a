import { utcToWallTime } from '@contracts/events/event-time';
import { MAIL_LOCALE, formatShortDate, formatTime } from '@contracts/time-format';
import type { EventFacts } from '../../push';

/** Days from one local date ('2026-12-03') to another. */
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/**
 * "Tomorrow 19:00 at Old Inn", "Today 19:00", "Thu 3 Dec 19:00 at Old Inn": the day as people at the
 * event's place say it when the reminder goes, and its local time.
 */
export function reminderWhen(event: EventFacts, now: Date): string {
  const start = new Date(event.start_at);
  const days = daysBetween(utcToWallTime(now, event.time_zone).date, utcToWallTime(start, event.time_zone).date);
  const day = days === 0 ? 'Today' : days === 1 ? 'Tomorrow' : formatShortDate(start, event.time_zone, MAIL_LOCALE);
  const place = event.location ? ` at ${event.location}` : '';
  return `${day} ${formatTime(start, event.time_zone, MAIL_LOCALE)}${place}`;
}
