import { communityRoutes as declared } from '@contracts/communities/routes';
import type { AppDeps } from '../../deps';
import { created, json, noContent, serveRoutes } from '../../http/route-handler';
import { deleteCommunity, leaveCommunity, transferOwnership } from './ownership';
import { presentInviteInfo } from './presenter';
import * as communities from './service';

/** /communities: the public invite lookup, a member's communities, joining, settings, members and ownership. */
export function communityRoutes(deps: AppDeps) {
  const access = (id: number, actor: Express.User) => communities.loadCommunityAccess(deps.db, id, actor);
  const detail = async (id: number, actor: Express.User) => communities.communityDetail(deps, await access(id, actor));
  return serveRoutes(declared, {
    lookupInvite: async ({ params }) => json(presentInviteInfo(await communities.inviteInfoWithOwner(deps, params.code))),
    list: async ({ actor }) => json(await communities.listMyCommunities(deps, actor)),
    create: async ({ actor, body }) => created(await detail(await communities.createCommunity(deps, actor, body), actor)),
    join: async ({ actor, body }) => json(await detail(await communities.joinByInviteCode(deps, actor, body.invite_code), actor)),
    get: async ({ actor, params }) => json(await detail(params.id, actor)),
    members: async ({ actor, params }) => json(await communities.communityMembers(deps, await access(params.id, actor))),
    updateSettings: async ({ actor, params, body }) => {
      await communities.updateSettings(deps, await access(params.id, actor), body);
      return json(await detail(params.id, actor));
    },
    setAdmin: async ({ actor, params, body }) => json(await communities.setMemberAdmin(deps, await access(params.id, actor), params.userId, body.is_admin)),
    removeMember: async ({ actor, params }) => {
      await communities.removeMember(deps, await access(params.id, actor), params.userId);
      return noContent();
    },
    regenerateInviteCode: async ({ actor, params }) => json({ invite_code: await communities.regenerateInviteCode(deps, await access(params.id, actor)) }),
    leave: async ({ actor, params }) => {
      await leaveCommunity(deps, await access(params.id, actor));
      return noContent();
    },
    transferOwnership: async ({ actor, params, body }) => {
      await transferOwnership(deps, await access(params.id, actor), body.user_id);
      return json(await detail(params.id, actor));
    },
    delete: async ({ actor, params }) => {
      await deleteCommunity(deps, await access(params.id, actor));
      return noContent();
    },
  });
}
