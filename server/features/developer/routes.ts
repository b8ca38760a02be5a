import { Router } from 'express';
import { CreateTokenRequest, TokenIdParams } from '@contracts/developer/schemas';
import type { AppDeps } from '../../deps';
import { actorOf } from '../../http/authenticate';
import type { Authenticators } from '../../http/authenticate';
import { sendCachedJson } from '../../http/cached-json';
import { parseRequest } from '../../http/validate';
import { developerDocs } from './docs';
import * as tokens from './service';

/**
 * /developer (spec section 7, "Developer"): the documentation, public; API tokens, managed only from
 * a signed-in session (a token can neither see nor make tokens).
 */
export function developerRoutes(deps: AppDeps, { requireSession }: Authenticators): Router {
  const router = Router();

  router.get('/docs', (req, res) => {
    sendCachedJson(req, res, developerDocs(deps.config.publicUrl, deps.config.rateLimits.apiTokenRequests));
  });

  router.get('/tokens', requireSession, async (req, res) => {
    res.json(await tokens.listTokens(deps, actorOf(req)));
  });

  router.post('/tokens', requireSession, async (req, res) => {
    const body = parseRequest(CreateTokenRequest, req.body);
    res.status(201).json(await tokens.createToken(deps, actorOf(req), body));
  });

  router.get('/tokens/:id', requireSession, async (req, res) => {
    const { id } = parseRequest(TokenIdParams, req.params, 'params');
    res.json(tokens.presentNow(deps, await tokens.loadToken(deps, actorOf(req), id)));
  });

  router.patch('/tokens/:id/deactivate', requireSession, async (req, res) => {
    const { id } = parseRequest(TokenIdParams, req.params, 'params');
    res.json(await tokens.deactivateToken(deps, await tokens.loadToken(deps, actorOf(req), id)));
  });

  router.delete('/tokens/:id', requireSession, async (req, res) => {
    const { id } = parseRequest(TokenIdParams, req.params, 'params');
    await tokens.deleteToken(deps, await tokens.loadToken(deps, actorOf(req), id));
    res.status(204).end();
  });

  return router;
}
