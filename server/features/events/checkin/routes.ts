import { checkInRoutes as declared } from '@contracts/checkin/routes';
import type { AppDeps } from '../../../deps';
import { created, json, serveRoutes } from '../../../http/route-handler';
import { loadEvent } from '../service';
import * as checkIn from './service';

/** /events/:id ticket, roster, attendance, check-ins, undos and walk-ins: the door (contracts/checkin/routes.ts). */
export function checkInRoutes(deps: AppDeps) {
  return serveRoutes(declared, {
    ticket: async ({ actor, params }) => json(await checkIn.issueTicket(deps, await loadEvent(deps, params.id, actor), actor)),
    roster: async ({ actor, params, query }) => json(await checkIn.roster(deps, await loadEvent(deps, params.id, actor), query.after, query.limit)),
    attendance: async ({ actor, params }) => json(await checkIn.attendance(deps, await loadEvent(deps, params.id, actor))),
    checkIn: async ({ actor, params, body }) => json(await checkIn.checkIn(deps, await loadEvent(deps, params.id, actor), actor, body)),
    undoCheckIn: async ({ actor, params, body }) => json(await checkIn.undoCheckIn(deps, await loadEvent(deps, params.id, actor), actor, body)),
    doorBatch: async ({ actor, params, body, req }) => json(await checkIn.doorBatch(deps, await loadEvent(deps, params.id, actor), actor, req.apiToken?.id ?? null, body.actions, req.body)),
    walkIn: async ({ actor, params, body }) => created(await checkIn.walkIn(deps, await loadEvent(deps, params.id, actor), actor, body)),
  });
}
