import { EVENT_TIME_ZONES } from '../events/event-time';
import { formatterFor } from './formatters';
import type { DateLocale } from './viewer-locale';

/**
 * How a zone is named everywhere: the spec's label for its twelve zones ('London', 'New York'),
 * else the city of the IANA id ('America/Argentina/Buenos_Aires' -> 'Buenos Aires').
 */
export function zoneName(zone: string): string {
  const known = EVENT_TIME_ZONES.find((z) => z.id === zone);
  if (known) {
    return known.label;
  }
  const city = zone.split('/').pop() ?? zone;
  return city.replace(/_/g, ' ');
}

/** 'Thursday, 3 December 2026' (or 'Thursday, December 3, 2026'): the long weekday form, as clocks in `zone` show it. */
export function formatLongDate(instant: Date, zone: string, locale: DateLocale): string {
  return formatterFor(locale, zone, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(instant);
}

/** 'Thu 3 Dec' (or 'Thu, Dec 3'): for lists and for a time that falls on another day. */
export function formatShortDate(instant: Date, zone: string, locale: DateLocale): string {
  return formatterFor(locale, zone, { weekday: 'short', day: 'numeric', month: 'short' }).format(instant);
}

/** '3 Dec 2026' (or 'Dec 3, 2026'): a date on its own, such as when something was created. */
export function formatMediumDate(instant: Date, zone: string, locale: DateLocale): string {
  return formatterFor(locale, zone, { day: 'numeric', month: 'short', year: 'numeric' }).format(instant);
}

/** '3 December 2026' (or 'December 3, 2026'). */
export function formatFullDate(instant: Date, zone: string, locale: DateLocale): string {
  return formatterFor(locale, zone, { day: 'numeric', month: 'long', year: 'numeric' }).format(instant);
}

/** '19:00' (or '7:00 PM'). */
export function formatTime(instant: Date, zone: string, locale: DateLocale): string {
  return formatterFor(locale, zone, { hour: 'numeric', minute: '2-digit' }).format(instant);
}

/** 'Thu 3 Dec, 19:00' (or 'Thu, Dec 3, 7:00 PM'): a moment in a list, or a time that falls on another day. */
export function formatShortDateTime(instant: Date, zone: string, locale: DateLocale): string {
  return `${formatShortDate(instant, zone, locale)}, ${formatTime(instant, zone, locale)}`;
}

/** 'Thu 3 Dec, 19:00 (London)': a moment told in an event's own zone, the zone named as the event screens name it. */
export function formatMomentInZone(instant: Date, zone: string, locale: DateLocale): string {
  return `${formatShortDateTime(instant, zone, locale)} (${zoneName(zone)})`;
}

/** '3 Dec 2026, 19:00': a date and time together, as a tooltip shows it. */
export function formatDateTime(instant: Date, zone: string, locale: DateLocale): string {
  return formatterFor(locale, zone, { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' }).format(instant);
}

/** Noon UTC of a calendar day (YYYY-MM-DD), so the day reads the same in the UTC formatter. */
const dayInstant = (day: string) => new Date(`${day}T12:00:00Z`);

/** 'Monday, 23 November' (or 'Monday, November 23') for a calendar day written YYYY-MM-DD. */
export function formatDayHeading(day: string, locale: DateLocale): string {
  return formatterFor(locale, 'UTC', { weekday: 'long', day: 'numeric', month: 'long' }).format(dayInstant(day));
}

/** 'Mon 10 Mar' (or 'Mon, Mar 10') for a calendar day written YYYY-MM-DD (a day of a daily series). */
export function formatShortDay(day: string, locale: DateLocale): string {
  return formatShortDate(dayInstant(day), 'UTC', locale);
}

/** '10 Mar' (or 'Mar 10') for a calendar day written YYYY-MM-DD: a chart's axis. */
export function formatDayAndMonth(day: string, locale: DateLocale): string {
  return formatterFor(locale, 'UTC', { day: 'numeric', month: 'short' }).format(dayInstant(day));
}

/** 'December 2026'. */
export function formatMonthTitle(year: number, month: number, locale: DateLocale): string {
  return formatterFor(locale, 'UTC', { month: 'long', year: 'numeric' }).format(new Date(Date.UTC(year, month - 1, 15)));
}
