import { COMMUNITY_INVITE_SCREEN, screenPath } from '@contracts/screens/screen-paths';
import type { Db } from '../../db';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import { PRODUCT_NAME } from '../../product';
import * as mailRepo from '../../queue/mail-repo';
import { displayName } from '../../users/display-name';
import type { UserRow } from '../../users/repo';
import { shareableInvite } from '../communities';
import type { EventRow } from '../events';
import { checkEmailLimits } from './email-limits';
import { walkInWelcomeMail } from './mails';

export interface WalkInWelcome {
  name: string;
  email: string;
}

/**
 * Mails someone who came in at the door without answering (a walk-in) the community's invite link,
 * so they can join it later: an event invitation would be no use to them, the event having started.
 * Runs in the walk-in's transaction, within the same per-sender and per-address limits as
 * invitation e-mails. True when the mail is queued; false, with nothing written, when the limits
 * refuse or the organiser may not pass the community's invite code on. The caller kicks the mail
 * worker after its commit.
 */
export async function welcomeWalkIn(deps: AppDeps, trx: Db, actor: UserRow, event: EventRow, walkIn: WalkInWelcome, now: Date): Promise<boolean> {
  const invite = await shareableInvite(trx, event.community_id, actor);
  if (!invite) {
    return false;
  }
  try {
    await checkEmailLimits(deps, trx, actor, walkIn.email, now);
  } catch (error) {
    if (error instanceof AppError && error.status === 429) {
      return false;
    }
    throw error;
  }
  const mail = walkInWelcomeMail({
    to: walkIn.email,
    name: walkIn.name,
    senderName: displayName(actor),
    eventTitle: event.title,
    communityName: invite.name,
    link: `${deps.config.publicUrl}${screenPath(COMMUNITY_INVITE_SCREEN, { inviteCode: invite.inviteCode })}`,
    productName: PRODUCT_NAME,
  });
  await mailRepo.enqueueMail(trx, { kind: 'walk_in_welcome', senderId: actor.id, invitationId: null, mail, nowIso: now.toISOString() });
  return true;
}
