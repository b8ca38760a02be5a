import { COMMUNITY_MESSAGES } from '@contracts/communities/schemas';
import { kickCalendarSync, queueMemberSync } from '../calendar';
import { giveUpSeats } from '../events';
import type { CreateCommunityParsed, Member, UpdateCommunitySettingsParsed } from '@contracts/communities/schemas';
import { isUniqueViolation } from '../../db';
import type { Db } from '../../db';
import type { AppDeps } from '../../deps';
import { conflict, forbidden, notFound } from '../../http/app-error';
import type { UserRow } from '../../users/repo';
import { newInviteCode } from './invite-code';
import { canManageCommunity, canSeeInviteCode, canViewCommunity, memberActionVerdict } from './policy';
import type { CommunityAccess } from './policy';
import { nextEventsOfMember } from './next-events-repo';
import { presentCommunityDetail, presentCommunitySummary, presentMember, presentMembers, presentNextEvent } from './presenter';
import * as repo from './repo';


/**
 * Loads a community as seen by the actor. A community the actor is not a member of answers 404,
 * so its existence does not leak.
 */
export async function loadCommunityAccess(db: Db, communityId: number, actor: UserRow): Promise<CommunityAccess> {
  const found = await repo.findCommunityWithMembership(db, communityId, actor.id);
  const access = found ? { actorId: actor.id, ...found } : null;
  if (!access || !canViewCommunity(access)) {
    throw notFound(COMMUNITY_MESSAGES.notFound);
  }
  return access;
}

/**
 * The community's name and invite code when the actor may pass the code on (canSeeInviteCode: the
 * owner and admins, every member while it is visible to all), else null: a mail sent on their behalf
 * must not hand out a code they could not see.
 */
export async function shareableInvite(db: Db, communityId: number, actor: UserRow): Promise<{ name: string; inviteCode: string } | null> {
  const found = await repo.findCommunityWithMembership(db, communityId, actor.id);
  if (!found || !canSeeInviteCode({ actorId: actor.id, ...found })) {
    return null;
  }
  return { name: found.community.name, inviteCode: found.community.invite_code };
}

/** Runs `write` with a fresh invite code, drawing again on the (1 in 2^50) chance of a collision. */
async function withFreshInviteCode<T>(write: (code: string) => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await write(newInviteCode());
    } catch (err) {
      if (!isUniqueViolation(err) || attempt >= 3) {
        throw err;
      }
    }
  }
}

export async function createCommunity(deps: AppDeps, actor: UserRow, input: CreateCommunityParsed): Promise<number> {
  const now = deps.clock().toISOString();
  return withFreshInviteCode((inviteCode) =>
    deps.db.transaction(async (trx) => {
      const id = await repo.insertCommunity(trx, {
        name: input.name,
        description: input.description,
        invite_code: inviteCode,
        owner_id: actor.id,
        admin_events_only: input.admin_events_only,
        invite_code_visible_to_all: input.invite_code_visible_to_all,
        created_at: now,
      });
      await repo.insertMembership(trx, { community_id: id, user_id: actor.id, is_admin: false, joined_at: now });
      return id;
    }),
  );
}

export async function joinByInviteCode(deps: AppDeps, actor: UserRow, inviteCode: string): Promise<number> {
  const community = await repo.findCommunityByInviteCode(deps.db, inviteCode);
  if (!community) {
    throw notFound(COMMUNITY_MESSAGES.inviteNotFound);
  }
  try {
    await deps.db.transaction(async (trx) => {
      await repo.insertMembership(trx, {
        community_id: community.id,
        user_id: actor.id,
        is_admin: false,
        joined_at: deps.clock().toISOString(),
      });
    });
  } catch (err) {
    if (isUniqueViolation(err)) {
      throw conflict('already_member', COMMUNITY_MESSAGES.alreadyMember);
    }
    throw err;
  }
  return community.id;
}

export async function inviteInfo(deps: AppDeps, inviteCode: string) {
  const community = await repo.findCommunityByInviteCode(deps.db, inviteCode);
  if (!community) {
    throw notFound(COMMUNITY_MESSAGES.inviteNotFound);
  }
  return community;
}

/** What the invite page shows anyone holding the code: the community, and its owner by name. */
export async function inviteInfoWithOwner(deps: AppDeps, inviteCode: string): Promise<{ community: repo.CommunityRow; ownerName: string }> {
  const community = await inviteInfo(deps, inviteCode);
  return { community, ownerName: await repo.displayNameOf(deps.db, community.owner_id) };
}

export async function updateSettings(deps: AppDeps, access: CommunityAccess, input: UpdateCommunitySettingsParsed): Promise<void> {
  const { google_calendar_auto_sync: autoSync, ...communityChanges } = input;
  if (Object.keys(communityChanges).length > 0 && !canManageCommunity(access)) {
    throw forbidden(COMMUNITY_MESSAGES.manageOnly);
  }
  const { id } = access.community;
  await deps.db.transaction(async (trx) => {
    if (Object.keys(communityChanges).length > 0) {
      await repo.updateCommunity(trx, id, communityChanges);
    }
    if (autoSync !== undefined) {
      await repo.updateMembership(trx, id, access.actorId, { google_calendar_auto_sync: autoSync });
    }
    // Turning sync on adds the member's upcoming going events; turning it off leaves what is there.
    if (autoSync === true) {
      await queueMemberSync(deps, trx, access.actorId, id);
    }
  });
  kickCalendarSync(deps);
}

function assertMayActOn(access: CommunityAccess, targetUserId: number): void {
  const verdict = memberActionVerdict(access, targetUserId);
  const refusals = {
    not_manager: COMMUNITY_MESSAGES.manageOnly,
    owner: COMMUNITY_MESSAGES.cannotActOnOwner,
    self: COMMUNITY_MESSAGES.cannotActOnSelf,
  } as const;
  if (verdict !== 'allowed') {
    throw forbidden(refusals[verdict]);
  }
}

export async function setMemberAdmin(deps: AppDeps, access: CommunityAccess, targetUserId: number, isAdmin: boolean): Promise<Member> {
  assertMayActOn(access, targetUserId);
  const { id } = access.community;
  if (!(await repo.findMembership(deps.db, id, targetUserId))) {
    throw notFound(COMMUNITY_MESSAGES.notAMember);
  }
  await repo.updateMembership(deps.db, id, targetUserId, { is_admin: isAdmin });
  const member = await repo.findMemberWithUser(deps.db, id, targetUserId);
  if (!member) {
    throw notFound(COMMUNITY_MESSAGES.notAMember);
  }
  return presentMember(member, access);
}

export async function removeMember(deps: AppDeps, access: CommunityAccess, targetUserId: number): Promise<void> {
  assertMayActOn(access, targetUserId);
  const removed = await deps.db.transaction(async (trx) => {
    const deleted = await repo.deleteMembership(trx, access.community.id, targetUserId);
    // Their seats at its events go to the members waiting: they can no longer see those events.
    await giveUpSeats(deps, trx, targetUserId, deps.clock().toISOString(), access.community.id);
    // Their copies of this community's events go: they can no longer see them.
    await queueMemberSync(deps, trx, targetUserId, access.community.id);
    return deleted;
  });
  kickCalendarSync(deps);
  if (!removed) {
    throw notFound(COMMUNITY_MESSAGES.notAMember);
  }
}

/** A new invite code; the old code and every link carrying it stop working at once. */
export async function regenerateInviteCode(deps: AppDeps, access: CommunityAccess): Promise<string> {
  if (!canManageCommunity(access)) {
    throw forbidden(COMMUNITY_MESSAGES.manageOnly);
  }
  return withFreshInviteCode(async (code) => {
    await repo.updateCommunity(deps.db, access.community.id, { invite_code: code });
    return code;
  });
}

export async function communityDetail(deps: AppDeps, access: CommunityAccess) {
  const [owner, members] = await Promise.all([
    repo.findPerson(deps.db, access.community.owner_id),
    repo.listMembers(deps.db, access.community.id),
  ]);
  if (!owner) {
    throw notFound(COMMUNITY_MESSAGES.notFound);
  }
  return presentCommunityDetail(access, owner, members);
}

export async function communityMembers(deps: AppDeps, access: CommunityAccess): Promise<Member[]> {
  return presentMembers(access, await repo.listMembers(deps.db, access.community.id));
}

export async function listMyCommunities(deps: AppDeps, actor: UserRow) {
  const [rows, nextEvents] = await Promise.all([
    repo.listCommunitiesOfUser(deps.db, actor.id),
    nextEventsOfMember(deps.db, actor.id, deps.clock().toISOString()),
  ]);
  return rows.map(({ community, membership }) => ({
    ...presentCommunitySummary({ actorId: actor.id, community, membership }),
    next_event: presentNextEvent(nextEvents.get(community.id)),
  }));
}
