import { Router } from 'express';
import {
  CommunityIdParams,
  CommunityMemberParams,
  CreateCommunityRequest,
  InviteCodeParams,
  JoinCommunityRequest,
  SetMemberAdminRequest,
  TransferOwnershipRequest,
  UpdateCommunitySettingsRequest,
} from '@contracts/communities/schemas';
import type { AppDeps } from '../../deps';
import { actorOf } from '../../http/authenticate';
import type { Authenticators } from '../../http/authenticate';
import type { ApiLimits } from '../../http/rate-limits';
import { parseRequest } from '../../http/validate';
import { deleteCommunity, leaveCommunity, transferOwnership } from './ownership';
import { presentInviteInfo } from './presenter';
import * as communities from './service';

/** /communities (spec section 7, "Communities"). Every route but the public invite lookup needs a session. */
export function communityRoutes(deps: AppDeps, { requireUser }: Authenticators, limits: ApiLimits): Router {
  const router = Router();

  router.get('/invite/:code', ...limits.codeLookup, async (req, res) => {
    const { code } = parseRequest(InviteCodeParams, req.params, 'params');
    res.json(presentInviteInfo(await communities.inviteInfoWithOwner(deps, code)));
  });

  router.use(requireUser);

  router.get('/', async (req, res) => {
    res.json(await communities.listMyCommunities(deps, actorOf(req)));
  });

  router.post('/', async (req, res) => {
    const body = parseRequest(CreateCommunityRequest, req.body);
    const actor = actorOf(req);
    const id = await communities.createCommunity(deps, actor, body);
    const access = await communities.loadCommunityAccess(deps.db, id, actor);
    res.status(201).json(await communities.communityDetail(deps, access));
  });

  router.post('/join', ...limits.codeLookup, async (req, res) => {
    const { invite_code } = parseRequest(JoinCommunityRequest, req.body);
    const actor = actorOf(req);
    const id = await communities.joinByInviteCode(deps, actor, invite_code);
    const access = await communities.loadCommunityAccess(deps.db, id, actor);
    res.json(await communities.communityDetail(deps, access));
  });

  router.get('/:id', async (req, res) => {
    const { id } = parseRequest(CommunityIdParams, req.params, 'params');
    const access = await communities.loadCommunityAccess(deps.db, id, actorOf(req));
    res.json(await communities.communityDetail(deps, access));
  });

  router.get('/:id/members', async (req, res) => {
    const { id } = parseRequest(CommunityIdParams, req.params, 'params');
    const access = await communities.loadCommunityAccess(deps.db, id, actorOf(req));
    res.json(await communities.communityMembers(deps, access));
  });

  router.put('/:id/settings', async (req, res) => {
    const { id } = parseRequest(CommunityIdParams, req.params, 'params');
    const body = parseRequest(UpdateCommunitySettingsRequest, req.body);
    const actor = actorOf(req);
    await communities.updateSettings(deps, await communities.loadCommunityAccess(deps.db, id, actor), body);
    res.json(await communities.communityDetail(deps, await communities.loadCommunityAccess(deps.db, id, actor)));
  });

  router.put('/:id/members/:userId/admin', async (req, res) => {
    const { id, userId } = parseRequest(CommunityMemberParams, req.params, 'params');
    const { is_admin } = parseRequest(SetMemberAdminRequest, req.body);
    const access = await communities.loadCommunityAccess(deps.db, id, actorOf(req));
    res.json(await communities.setMemberAdmin(deps, access, userId, is_admin));
  });

  router.delete('/:id/members/:userId', async (req, res) => {
    const { id, userId } = parseRequest(CommunityMemberParams, req.params, 'params');
    const access = await communities.loadCommunityAccess(deps.db, id, actorOf(req));
    await communities.removeMember(deps, access, userId);
    res.status(204).end();
  });

  router.post('/:id/regenerate-invite-code', async (req, res) => {
    const { id } = parseRequest(CommunityIdParams, req.params, 'params');
    const access = await communities.loadCommunityAccess(deps.db, id, actorOf(req));
    res.json({ invite_code: await communities.regenerateInviteCode(deps, access) });
  });

  router.post('/:id/leave', async (req, res) => {
    const { id } = parseRequest(CommunityIdParams, req.params, 'params');
    await leaveCommunity(deps, await communities.loadCommunityAccess(deps.db, id, actorOf(req)));
    res.status(204).end();
  });

  router.post('/:id/transfer-ownership', async (req, res) => {
    const { id } = parseRequest(CommunityIdParams, req.params, 'params');
    const { user_id } = parseRequest(TransferOwnershipRequest, req.body);
    const actor = actorOf(req);
    await transferOwnership(deps, await communities.loadCommunityAccess(deps.db, id, actor), user_id);
    res.json(await communities.communityDetail(deps, await communities.loadCommunityAccess(deps.db, id, actor)));
  });

  router.delete('/:id', async (req, res) => {
    const { id } = parseRequest(CommunityIdParams, req.params, 'params');
    await deleteCommunity(deps, await communities.loadCommunityAccess(deps.db, id, actorOf(req)));
    res.status(204).end();
  });

  return router;
}
