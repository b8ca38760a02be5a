import express from 'express';
import type { Express } from 'express';
import { appRoutes } from './app-routes';
import { dataVersion } from './db-read';
import type { AppDeps } from './deps';
import { accountRoutes } from './features/account/routes';
import { adminRoutes } from './features/admin/routes';
import { authRoutes } from './features/auth/routes';
import { calendarRoutes } from './features/calendar/routes';
import { commentRoutes } from './features/comments/routes';
import { communityRoutes } from './features/communities/routes';
import { developerRoutes } from './features/developer/routes';
import { apiTokenSubjectOf } from './features/developer/token-auth';
import { checkInRoutes } from './features/events/checkin/routes';
import { eventRoutes } from './features/events/routes';
import { invitationRoutes } from './features/invitations/routes';
import { parseRoutes } from './features/parse/routes';
import { paymentRoutes } from './features/payments/routes';
import { pushRoutes } from './features/push/routes';
import { authenticator } from './http/authenticate';
import { errorHandlerFor } from './http/error-handler';
import { idempotencyStep } from './http/idempotency';
import { apiPipeline } from './http/pipeline';
import { apiTokenLimit, createApiLimits } from './http/rate-limits';
import { requestLog } from './http/request-log';
import type { ServedRoute } from './http/route-handler';
import { securityHeaders } from './http/security-headers';
import { identityOf } from './identity';
import { staticApp } from './web-app/static-app';

/** Every route of the API with its handler: each area's declarations (contracts/<area>/routes.ts) bound to its handlers. */
export function servedRoutes(deps: AppDeps): ServedRoute[] {
  return [
    ...appRoutes(deps),
    ...authRoutes(deps),
    ...accountRoutes(deps),
    ...communityRoutes(deps),
    ...eventRoutes(deps),
    ...checkInRoutes(deps),
    ...parseRoutes(deps),
    ...commentRoutes(deps),
    ...invitationRoutes(deps),
    ...pushRoutes(deps),
    ...adminRoutes(deps),
    ...developerRoutes(deps),
    ...paymentRoutes(deps),
    ...calendarRoutes(deps),
  ];
}

/**
 * The whole HTTP application, without listen(): for every request the security headers, the
 * request's id and log line, and `Connection: close` while draining; the API under /api (one
 * pipeline: http/pipeline.ts); the built PWA for every other path; one error handler.
 */
export function createApp(deps: AppDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  // Every answer's tag is the pipeline's own (http/conditional-get.ts, send-answer.ts), or the static files'.
  app.set('etag', false);
  app.set('trust proxy', deps.config.trustProxy);
  app.use(securityHeaders());
  if (deps.logger) {
    app.use(requestLog(deps.logger));
  }
  app.use((_req, res, next) => {
    // While draining, keep-alive connections are not kept: clients reconnect to another instance.
    if (deps.lifecycle?.draining) {
      res.setHeader('Connection', 'close');
    }
    next();
  });

  const { rateLimits } = deps.config;
  app.use(
    apiPipeline(servedRoutes(deps), {
      tokenLimit: apiTokenLimit(rateLimits, deps.limitStores, apiTokenSubjectOf(deps)),
      authenticate: authenticator(identityOf(deps)),
      idempotency: idempotencyStep(deps),
      limits: createApiLimits(rateLimits, deps.limitStores),
      dataVersion: () => dataVersion(deps.db),
      now: () => deps.clock().toISOString(),
    }),
  );
  app.use(staticApp(deps));
  app.use(errorHandlerFor(deps.logger));
  return app;
}
