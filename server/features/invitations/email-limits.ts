import { INVITATION_MESSAGES } from '@contracts/invitations/schemas';
import type { Db } from '../../db';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import * as mailRepo from '../../queue/mail-repo';
import type { MailKind } from '../../queue/mail-repo';
import type { UserRow } from '../../users/repo';
import { limitMultiplierFor } from '../payments';
import * as repo from './repo';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** The mail a member sends to an address they typed: one budget, so no kind of it is a way around the other's limit. */
export const LIMITED_MAIL_KINDS: readonly MailKind[] = ['invitation', 'walk_in_welcome'];

/**
 * In the sending transaction: refuses more e-mails to typed addresses than the sender's hourly
 * limit, and more than the address's daily limit from all senders. The limits count the mails
 * queued (cancelling an invitation does not give its e-mail back); the sender's row is locked first,
 * so two requests cannot both take the last one.
 */
export async function checkEmailLimits(deps: AppDeps, trx: Db, actor: UserRow, email: string, now: Date): Promise<void> {
  await repo.lockInviter(trx, actor.id);
  const sentLastHour = await mailRepo.countQueuedSince(trx, actor.id, LIMITED_MAIL_KINDS, new Date(now.getTime() - HOUR_MS).toISOString());
  // Pro members may send ten times as many (see payments/pro-benefits.ts).
  if (sentLastHour >= deps.config.invitationEmailsPerHour * limitMultiplierFor(actor)) {
    throw new AppError('rate_limited', 429, INVITATION_MESSAGES.tooManyEmails);
  }
  // Many senders together must not turn the app into a way to flood (or phish) one inbox.
  const toAddressToday = await mailRepo.countQueuedToSince(trx, email, LIMITED_MAIL_KINDS, new Date(now.getTime() - DAY_MS).toISOString());
  if (toAddressToday >= deps.config.invitationEmailsPerRecipientPerDay) {
    throw new AppError('recipient_limited', 429, INVITATION_MESSAGES.recipientHadEnough);
  }
}
