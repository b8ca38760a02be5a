import { formatEventWhenForMail } from '@contracts/time-format';

/** Words every product e-mail writes the same way: HTML escaping, a safe subject title, an event's time. */

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * Words of a title that read as an address (a URL, `www.`, a domain such as evil.example, an e-mail)
 * become '…': a subject line is what a phishing mail leans on, and the title is anyone's text.
 */
const LINK_LIKE = /^(?:[a-z][a-z0-9+.-]*:(?=\S)|www\.)|[^\s.]\.[a-z]{2,}|@|\//i;
const SUBJECT_TITLE_MAX = 80;

/** The event title as it may appear in a subject: no link-like words, at most 80 characters. */
export function subjectTitle(title: string): string {
  const words = title.split(/\s+/).filter(Boolean).map((word) => (LINK_LIKE.test(word) ? '…' : word));
  const text = words.join(' ').replace(/…(?: …)+/g, '…');
  return text.length > SUBJECT_TITLE_MAX ? `${text.slice(0, SUBJECT_TITLE_MAX - 1).trimEnd()}…` : text;
}

/** The time as the screens write it: 'Thursday, 3 December 2026, 19:00 (London)'. */
export const mailWhen = (input: { startIso: string; endIso: string | null; timeZone: string }): string =>
  formatEventWhenForMail({ start_datetime: input.startIso, end_datetime: input.endIso, time_zone: input.timeZone });
