import { invitationRoutes as declared } from '@contracts/invitations/routes';
import type { AppDeps } from '../../deps';
import { created, json, noContent, serveRoutes } from '../../http/route-handler';
import * as invitations from './service';

/** /event-invites: only the lookup by code is public. */
export function invitationRoutes(deps: AppDeps) {
  return serveRoutes(declared, {
    lookup: async ({ params }) => json(await invitations.publicInvitation(deps, params.code)),
    create: async ({ actor, body }) => created(await invitations.createInvitation(deps, actor, body)),
    listForEvent: async ({ actor, params }) => json(await invitations.listEventInvitations(deps, actor, params.id)),
    received: async ({ actor, query }) => json(await invitations.listReceived(deps, actor, query.status_filter)),
    sent: async ({ actor, query }) => json(await invitations.listSent(deps, actor, { status: query.status_filter, eventId: query.event_id })),
    accept: async ({ actor, body }) => json(await invitations.answer(deps, actor, body.invite_code, 'accepted')),
    decline: async ({ actor, body }) => json(await invitations.answer(deps, actor, body.invite_code, 'declined')),
    cancel: async ({ actor, params }) => {
      await invitations.cancel(deps, actor, params.id);
      return noContent();
    },
  });
}
