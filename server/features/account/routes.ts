import { accountRoutes as declared } from '@contracts/account/routes';
import type { AppDeps } from '../../deps';
import { bearerTokenOf } from '../../http/authenticate';
import { json, serveRoutes } from '../../http/route-handler';
import * as account from './service';

/** /account: the member's own data (privacy policy: download it, delete it). Browser sessions only. */
export function accountRoutes(deps: AppDeps) {
  return serveRoutes(declared, {
    exportData: async ({ actor }) => {
      const body = await account.exportAccount(deps, actor);
      return json(body, { headers: { 'Content-Disposition': `attachment; filename="gather-data-${body.exported_at.slice(0, 10)}.json"` } });
    },
    deleteAccount: async ({ actor, body, req }) => json(await account.deleteAccount(deps, actor, bearerTokenOf(req), body.password), { status: 202 }),
  });
}
