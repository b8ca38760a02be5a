import { COMMUNITY_MESSAGES } from '../../contracts/communities';
import type { AppDeps } from '../../deps';
import { AppError, forbidden, notFound } from '../../http/app-error';
import { notifyEventCancelled } from '../push/notify';
import { leaveVerdict, ownerOnlyVerdict } from './policy';
import type { CommunityAccess } from './policy';
import * as ownershipRepo from './ownership-repo';
import * as repo from './repo';

/** A member leaves the community. The owner cannot: they transfer ownership first (409). */
export async function leaveCommunity(deps: AppDeps, access: CommunityAccess): Promise<void> {
  if (leaveVerdict(access) === 'owner') {
    throw new AppError('owner_cannot_leave', 409, COMMUNITY_MESSAGES.ownerCannotLeave);
  }
  await deps.db.transaction((trx) => repo.deleteMembership(trx, access.community.id, access.actorId));
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
 * coming events hear they are cancelled, unsent invitation mails are withdrawn, then the rows go.
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
    await ownershipRepo.deleteCommunity(trx, access.community.id);
  });
}
