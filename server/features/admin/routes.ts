import { adminRoutes as declared } from '@contracts/admin/routes';
import type { AppDeps } from '../../deps';
import { json, serveRoutes } from '../../http/route-handler';
import * as admin from './service';

/** /admin: usage statistics and the member list, for site admins (the routes' access says so). */
export function adminRoutes(deps: AppDeps) {
  return serveRoutes(declared, {
    overview: async () => json(await admin.overview(deps)),
    timeseries: async ({ query }) => json(await admin.timeseries(deps, query.days)),
    engagement: async () => json(await admin.engagement(deps)),
    recentUsers: async ({ query }) => json(await admin.recentUsers(deps, query.limit)),
    users: async ({ query }) => json(await admin.listUsers(deps, query)),
  });
}
