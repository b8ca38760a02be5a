import type { When } from './draft';

const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;
const BASIC = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})?(Z)?)?$/i;

/** '+02:00', '-0400', '+05', 'Z' as minutes east of UTC. */
export function offsetFromText(text: string): number {
  if (text.toUpperCase() === 'Z') {
    return 0;
  }
  const sign = text.startsWith('-') ? -1 : 1;
  const digits = text.slice(1).replace(':', '');
  return sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2, 4) || '0'));
}

function validDate(y: number, m: number, d: number): boolean {
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/**
 * A schema.org / ISO 8601 date or date-time ('2025-06-07', '2025-06-07T14:00', '...+02:00',
 * '...-0400', '...Z', and the basic form '20250607T140000Z'), or null when it is not one.
 */
export function parseIsoWhen(value: unknown): When | null {
  if (typeof value !== 'string') {
    return null;
  }
  const text = value.trim();
  const m = ISO.exec(text) ?? BASIC.exec(text);
  if (!m) {
    return null;
  }
  const [, y, mo, d, h, mi, , offset] = m;
  if (!validDate(Number(y), Number(mo), Number(d))) {
    return null;
  }
  const date = `${y}-${mo}-${d}`;
  if (h === undefined || mi === undefined) {
    return { date, time: null };
  }
  if (Number(h) > 23 || Number(mi) > 59) {
    return null;
  }
  const when: When = { date, time: `${h}:${mi}` };
  return offset ? { ...when, offsetMinutes: offsetFromText(offset) } : when;
}

/** The calendar date `days` after a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, (d ?? 1) + days)).toISOString().slice(0, 10);
}

/** Whole days from one YYYY-MM-DD date to another. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** 0 = Sunday ... 6 = Saturday. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}
