import type { OutgoingMail } from '../../integrations/mail';

interface InvitationMailInput {
  to: string;
  inviterName: string;
  title: string;
  startIso: string;
  timeZone: string;
  location: string | null;
  message: string | null;
  link: string;
  productName: string;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** "Thursday 3 December 2026 at 19:00 (Europe/London)": the event's own time, in its own zone. */
export function formatEventTime(startIso: string, timeZone: string): string {
  const when = new Intl.DateTimeFormat('en-GB', { timeZone, dateStyle: 'full', timeStyle: 'short' }).format(new Date(startIso));
  return `${when} (${timeZone})`;
}

/** The invitation e-mail: title, time, place, the inviter's message and the {PUBLIC_URL}/join-event/{code} link. */
export function invitationMail(input: InvitationMailInput): OutgoingMail {
  const when = formatEventTime(input.startIso, input.timeZone);
  const text = [
    `${input.inviterName} invited you to ${input.title}.`,
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
  const html = `<p>${escapeHtml(input.inviterName)} invited you to <strong>${escapeHtml(input.title)}</strong>.</p>
<p>When: ${escapeHtml(when)}${input.location ? `<br>Where: ${escapeHtml(input.location)}` : ''}</p>
${input.message ? `<blockquote>${escapeHtml(input.message)}</blockquote>` : ''}
<p><a href="${escapeHtml(input.link)}">Reply to the invitation</a></p>`;
  return { to: input.to, subject: `Invitation: ${input.title}`, text, html, links: [input.link] };
}
