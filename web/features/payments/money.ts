import { formatFullDate } from '@contracts/time-format';
import { viewerLocale, viewerTimeZone } from '../../lib/viewer-time';

/** Pence as the screens show pounds: 500 -> "£5.00", 100000 -> "£1,000.00". */
export function formatPence(pence: number, currency = 'gbp'): string {
  return new Intl.NumberFormat('en-GB', { style: 'currency', currency: currency.toUpperCase() }).format(pence / 100);
}

/**
 * A typed amount in pounds as pence, rounded to the penny (spec: step 0.01, rounded to pence,
 * positive only). Null for nothing typed, or text that is not a positive number.
 */
export function penceFromPounds(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '' || !/^\d*(\.\d*)?$/.test(trimmed) || trimmed === '.') {
    return null;
  }
  const pence = Math.round(Number(trimmed) * 100);
  return Number.isFinite(pence) && pence > 0 ? pence : null;
}

/** A date the way every screen writes it, in the member's zone: "25 December 2026" (or "December 25, 2026"). */
export function formatDay(iso: string): string {
  return formatFullDate(new Date(iso), viewerTimeZone(), viewerLocale());
}
