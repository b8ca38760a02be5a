import { developerRoutes as declared } from '@contracts/developer/routes';
import type { AppDeps } from '../../deps';
import { created, json, noContent, serveRoutes } from '../../http/route-handler';
import { developerDocs } from './docs';
import * as tokens from './service';

/**
 * /developer: the documentation, public; API tokens, managed only from a signed-in session (a token
 * can neither see nor make tokens).
 */
export function developerRoutes(deps: AppDeps) {
  return serveRoutes(declared, {
    // Clients may keep it but ask again before using it: a new server version may change it.
    docs: () => json(developerDocs(deps.config.publicUrl, deps.config.rateLimits.apiTokenRequests), { headers: { 'Cache-Control': 'no-cache' } }),
    listTokens: async ({ actor }) => json(await tokens.listTokens(deps, actor)),
    createToken: async ({ actor, body }) => created(await tokens.createToken(deps, actor, body)),
    getToken: async ({ actor, params }) => json(tokens.presentNow(deps, await tokens.loadToken(deps, actor, params.id))),
    deactivateToken: async ({ actor, params }) => json(await tokens.deactivateToken(deps, await tokens.loadToken(deps, actor, params.id))),
    deleteToken: async ({ actor, params }) => {
      await tokens.deleteToken(deps, await tokens.loadToken(deps, actor, params.id));
      return noContent();
    },
  });
}
