import { AppConfigResponse, HealthResponse } from '../app-config';
import type { EndpointGroup } from './endpoint';

export const appEndpoints: EndpointGroup = {
  tag: 'App',
  description: 'Facts about the server itself. Public.',
  endpoints: [
    {
      method: 'get',
      path: '/health',
      summary: 'Health check',
      description: 'Answers once the database answers a query; a failing database is a 500.',
      auth: 'none',
      responses: { 200: { description: 'The server and its database are up.', schema: HealthResponse } },
    },
    {
      method: 'get',
      path: '/config',
      summary: 'Public settings the web app needs',
      auth: 'none',
      responses: { 200: { description: 'Product name, support e-mail and which sign-in methods are on.', schema: AppConfigResponse } },
    },
    {
      method: 'get',
      path: '/openapi.json',
      summary: 'This OpenAPI 3.1 document',
      description: 'Generated at run time from the same zod schemas the routes validate with, so it cannot drift from the code.',
      auth: 'none',
      responses: { 200: { description: 'The OpenAPI 3.1 document of the whole API.' } },
    },
  ],
};
