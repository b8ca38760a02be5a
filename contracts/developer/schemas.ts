import { z } from 'zod';
import { API_TOKEN_PATTERN } from './token-format';
import { idParam, isoDateTime, lineText } from '../fields';
import { DEVELOPER_MESSAGES } from './messages';

/** Expiry choices, in days (spec sections 5 and 9); absent or null: never. */
export const TOKEN_EXPIRY_DAYS = [7, 30, 90, 365] as const;
/** A read-only token may only read (GET); a read-write one acts as its member on every route tokens may reach. */
export const TOKEN_ACCESS = ['read_only', 'read_write'] as const;
export type TokenAccess = (typeof TOKEN_ACCESS)[number];
/** Tokens one account may hold at once (deleted ones do not count), which also bounds the list. */
export const MAX_TOKENS_PER_MEMBER = 50;
/** Pro members' tokens may make this many times the default number of requests. */
export const PRO_RATE_MULTIPLIER = 10;

export const CreateTokenRequest = z.strictObject({
  name: lineText('Token name')
    .trim()
    .min(1, { error: DEVELOPER_MESSAGES.nameRequired })
    .max(100, { error: DEVELOPER_MESSAGES.nameTooLong }),
  expires_days: z.literal(TOKEN_EXPIRY_DAYS, { error: DEVELOPER_MESSAGES.expiryChoices }).nullable().optional(),
  access: z.enum(TOKEN_ACCESS, { error: 'access must be read_only or read_write' }).default('read_write'),
});
export type CreateTokenRequest = z.input<typeof CreateTokenRequest>;
export type CreateTokenParsed = z.output<typeof CreateTokenRequest>;

export const TokenIdParams = z.object({ id: idParam('Token id') });

/** An API token as its owner sees it (spec section 3); the secret itself is never shown again. */
export const ApiTokenSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** False once deactivated or expired: the token no longer authenticates. */
  is_active: z.boolean(),
  is_expired: z.boolean(),
  /** The token's first symbols, to tell tokens apart: `gthr_` and 4 more. */
  token_prefix: z.string(),
  access: z.enum(TOKEN_ACCESS),
  created_at: isoDateTime,
  /** Written at most once a minute, so it may be up to a minute behind. */
  last_used_at: isoDateTime.nullable(),
  expires_at: isoDateTime.nullable(),
});
export type ApiToken = z.infer<typeof ApiTokenSchema>;

export const CreateTokenResponse = z.object({
  token: ApiTokenSchema,
  /** The whole secret, shown this once. */
  raw_token: z.string().regex(new RegExp(`^${API_TOKEN_PATTERN}$`)),
  message: z.string(),
});
export type CreateTokenResponse = z.infer<typeof CreateTokenResponse>;

/** One request field in the docs: a path or query parameter, or a body field. */
export const DocsFieldSchema = z.object({
  type: z.string(),
  format: z.string().nullable(),
  required: z.boolean(),
  default: z.unknown(),
  description: z.string(),
});
export type DocsField = z.infer<typeof DocsFieldSchema>;

export const DocsEndpointSchema = z.object({
  method: z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']),
  /** Under `base_url`, with `{name}` for path parameters. */
  path: z.string(),
  description: z.string(),
  authentication_required: z.boolean(),
  fields: z.record(z.string(), DocsFieldSchema),
  response_example: z.unknown(),
  body_example: z.unknown(),
});
export type DocsEndpoint = z.infer<typeof DocsEndpointSchema>;

/** GET /developer/docs, in the spec's shape (section 3, "API documentation"). */
export const DeveloperDocsSchema = z.object({
  message: z.string(),
  version: z.string(),
  base_url: z.string(),
  authentication: z.object({ description: z.string(), header_format: z.string() }),
  rate_limits: z.object({ description: z.string(), default: z.string() }),
  /** Endpoint groups by name (the OpenAPI tags), in the documentation's order. */
  endpoints: z.record(z.string(), z.array(DocsEndpointSchema)),
  /** Whole programs that call the API, by language: curl, javascript, python. */
  examples: z.record(z.string(), z.string()),
});
export type DeveloperDocs = z.infer<typeof DeveloperDocsSchema>;

export { DEVELOPER_MESSAGES } from './messages';
