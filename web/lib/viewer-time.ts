import { dateLocaleOf } from '@contracts/time-format';
import type { DateLocale } from '@contracts/time-format';

/**
 * Asking the browser for its zone makes a new date formatter: about 0.6 ms on a desktop, a few on a
 * phone, and screens ask once per row per render (a warm /home spent 67 ms in it at 4x CPU). So the
 * answer is kept for a minute: a phone that changes zone while the app is open shows the new one
 * within a minute.
 */
const ZONE_KEPT_MS = 60_000;
let zone: { name: string; askedAt: number } | undefined;

/** The zone the viewer's browser runs in: the day an event sits on, the "your time" zone, the picker's default. */
export function viewerTimeZone(): string {
  const now = Date.now();
  if (!zone || now - zone.askedAt > ZONE_KEPT_MS || now < zone.askedAt) {
    zone = { name: Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC', askedAt: now };
  }
  return zone.name;
}

/** The viewer's conventions for dates and times (day-month order, 12- or 24-hour clock), from the browser's language. */
export function viewerLocale(): DateLocale {
  return dateLocaleOf(typeof navigator === 'undefined' ? undefined : navigator.language || undefined);
}
