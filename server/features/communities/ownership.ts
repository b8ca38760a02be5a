import { COMMUNITY_MESSAGES } from '@contracts/communities/schemas';
import type { AppDeps } from '../../deps';
import { AppError, forbidden, notFound } from '../../http/app-error';
import { FEED_PAST_MS, keepCommunityTombstones, kickCalendarSync, queueCommunitySync, queueMemberSync } from '../calendar';
import { giveUpSeats } from '../events';
import { notifyEventCancelled } from '../push';
import { leaveVerdict, ownerOnlyVerdict } from './policy';
import type { CommunityAccess } from './policy';
import * as ownershipRepo from './ownership-repo';
import * as repo from './repo';

/**
 * A member leaves the community. The owner cannot: they transfer ownership first (409). Their
 * Google copies of its events go with their sight of them, as when they are removed.
 */
export async function leaveCommunity(deps: AppDeps, access: CommunityAccess): Promise<void> {
  if (leaveVerdict(access) === 'owner') {
    throw new AppError('owner_cannot_leave', 409, COMMUNITY_MESSAGES.ownerCannotLeave);
  }
  await deps.db.transaction(async (trx) => {
    await repo.deleteMembership(trx, access.community.id, access.actorId);
    await giveUpSeats(deps, trx, access.actorId, deps.clock().toISOString(), access.community.id);
    await queueMemberSync(deps, trx, access.actorId, access.community.id);
  });
  kickCalendarSync(deps);
}

/** The owner hands the community to another member, and stays on as an admin. */
export async function transferOwnership(deps: AppDeps, access: CommunityAccess, newOwnerId: number): Promise<void> {
  if (ownerOnlyVerdict(access) !== 'allowed') {
    throw forbidden(COMMUNITY_MESSAGES.ownerOnly);
  }
  if (newOwnerId === access.actorId) {
    throw new AppError('already_owner', 400, COMMUNITY_MESSAGES.alreadyOwner, [{ field: 'user_id', message: COMMUNITY_MESSAGES.alreadyOwner }]);
  }
  await deps.db.transaction(async (trx) => {
    if (!(await repo.findMembership(trx, access.community.id, newOwnerId))) {
      throw notFound(COMMUNITY_MESSAGES.notAMember);
    }
    await ownershipRepo.setOwner(trx, access.community.id, access.actorId, newOwnerId);
  });
}

/**
 * The owner deletes the community with all its events. In one transaction: members going to its
 * coming events hear they are cancelled, unsent invitation mails are withdrawn, feeds keep the
 * events as cancelled and their Google copies are queued for removal (as when each event is
 * deleted alone), then the rows go.
 */
export async function deleteCommunity(deps: AppDeps, access: CommunityAccess): Promise<void> {
  if (ownerOnlyVerdict(access) !== 'allowed') {
    throw forbidden(COMMUNITY_MESSAGES.ownerOnly);
  }
  const nowIso = deps.clock().toISOString();
  await deps.db.transaction(async (trx) => {
    for (const event of await ownershipRepo.upcomingEventsOf(trx, access.community.id, nowIso)) {
      await notifyEventCancelled(deps, trx, event, access.actorId);
    }
    await ownershipRepo.withdrawUnsentMailsOf(trx, access.community.id, nowIso);
    await keepCommunityTombstones(trx, access.community.id, new Date(deps.clock().getTime() - FEED_PAST_MS).toISOString(), nowIso);
    await queueCommunitySync(deps, trx, access.community.id);
    await ownershipRepo.deleteCommunity(trx, access.community.id);
  });
  kickCalendarSync(deps);
}
