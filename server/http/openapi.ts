import { z } from 'zod';
import { AUTH_MESSAGES } from '@contracts/auth/schemas';
import { API_TOKEN_PATTERN } from '@contracts/developer/token-format';
import { DEVELOPER_MESSAGES } from '@contracts/developer/messages';
import { routeGroups } from '@contracts/api/all-routes';
import type { RouteDeclaration, RouteGroup, RouteResponse } from '@contracts/api/route';
import { IDEMPOTENCY_KEY_RULE, IDEMPOTENCY_RESPONSES } from '@contracts/api/idempotency';
import { API_OVERVIEW } from '@contracts/api/overview';
import { PRODUCT_NAME, PRODUCT_VERSION } from '../product';
import { serializeJson } from './cached-json';
import type { SerializedJson } from './cached-json';
import { COMPONENT_SCHEMAS, convertResponseSchemas } from './openapi-components';
import type { JsonSchema, ResponseSchemas } from './openapi-components';

interface Reference {
  $ref: string;
}
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  description?: string;
  schema: JsonSchema;
  example?: string;
}
interface JsonContent {
  'application/json': { schema: JsonSchema | Reference; example?: unknown };
}
interface ResponseObject {
  description: string;
  content?: JsonContent;
}
export interface Operation {
  tags: string[];
  summary: string;
  description?: string;
  security: Array<Record<string, string[]>>;
  parameters?: Array<Parameter | Reference>;
  requestBody?: { required: true; content: JsonContent };
  responses: Record<string, ResponseObject>;
}
export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: Array<{ url: string }>;
  tags: Array<{ name: string; description: string }>;
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, JsonSchema>;
    securitySchemes: Record<string, JsonSchema>;
    parameters: Record<string, Parameter>;
  };
}

const ERROR_REF: Reference = { $ref: `${COMPONENT_SCHEMAS}Error` };
const IDEMPOTENCY_KEY_REF: Reference = { $ref: '#/components/parameters/IdempotencyKey' };
const WRITE_METHODS = new Set(['post', 'put', 'patch', 'delete']);
const INVALID_INPUT =
  'The request fails its schema (or its body is not JSON): `detail` names the first bad field, `errors` lists them all.';
const UNAUTHENTICATED = `"${AUTH_MESSAGES.notAuthenticated}" (\`not_authenticated\`): no bearer token, or a session that expired or was revoked. An API token that cannot be used says why: \`invalid_api_token\` (a wrong checksum, or no such token), \`api_token_deleted\`, \`api_token_deactivated\`, \`api_token_expired\`.`;
const SESSION_ONLY = `"${DEVELOPER_MESSAGES.sessionRequired}" (\`session_required\`): the request carried a developer API token.`;
const READ_ONLY = `"${DEVELOPER_MESSAGES.readOnlyToken}" (\`read_only_token\`).`;
const TOKEN_LIMITED = 'With a developer API token: its requests per minute are used up (`rate_limited`, with `Retry-After`); see the `RateLimit` headers.';

/**
 * A request part (path, query or body) as JSON Schema 2020-12, the dialect of OpenAPI 3.1 schema
 * objects, documented as clients send it (`io: 'input'`: defaults optional, before transforms) and
 * inlined whole. Responses are documented as the server answers them (`io: 'output'`), with the
 * shapes they share as components (openapi-components.ts).
 */
export function requestSchemaOf(schema: z.ZodType): JsonSchema {
  const converted = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
  const { $schema: _dialect, ...rest } = converted;
  if ('$defs' in rest) {
    // Refs into $defs would resolve against the OpenAPI document's root, not the schema: refuse rather than emit broken refs.
    throw new Error('A request contract needs $defs (a recursive or registered schema); it cannot be inlined in server/http/openapi.ts');
  }
  return rest;
}

/** Express ':id' to OpenAPI '{id}'. */
const openApiPath = (expressPath: string) => expressPath.replace(/:(\w+)/g, '{$1}');

/** Whether the route needs a signed-in caller. */
const needsAuth = (endpoint: RouteDeclaration) => endpoint.access !== 'public';

/** Whether the route refuses developer API tokens: browser sessions only. */
const sessionOnly = (endpoint: RouteDeclaration) => endpoint.access === 'session' || endpoint.access === 'site_admin';

const takesIdempotencyKey = (endpoint: RouteDeclaration) => needsAuth(endpoint) && WRITE_METHODS.has(endpoint.method);

function parametersOf(schema: z.ZodType | undefined, where: 'path' | 'query', examples: Record<string, string> = {}): Parameter[] {
  if (!schema) {
    return [];
  }
  const object = requestSchemaOf(schema) as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(object.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (object.required ?? []).includes(name),
    schema: property,
    ...(examples[name] === undefined ? {} : { example: examples[name] }),
  }));
}

function responseObject(status: number, response: RouteResponse, schemas: ResponseSchemas, example: unknown): ResponseObject {
  if (status >= 400) {
    return { description: response.description, content: { 'application/json': { schema: ERROR_REF } } };
  }
  // The catalog's example passes every 2xx schema of the route (tests/server/endpoint-examples.test.ts).
  const withExample = example === undefined ? {} : { example };
  return response.schema
    ? { description: response.description, content: { 'application/json': { schema: schemas.schemaOf(response.schema), ...withExample } } }
    : { description: response.description };
}

/** The bodies of the answers routes give, each once (errors all answer the Error component). */
function responseBodies(): Set<z.ZodType> {
  const bodies = new Set<z.ZodType>();
  for (const endpoint of routeGroups.flatMap((group) => Object.values(group.routes))) {
    for (const [status, response] of Object.entries(endpoint.responses)) {
      if (Number(status) < 400 && response.schema) {
        bodies.add(response.schema);
      }
    }
  }
  return bodies;
}

/** The route's own answers, plus what middleware answers for it (validation, authentication, idempotency). */
function responsesOf(endpoint: RouteDeclaration, schemas: ResponseSchemas): Record<string, ResponseObject> {
  const merged = new Map<number, RouteResponse>(Object.entries(endpoint.responses).map(([status, r]) => [Number(status), r]));
  const add = (status: number, description: string) => {
    const own = merged.get(status);
    merged.set(status, { description: own ? `${own.description} ${description}` : description });
  };
  if (endpoint.params || endpoint.query || endpoint.body) {
    add(400, INVALID_INPUT);
  }
  if (needsAuth(endpoint)) {
    add(401, UNAUTHENTICATED);
    if (sessionOnly(endpoint)) {
      add(403, SESSION_ONLY);
    } else if (WRITE_METHODS.has(endpoint.method)) {
      add(403, `A read-only API token: ${READ_ONLY}`);
    }
    add(429, TOKEN_LIMITED);
  }
  if (takesIdempotencyKey(endpoint)) {
    for (const [status, description] of Object.entries(IDEMPOTENCY_RESPONSES)) {
      add(Number(status), description);
    }
    if (endpoint.oneTimeAnswer) {
      add(409, `A replay of a request that succeeded (\`idempotent_answer_withheld\`; its answer is never stored): "${endpoint.oneTimeAnswer}"`);
    }
  }
  const sorted = [...merged].sort(([a], [b]) => a - b);
  return Object.fromEntries(
    sorted.map(([status, response]) => [String(status), responseObject(status, response, schemas, endpoint.examples?.response)]),
  );
}

function operationOf(group: RouteGroup, endpoint: RouteDeclaration, schemas: ResponseSchemas): Operation {
  const parameters = [
    ...parametersOf(endpoint.params, 'path'),
    ...parametersOf(endpoint.query, 'query', endpoint.examples?.query),
    ...(takesIdempotencyKey(endpoint) ? [IDEMPOTENCY_KEY_REF] : []),
  ];
  return {
    tags: [group.tag],
    summary: endpoint.summary,
    ...(endpoint.description ? { description: endpoint.description } : {}),
    security: needsAuth(endpoint) ? [{ bearerAuth: [] }] : [],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(endpoint.body ? { requestBody: { required: true, content: { 'application/json': { schema: requestSchemaOf(endpoint.body), example: endpoint.examples?.body } } } } : {}),
    responses: responsesOf(endpoint, schemas),
  } satisfies Operation;
}

/** Builds the OpenAPI 3.1 document of every declared route. */
export function buildOpenApiDocument(publicUrl: string): OpenApiDocument {
  const schemas = convertResponseSchemas(responseBodies());
  const paths: OpenApiDocument['paths'] = {};
  for (const group of routeGroups) {
    for (const endpoint of Object.values(group.routes)) {
      const path = (paths[openApiPath(endpoint.path)] ??= {});
      if (path[endpoint.method]) {
        throw new Error(`Two routes declare ${endpoint.method.toUpperCase()} ${endpoint.path}`);
      }
      path[endpoint.method] = operationOf(group, endpoint, schemas);
    }
  }
  return {
    openapi: '3.1.0',
    info: { title: `${PRODUCT_NAME} API`, version: PRODUCT_VERSION, description: API_OVERVIEW },
    servers: [{ url: `${publicUrl}/api` }],
    tags: routeGroups.map((group) => ({ name: group.tag, description: group.description })),
    paths,
    components: {
      schemas: schemas.components,
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          description: `A developer API token (\`${API_TOKEN_PATTERN}\`, made on the Developer page or with POST /developer/tokens), or the session token from POST /auth/login (\`access_token\`).`,
        },
      },
      parameters: {
        IdempotencyKey: {
          name: 'Idempotency-Key',
          in: 'header',
          required: false,
          description: IDEMPOTENCY_KEY_RULE,
          schema: { type: 'string', minLength: 1, maxLength: 200 },
        },
      },
    },
  };
}

const documents = new Map<string, { document: OpenApiDocument; json: SerializedJson }>();

function cachedDocument(publicUrl: string): { document: OpenApiDocument; json: SerializedJson } {
  let cached = documents.get(publicUrl);
  if (!cached) {
    const document = buildOpenApiDocument(publicUrl);
    cached = { document, json: serializeJson(document) };
    documents.set(publicUrl, cached);
  }
  return cached;
}

/** The document for this server address, built on first use and kept: the contracts do not change at run time. */
export const openApiDocument = (publicUrl: string): OpenApiDocument => cachedDocument(publicUrl).document;

/** The same document serialised once, with its ETag. */
export const openApiJson = (publicUrl: string): SerializedJson => cachedDocument(publicUrl).json;
