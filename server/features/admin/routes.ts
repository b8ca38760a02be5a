import { Router } from 'express';
import type { RequestHandler } from 'express';
import { ADMIN_MESSAGES, RecentUsersQuery, TimeseriesQuery, UserListQuery } from '@contracts/admin/schemas';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import { actorOf } from '../../http/authenticate';
import type { Authenticators } from '../../http/authenticate';
import { parseRequest } from '../../http/validate';
import { canUseAdminDashboard } from './policy';
import * as admin from './service';

/** Every /admin route: a signed-in site admin only, anyone else 403 with the spec's text. */
const requireSiteAdmin: RequestHandler = (req, _res, next) => {
  if (!canUseAdminDashboard(actorOf(req))) {
    throw new AppError('admin_required', 403, ADMIN_MESSAGES.adminRequired);
  }
  next();
};

/** /admin: usage statistics and the member list for site admins (spec section 7, "Admin"). */
export function adminRoutes(deps: AppDeps, { requireSession }: Authenticators): Router {
  const router = Router();
  router.use(requireSession, requireSiteAdmin);

  router.get('/stats/overview', async (_req, res) => {
    res.json(await admin.overview(deps));
  });

  router.get('/stats/timeseries', async (req, res) => {
    const { days } = parseRequest(TimeseriesQuery, req.query, 'query');
    res.json(await admin.timeseries(deps, days));
  });

  router.get('/stats/engagement', async (_req, res) => {
    res.json(await admin.engagement(deps));
  });

  router.get('/users/recent', async (req, res) => {
    const { limit } = parseRequest(RecentUsersQuery, req.query, 'query');
    res.json(await admin.recentUsers(deps, limit));
  });

  router.get('/users', async (req, res) => {
    const query = parseRequest(UserListQuery, req.query, 'query');
    res.json(await admin.listUsers(deps, query));
  });

  return router;
}
