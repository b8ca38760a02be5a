/**
 * The reader's conventions for dates and times, in English: the app's words stay English, while
 * the order of day and month and the 12- or 24-hour clock follow the reader's own locale (a
 * German browser reads "Thursday, 3 December 2026, 19:00"; an American one "Thursday, December 3,
 * 2026, 7:00 PM"). No imports: the web app and the server (e-mails) share this file.
 */
export type DateLocale = { tag: 'en-GB' | 'en-US'; hour12: boolean };

/** What e-mails use: the product's own British English, 24-hour clock. */
export const MAIL_LOCALE: DateLocale = { tag: 'en-GB', hour12: false };

const SAMPLE = new Date(Date.UTC(2026, 11, 3, 12));
const resolved = new Map<string, DateLocale>();

function safeFormatter(locale: string | undefined, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  try {
    return new Intl.DateTimeFormat(locale, options);
  } catch {
    return new Intl.DateTimeFormat('en-GB', options);
  }
}

/**
 * The English conventions closest to `locale` (a BCP 47 tag such as 'de-DE'; undefined means the
 * runtime's own, in a browser the reader's): month before day as in the US, else day first; the
 * clock as that locale sets it.
 */
export function dateLocaleOf(locale: string | undefined): DateLocale {
  const key = locale ?? '';
  const cached = resolved.get(key);
  if (cached) {
    return cached;
  }
  const order = safeFormatter(locale, { day: 'numeric', month: 'numeric' })
    .formatToParts(SAMPLE)
    .map((part) => part.type)
    .filter((type) => type === 'day' || type === 'month');
  const hourCycle = safeFormatter(locale, { hour: 'numeric' }).resolvedOptions().hourCycle;
  const result: DateLocale = {
    tag: order[0] === 'month' ? 'en-US' : 'en-GB',
    hour12: hourCycle === 'h12' || hourCycle === 'h11',
  };
  resolved.set(key, result);
  return result;
}
