import { AppConfigResponse, HealthResponse, ReadyResponse } from './schemas';
import { routeGroup } from '../api/route';

export const appRoutes = routeGroup({
  tag: 'App',
  description: 'Facts about the server itself. Public.',
  routes: {
    health: {
      method: 'get',
      path: '/health',
      summary: 'Health check',
      description: 'Answers once the database answers a query; a failing database is a 500.',
      access: 'public',
      responses: { 200: { description: 'The server and its database are up.', schema: HealthResponse } },
      examples: { response: { status: 'ok', database: 'postgres', version: '0.1.0' } },
    },
    ready: {
      method: 'get',
      path: '/ready',
      summary: 'Readiness check',
      description:
        'For a load balancer: 200 while this instance takes requests and its database answers; 503 from the moment it begins shutting down (it still finishes the requests it has), so traffic moves to the other instances first.',
      access: 'public',
      responses: {
        200: { description: 'This instance takes requests.', schema: ReadyResponse },
        503: { description: 'This instance is shutting down.', schema: ReadyResponse },
      },
      examples: { response: { status: 'ready' } },
    },
    config: {
      method: 'get',
      path: '/config',
      summary: 'Public settings the web app needs',
      access: 'public',
      responses: { 200: { description: 'Product name, support e-mail and which sign-in methods are on.', schema: AppConfigResponse } },
      examples: { response: { product_name: 'Gather', support_email: 'support@gather.example', google_sign_in_enabled: true, google_calendar_enabled: true } },
    },
    openApi: {
      method: 'get',
      path: '/openapi.json',
      summary: 'This OpenAPI 3.1 document',
      description: 'Generated at run time from the same zod schemas the routes validate with, so it cannot drift from the code.',
      access: 'public',
      responses: { 200: { description: 'The OpenAPI 3.1 document of the whole API.' } },
    },
  },
});
