import { Router } from 'express';
import { EventIdParams } from '@contracts/events/schemas';
import {
  CreateInvitationRequest,
  InvitationCodeParams,
  InvitationIdParams,
  InviteCodeRequest,
  ReceivedInvitationsQuery,
  SentInvitationsQuery,
} from '@contracts/invitations/schemas';
import type { AppDeps } from '../../deps';
import { actorOf } from '../../http/authenticate';
import type { Authenticators } from '../../http/authenticate';
import type { ApiLimits } from '../../http/rate-limits';
import { parseRequest } from '../../http/validate';
import * as invitations from './service';

/** /event-invites (spec section 7, "Event invites"): only the lookup by code is public. */
export function invitationRoutes(deps: AppDeps, { requireUser }: Authenticators, limits: ApiLimits): Router {
  const router = Router();

  router.get('/invite/:code', ...limits.codeLookup, async (req, res) => {
    const { code } = parseRequest(InvitationCodeParams, req.params, 'params');
    res.json(await invitations.publicInvitation(deps, code));
  });

  router.use(requireUser);

  router.post('/', async (req, res) => {
    const body = parseRequest(CreateInvitationRequest, req.body);
    res.status(201).json(await invitations.createInvitation(deps, actorOf(req), body));
  });

  router.get('/event/:id', async (req, res) => {
    const { id } = parseRequest(EventIdParams, req.params, 'params');
    res.json(await invitations.listEventInvitations(deps, actorOf(req), id));
  });

  router.get('/my-invites', async (req, res) => {
    const { status_filter } = parseRequest(ReceivedInvitationsQuery, req.query, 'query');
    res.json(await invitations.listReceived(deps, actorOf(req), status_filter));
  });

  router.get('/my-sent-invites', async (req, res) => {
    const { status_filter, event_id } = parseRequest(SentInvitationsQuery, req.query, 'query');
    res.json(await invitations.listSent(deps, actorOf(req), { status: status_filter, eventId: event_id }));
  });

  router.post('/join', ...limits.codeLookup, async (req, res) => {
    const { invite_code } = parseRequest(InviteCodeRequest, req.body);
    res.json(await invitations.answer(deps, actorOf(req), invite_code, 'accepted'));
  });

  router.post('/decline', ...limits.codeLookup, async (req, res) => {
    const { invite_code } = parseRequest(InviteCodeRequest, req.body);
    res.json(await invitations.answer(deps, actorOf(req), invite_code, 'declined'));
  });

  router.delete('/:id', async (req, res) => {
    const { id } = parseRequest(InvitationIdParams, req.params, 'params');
    await invitations.cancel(deps, actorOf(req), id);
    res.status(204).end();
  });

  return router;
}
