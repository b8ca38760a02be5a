import { dateLocaleOf } from '../../server/contracts/time-format';
import type { DateLocale } from '../../server/contracts/time-format';

/** The zone the viewer's browser runs in: the day an event sits on, the "your time" zone, the picker's default. */
export function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** The viewer's conventions for dates and times (day-month order, 12- or 24-hour clock), from the browser's language. */
export function viewerLocale(): DateLocale {
  return dateLocaleOf(typeof navigator === 'undefined' ? undefined : navigator.language || undefined);
}
