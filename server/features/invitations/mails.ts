import type { OutgoingMail } from '../../integrations/mail';
import { escapeHtml, mailWhen, subjectTitle } from '../../integrations/mail-text';


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
