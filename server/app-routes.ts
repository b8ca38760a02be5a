import { appRoutes as declared } from '@contracts/app/routes';
import type { AppConfigResponse, HealthResponse, ReadyResponse } from '@contracts/app/schemas';
import { dbClientName } from './db';
import type { AppDeps } from './deps';
import { openApiJson } from './http/openapi';
import { json, serveRoutes } from './http/route-handler';
import { PRODUCT_NAME, PRODUCT_VERSION } from './product';

/** The server's own routes: health and readiness, the settings the web app needs, the OpenAPI document. */
export function appRoutes(deps: AppDeps) {
  return serveRoutes(declared, {
    health: async () => {
      await deps.db.raw('select 1');
      const body: HealthResponse = { status: 'ok', database: dbClientName(deps.db), version: PRODUCT_VERSION };
      return json(body);
    },
    ready: async () => {
      if (deps.lifecycle?.draining) {
        const draining: ReadyResponse = { status: 'shutting_down' };
        return json(draining, { status: 503 });
      }
      await deps.db.raw('select 1');
      const body: ReadyResponse = { status: 'ready' };
      return json(body);
    },
    config: () => {
      const body: AppConfigResponse = {
        product_name: PRODUCT_NAME,
        support_email: deps.config.supportEmail,
        google_sign_in_enabled: deps.config.google !== null,
        google_calendar_enabled: deps.config.google !== null,
      };
      return json(body);
    },
    // Clients may keep it but ask again before using it: a new server version may change it.
    openApi: () => json(openApiJson(deps.config.publicUrl), { headers: { 'Cache-Control': 'no-cache' } }),
  });
}
