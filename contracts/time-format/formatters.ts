import type { DateLocale } from './viewer-locale';

const cache = new Map<string, Intl.DateTimeFormat>();

/** One cached Intl.DateTimeFormat per locale, zone and options; an unknown zone reads as UTC rather than failing a page. */
export function formatterFor(locale: DateLocale, zone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale.tag}|${locale.hour12 ? 12 : 24}|${zone}|${JSON.stringify(options)}`;
  let formatter = cache.get(key);
  if (!formatter) {
    // A 24-hour clock reads '09:00', a 12-hour one '9:00 AM'.
    const withClock: Intl.DateTimeFormatOptions =
      options.hour === undefined
        ? options
        : { ...options, hour: locale.hour12 ? 'numeric' : '2-digit', hourCycle: locale.hour12 ? 'h12' : 'h23' };
    try {
      formatter = new Intl.DateTimeFormat(locale.tag, { ...withClock, timeZone: zone });
    } catch {
      formatter = new Intl.DateTimeFormat(locale.tag, { ...withClock, timeZone: 'UTC' });
    }
    cache.set(key, formatter);
  }
  return formatter;
}
