import { parseRoutes as declared } from '@contracts/parse/routes';
import type { AppDeps } from '../../deps';
import { json, serveRoutes } from '../../http/route-handler';
import { parseEvent } from './service';

/** POST /events/parse-from-url: the event assistant, for signed-in members, limited per member. */
export function parseRoutes(deps: AppDeps) {
  return serveRoutes(declared, {
    parse: async ({ actor, body }) => json(await parseEvent(deps, actor, body)),
  });
}
