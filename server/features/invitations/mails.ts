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

interface WalkInWelcomeMailInput {
  to: string;
  /** The name the door wrote down. */
  name: string;
  senderName: string;
  eventTitle: string;
  communityName: string;
  /** {PUBLIC_URL}/invite/{community invite code}. */
  link: string;
  productName: string;
}

/**
 * The welcome to someone who came to an event without answering (a walk-in): they were there, and
 * the community's invite link, so they hear about its next events. Plain and short on purpose.
 */
export function walkInWelcomeMail(input: WalkInWelcomeMailInput): OutgoingMail {
  const join = `Join ${input.communityName} on ${input.productName} to hear about its next events:`;
  const text = [
    `Hi ${input.name},`,
    '',
    `You were at ${input.eventTitle}. Thanks for coming!`,
    '',
    join,
    input.link,
    '',
    `Sent by ${input.productName} on behalf of ${input.senderName}.`,
  ].join('\n');
  const html = `<p>Hi ${escapeHtml(input.name)},</p>
<p>You were at <strong>${escapeHtml(input.eventTitle)}</strong>. Thanks for coming!</p>
<p><a href="${escapeHtml(input.link)}">Join ${escapeHtml(input.communityName)} on ${escapeHtml(input.productName)}</a> to hear about its next events.</p>
<p>Sent by ${escapeHtml(input.productName)} on behalf of ${escapeHtml(input.senderName)}.</p>`;
  return { to: input.to, subject: `You were at ${subjectTitle(input.eventTitle)}`, text, html, links: [input.link] };
}
