import type { OutgoingMail } from '../../../integrations/mail';
import { escapeHtml, mailWhen, subjectTitle } from '../../../integrations/mail-text';
import { PRODUCT_NAME } from '../../../product';
import type { EventFacts } from '../../push';

/** "Reminder: Pottery night, Tomorrow 19:00 at Old Inn", with the full time, the place and a link. */
export function reminderMail(to: string, event: EventFacts, when: string, link: string, settingsLink: string): OutgoingMail {
  const full = mailWhen({ startIso: event.start_at, endIso: event.end_at, timeZone: event.time_zone });
  const text = [
    `${event.title}: ${when}`,
    '',
    `When: ${full}`,
    ...(event.location ? [`Where: ${event.location}`] : []),
    '',
    link,
    '',
    `You are going. Reminders can be changed in ${PRODUCT_NAME}'s settings: ${settingsLink}`,
  ].join('\n');
  const html = `<p><strong>${escapeHtml(event.title)}</strong>: ${escapeHtml(when)}</p>
<p>When: ${escapeHtml(full)}${event.location ? `<br>Where: ${escapeHtml(event.location)}` : ''}</p>
<p><a href="${link}">Open the event in ${PRODUCT_NAME}</a></p>
<p>You are going. Reminders can be changed in <a href="${settingsLink}">Settings</a>.</p>`;
  return { to, subject: `Reminder: ${subjectTitle(event.title)}, ${when.split(' at ')[0] ?? when}`, text, html, links: [link, settingsLink] };
}
