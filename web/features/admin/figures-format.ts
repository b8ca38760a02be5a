import type { AdminUser } from '@contracts/admin/schemas';
import { formatDateTime, formatDayAndMonth, formatMediumDate, formatShortDay } from '@contracts/time-format';
import { viewerLocale, viewerTimeZone } from '../../lib/viewer-time';

/** Figures, dates and names as the dashboard shows them, in the viewer's locale; dates through the app's one date module. */

export const formatCount = (n: number): string => n.toLocaleString();

/** 18.2 -> "18.2%" (one decimal, as the server rounds it). */
export const formatPercent = (rate: number): string =>
  `${rate.toLocaleString(undefined, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}%`;

/** A share of a whole as a whole percent, for bar widths and their labels (0 of 0 is 0). */
export const shareOf = (part: number, whole: number): number => (whole > 0 ? Math.round((part / whole) * 100) : 0);

/** A UTC calendar day of the series ('2025-03-10'): the same date wherever the viewer is ('Mon 10 Mar'). */
export const formatUtcDay = (date: string): string => formatShortDay(date, viewerLocale());

/** The same day, shorter, for a chart's axis ('10 Mar'). */
export const formatUtcDayAndMonth = (date: string): string => formatDayAndMonth(date, viewerLocale());

/** An instant (a signup, a last visit) in the viewer's own zone: '9 Mar 2025'. */
export const formatInstant = (iso: string): string => formatMediumDate(new Date(iso), viewerTimeZone(), viewerLocale());

/** '9 Mar 2025, 10:00' in the viewer's own zone. */
export const formatInstantWithTime = (iso: string): string => formatDateTime(new Date(iso), viewerTimeZone(), viewerLocale());

/** Full name, else username (as the rest of the app names people). */
export const nameOf = (user: Pick<AdminUser, 'full_name' | 'username'>): string => user.full_name || user.username;
