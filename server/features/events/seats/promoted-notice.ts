import { PROMOTED_BODY, promotedTitle } from '@contracts/events/seat-text';
import type { AppDeps } from '../../../deps';
import type { Db } from '../../../db';
import type { OutgoingMail } from '../../../integrations/mail';
import { escapeHtml, mailWhen, subjectTitle } from '../../../integrations/mail-text';
import { PRODUCT_NAME } from '../../../product';
import * as mailRepo from '../../../queue/mail-repo';
import { queueReplySync } from '../../calendar';
import { notifySeatOpened } from '../../push';
import type { EventFacts } from '../../push';
import { findEvent } from '../repo';
import { provenEmailsOf } from './seats-repo';

/** The e-mail to a member given a seat: the event, its time and place, and a link to it. */
export function seatOpenedMail(to: string, event: EventFacts, link: string): OutgoingMail {
  const when = mailWhen({ startIso: event.start_at, endIso: event.end_at, timeZone: event.time_zone });
  const text = [
    `${promotedTitle(event.title)}`,
    '',
    PROMOTED_BODY,
    '',
    `When: ${when}`,
    ...(event.location ? [`Where: ${event.location}`] : []),
    '',
    link,
  ].join('\n');
  const html = `<p><strong>${escapeHtml(promotedTitle(event.title))}</strong></p>
<p>${escapeHtml(PROMOTED_BODY)}</p>
<p>When: ${escapeHtml(when)}${event.location ? `<br>Where: ${escapeHtml(event.location)}` : ''}</p>
<p><a href="${link}">Open the event in ${PRODUCT_NAME}</a></p>`;
  return { to, subject: promotedTitle(subjectTitle(event.title)), text, html, links: [link] };
}

/**
 * Tells members just given a seat, in the transaction that seated them (so it happens exactly when
 * they are seated): a push, an e-mail to a proven address, and their calendar gains the event.
 */
export async function tellPromoted(deps: AppDeps, trx: Db, eventId: number, userIds: readonly number[]): Promise<void> {
  if (userIds.length === 0) {
    return;
  }
  const event = await findEvent(trx, eventId);
  if (!event) {
    return;
  }
  await notifySeatOpened(deps, trx, event, userIds);
  const nowIso = deps.clock().toISOString();
  const link = `${deps.config.publicUrl}/events/${eventId}`;
  const recipients = await provenEmailsOf(trx, userIds);
  for (const recipient of recipients) {
    await mailRepo.enqueueMail(trx, { kind: 'seat_opened', senderId: null, invitationId: null, mail: seatOpenedMail(recipient.email, event, link), nowIso });
  }
  if (recipients.length > 0) {
    deps.jobs.kickMail();
  }
  for (const userId of userIds) {
    await queueReplySync(deps, trx, eventId, userId);
  }
}
