import type { RequestListener } from 'node:http';
import express from 'express';
import type { Express } from 'express';
import type { AppConfigResponse, HealthResponse, ReadyResponse } from '@contracts/app/schemas';
import { dbClientName } from './db';
import type { AppDeps } from './deps';
import { adminRoutes } from './features/admin/routes';
import { accountRoutes } from './features/account/routes';
import { authRoutes } from './features/auth/routes';
import { calendarFeedRoutes } from './features/calendar/feed-routes';
import { googleCalendarRoutes } from './features/calendar/routes';
import { commentReads } from './features/comments/read-routes';
import { commentRoutes } from './features/comments/routes';
import { communityRoutes } from './features/communities/routes';
import { developerRoutes } from './features/developer/routes';
import { apiTokenSubjectOf } from './features/developer/token-auth';
import { eventReads } from './features/events/read-routes';
import { eventRoutes } from './features/events/routes';
import { invitationRoutes } from './features/invitations/routes';
import { paymentRoutes } from './features/payments/routes';
import { paymentWebhookRoute } from './features/payments/webhook-route';
import { parseRoutes } from './features/parse/routes';
import { pushRoutes } from './features/push/routes';
import { createAuthenticators } from './http/authenticate';
import { conditionalGet } from './http/conditional-get';
import { apiNotFound, errorHandler } from './http/error-handler';
import { jsonBody } from './http/json-body';
import { sendCachedJson } from './http/cached-json';
import { openApiJson } from './http/openapi';
import { apiTokenLimit, createApiLimits } from './http/rate-limits';
import { requestLog } from './http/request-log';
import { securityHeaderSet, securityHeaders } from './http/security-headers';
import type { SecurityHeaderSet } from './http/security-headers';
import { readLane, secureTest } from './http/read-lane';
import { readRouter } from './http/read-route';
import type { ReadRoute } from './http/read-route';
import { staticApp } from './http/static-app';
import { apiCompression } from './http/api-compression';
import { PRODUCT_NAME, PRODUCT_VERSION } from './product';

/** The API's most frequent reads (the events of a community, a member's lists, an event, its discussion): served first, and by the read lane. */
export const hotReads: readonly ReadRoute[] = [...eventReads, ...commentReads];

/** The whole HTTP application as Express, without listen(). */
export function createApp(deps: AppDeps, headers: SecurityHeaderSet = securityHeaderSet()): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', deps.config.trustProxy);
  app.use(securityHeaders(headers));

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

  const authenticators = createAuthenticators(deps);
  const limits = createApiLimits(deps.config.rateLimits, deps.limitStores);
  const api = express.Router();
  api.use(apiCompression());
  // Every answer to a `gthr_` token states its limit, public routes and refused tokens included.
  api.use(apiTokenLimit(deps.config.rateLimits, deps.limitStores, apiTokenSubjectOf(deps)));
  // Stripe's webhook reads its raw bytes (the signature covers them) and carries no bearer token:
  // it comes before the JSON parser and the idempotency keys.
  api.use(paymentWebhookRoute(deps));
  api.use(jsonBody());
  api.use((_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  // GET answers carry a weak ETag and answer If-None-Match with 304 (no-store stays: a client
  // revalidates what it holds in its own store, never the browser's HTTP cache).
  api.use(conditionalGet());

  // Idempotency-Key replays are answered by the authenticators, after the route's own credential rule (http/idempotency.ts).
  // The hot reads first: every request walks the routers in order.
  api.use(readRouter(deps, hotReads, authenticators.requireUser));

  api.get('/health', async (_req, res) => {
    await deps.db.raw('select 1');
    const body: HealthResponse = { status: 'ok', database: dbClientName(deps.db), version: PRODUCT_VERSION };
    res.json(body);
  });
  api.get('/ready', async (_req, res) => {
    if (deps.lifecycle?.draining) {
      const draining: ReadyResponse = { status: 'shutting_down' };
      res.status(503).json(draining);
      return;
    }
    await deps.db.raw('select 1');
    const body: ReadyResponse = { status: 'ready' };
    res.json(body);
  });
  api.get('/config', (_req, res) => {
    const body: AppConfigResponse = {
      product_name: PRODUCT_NAME,
      support_email: deps.config.supportEmail,
      google_sign_in_enabled: deps.config.google !== null,
      google_calendar_enabled: deps.config.google !== null,
    };
    res.json(body);
  });
  api.get('/openapi.json', (req, res) => {
    sendCachedJson(req, res, openApiJson(deps.config.publicUrl));
  });
  api.use('/auth/google-calendar', googleCalendarRoutes(deps, authenticators));
  api.use('/auth', authRoutes(deps, authenticators, limits));
  api.use('/account', accountRoutes(deps, authenticators, limits));
  api.use(calendarFeedRoutes(deps, authenticators));
  api.use('/communities', communityRoutes(deps, authenticators, limits));
  api.use(commentRoutes(deps, authenticators, limits));
  api.use('/events', parseRoutes(deps, authenticators, limits));
  api.use('/events', eventRoutes(deps, authenticators));
  api.use('/event-invites', invitationRoutes(deps, authenticators, limits));
  api.use('/push', pushRoutes(deps, authenticators));
  api.use('/admin', adminRoutes(deps, authenticators));
  api.use('/developer', developerRoutes(deps, authenticators));
  api.use('/payments', paymentRoutes(deps, authenticators));
  api.use(apiNotFound);

  app.use('/api', api);
  app.use(staticApp(deps));
  app.use(errorHandler);
  return app;
}

/** What the HTTP server runs, and the Express app behind it (tests read its routes). */
export interface HttpApp {
  app: Express;
  listener: RequestListener;
}

/**
 * What the HTTP server runs (main.ts, the tests' servers): the hot reads' lane (read-lane.ts),
 * handing every other request to the Express app.
 */
export function createHttpApp(deps: AppDeps): HttpApp {
  const headers = securityHeaderSet();
  const app = createApp(deps, headers);
  const listener = readLane(deps, {
    routes: hotReads,
    fallback: app,
    securityHeaders: headers,
    isSecure: secureTest(app.get('trust proxy fn') as (address: string | undefined, hop: number) => boolean),
    onFallback: (err) => deps.logger?.warn({ err }, '[read lane] handed a request to Express after an error'),
  });
  return { app, listener };
}
