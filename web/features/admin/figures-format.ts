import type { AdminUser } from '../../../server/contracts/admin';

/** Figures, dates and names as the dashboard shows them, in the viewer's locale. */

export const formatCount = (n: number): string => n.toLocaleString();

/** 18.2 -> "18.2%" (one decimal, as the server rounds it). */
export const formatPercent = (rate: number): string =>
  `${rate.toLocaleString(undefined, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}%`;

/** A share of a whole as a whole percent, for bar widths and their labels (0 of 0 is 0). */
export const shareOf = (part: number, whole: number): number => (whole > 0 ? Math.round((part / whole) * 100) : 0);

const utcMidnight = (date: string) => new Date(`${date}T00:00:00.000Z`);

/** A UTC calendar day of the series ('2025-03-10'): the same date wherever the viewer is. */
export const formatUtcDay = (date: string, options: Intl.DateTimeFormatOptions = { weekday: 'short', month: 'short', day: 'numeric' }): string =>
  utcMidnight(date).toLocaleDateString(undefined, { ...options, timeZone: 'UTC' });

/** An instant (a signup, a last visit) in the viewer's own zone. */
export const formatInstant = (iso: string): string => new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

export const formatInstantWithTime = (iso: string): string =>
  new Date(iso).toLocaleString(undefined, { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/** Full name, else username (as the rest of the app names people). */
export const nameOf = (user: Pick<AdminUser, 'full_name' | 'username'>): string => user.full_name || user.username;
