import { Router } from 'express';
import { DeleteAccountRequest } from '@contracts/account/schemas';
import type { AppDeps } from '../../deps';
import { actorOf, bearerTokenOf } from '../../http/authenticate';
import type { Authenticators } from '../../http/authenticate';
import type { ApiLimits } from '../../http/rate-limits';
import { parseRequest } from '../../http/validate';
import * as account from './service';

/** /account: the member's own data (privacy policy: download it, delete it). Browser sessions only. */
export function accountRoutes(deps: AppDeps, { requireSession }: Authenticators, limits: ApiLimits): Router {
  const router = Router();
  router.use(requireSession);

  router.get('/export', async (req, res) => {
    const body = await account.exportAccount(deps, actorOf(req));
    res.setHeader('Content-Disposition', `attachment; filename="gather-data-${body.exported_at.slice(0, 10)}.json"`);
    res.json(body);
  });

  router.post('/delete', ...limits.passwordCheck, async (req, res) => {
    const { password } = parseRequest(DeleteAccountRequest, req.body);
    res.status(202).json(await account.deleteAccount(deps, actorOf(req), bearerTokenOf(req), password));
  });

  return router;
}
