import { formatEventWhenForMail } from '@contracts/time-format';
import type { OutgoingMail } from '../../integrations/mail';

interface InvitationMailInput {
  to: string;
  inviterName: string;
  title: string;
  startIso: string;
  endIso: string | null;
  timeZone: string;
  location: string | null;
  message: string | null;
  link: string;
  productName: string;
  /** A date of a recurring event: what the invitation is to, in words (series-invitation.ts); null for a single event. */
  recurring: { when: string; everyDate: boolean } | null;
}

const escapeHtml = (text: string) =>
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
export const mailWhen = (input: Pick<InvitationMailInput, 'startIso' | 'endIso' | 'timeZone'>): string =>
  formatEventWhenForMail({ start_datetime: input.startIso, end_datetime: input.endIso, time_zone: input.timeZone });

/**
 * The invitation e-mail: title, time, place, the inviter's message and the {PUBLIC_URL}/join-event/{code} link.
 * To every date of a recurring event, it says so and gives the rule ("Every Tuesday from Tue 8 Dec, 19:00 (London)").
 */
export function invitationMail(input: InvitationMailInput): OutgoingMail {
  const when = input.recurring?.when ?? mailWhen(input);
  const to = input.recurring?.everyDate ? 'every date of ' : '';
  const text = [
    `${input.inviterName} invited you to ${to}${input.title}.`,
    '',
    `When: ${when}`,
    ...(input.location ? [`Where: ${input.location}`] : []),
    ...(input.message ? ['', `${input.inviterName} wrote: ${input.message}`] : []),
    '',
    'Reply to the invitation here:',
    input.link,
    '',
    `Sent by ${input.productName} on behalf of ${input.inviterName}.`,
  ].join('\n');
  const html = `<p>${escapeHtml(input.inviterName)} invited you to ${to}<strong>${escapeHtml(input.title)}</strong>.</p>
<p>When: ${escapeHtml(when)}${input.location ? `<br>Where: ${escapeHtml(input.location)}` : ''}</p>
${input.message ? `<blockquote>${escapeHtml(input.message)}</blockquote>` : ''}
<p><a href="${escapeHtml(input.link)}">Reply to the invitation</a></p>`;
  return { to: input.to, subject: `Invitation: ${subjectTitle(input.title)}`, text, html, links: [input.link] };
}
