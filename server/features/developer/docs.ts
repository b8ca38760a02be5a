import type { Rate } from '../../config';
import { DEVELOPER_MESSAGES, PRO_RATE_MULTIPLIER } from '@contracts/developer/schemas';
import type { DeveloperDocs, DocsEndpoint } from '@contracts/developer/schemas';
import { API_TOKEN_PATTERN } from '@contracts/developer/token-format';
import { routeGroups } from '@contracts/api/all-routes';
import type { RouteDeclaration } from '@contracts/api/route';
import { serializeJson } from '../../http/cached-json';
import type { SerializedJson } from '../../http/cached-json';
import { PRODUCT_VERSION } from '../../product';
import { isWriteMethod } from './policy';
import { fieldsOf } from './docs-fields';
import { codeExamples } from './docs-examples';

export const HEADER_FORMAT = 'Authorization: Bearer <token>';

const AUTHENTICATION = [
  `Send a developer API token in the Authorization header: \`${HEADER_FORMAT}\`. Make one on the Developer page: it is shown once, stored only as a hash, and acts as you.`,
  `Tokens look like \`gthr_\` followed by 38 letters and digits (\`${API_TOKEN_PATTERN}\`): the last 6 are a checksum, so a secret scanner can spot a leaked token and a mistyped one is refused at once.`,
  'A read-only token may only read (GET); any write answers 403 `read_only_token`. A read-write token may do what you may, except what needs you signed in (managing tokens, account and password changes, payments, admin), which answers 403 `session_required`.',
  'A token that cannot be used answers 401 with a `code` saying why: `invalid_api_token`, `api_token_deleted`, `api_token_deactivated` or `api_token_expired`. The session token from POST /auth/login works too.',
].join('\n\n');

/** "600 requests a minute per token", from the same setting the limiter uses. */
export function rateLimitText(rate: Rate): string {
  const perMinute = Math.round((rate.limit * 60_000) / rate.windowMs);
  return `${perMinute.toLocaleString('en-US')} requests a minute per token`;
}

function rateLimitDescription(rate: Rate): string {
  const pro = (rate.limit * PRO_RATE_MULTIPLIER).toLocaleString('en-US');
  return [
    `Each API token may make ${rateLimitText(rate)} (Pro members' tokens: ${pro}), counted per token across every route.`,
    'Every answer to a token carries the IETF headers `RateLimit-Policy: "api-token"; q=<limit>; w=<seconds>` and `RateLimit: "api-token"; r=<remaining>; t=<seconds until reset>`, public routes included; a token that cannot be used (revoked, expired, mistyped) is counted too, by the token and by the address it comes from.',
    'Past the limit the answer is 429 `rate_limited` with `Retry-After` (seconds). Some routes have limits of their own (signing in, posting comments, invite codes), given in their descriptions.',
  ].join('\n\n');
}

/** Express ':id' to '{id}', as the OpenAPI document writes paths. */
const docsPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

function descriptionOf(endpoint: RouteDeclaration): string {
  const access =
    endpoint.access === 'session' || endpoint.access === 'site_admin'
      ? DEVELOPER_MESSAGES.accessSessionOnly
      : endpoint.access === 'member' && isWriteMethod(endpoint.method)
        ? DEVELOPER_MESSAGES.accessWrite
        : endpoint.access === 'member'
          ? DEVELOPER_MESSAGES.accessRead
          : DEVELOPER_MESSAGES.accessPublic;
  return [`${endpoint.summary}.`, endpoint.description, access].filter(Boolean).join('\n\n');
}

function docsEndpoint(endpoint: RouteDeclaration): DocsEndpoint {
  return {
    method: endpoint.method.toUpperCase() as DocsEndpoint['method'],
    path: docsPath(endpoint.path),
    description: descriptionOf(endpoint),
    authentication_required: endpoint.access !== 'public',
    fields: fieldsOf(endpoint),
    response_example: endpoint.examples?.response ?? null,
    body_example: endpoint.examples?.body ?? null,
  };
}

/**
 * GET /developer/docs: every declared route, with the fields of the zod schemas it validates with
 * and its declared examples: the same source as /api/openapi.json, so the two list
 * the same operations and neither can drift from the code.
 */
export function buildDeveloperDocs(publicUrl: string, tokenRate: Rate): DeveloperDocs {
  const baseUrl = `${publicUrl}/api`;
  return {
    message: DEVELOPER_MESSAGES.docsMessage,
    version: PRODUCT_VERSION,
    base_url: baseUrl,
    authentication: { description: AUTHENTICATION, header_format: HEADER_FORMAT },
    rate_limits: { description: rateLimitDescription(tokenRate), default: rateLimitText(tokenRate) },
    endpoints: Object.fromEntries(routeGroups.map((group) => [group.tag, Object.values(group.routes).map(docsEndpoint)])),
    examples: codeExamples(baseUrl),
  };
}

const cache = new Map<string, SerializedJson>();

/** The docs serialised once per address and rate: the declarations do not change at run time. */
export function developerDocs(publicUrl: string, tokenRate: Rate): SerializedJson {
  const key = `${publicUrl} ${tokenRate.limit}/${tokenRate.windowMs}`;
  let cached = cache.get(key);
  if (!cached) {
    cached = serializeJson(buildDeveloperDocs(publicUrl, tokenRate));
    cache.set(key, cached);
  }
  return cached;
}
