import { ApiTokenSchema, CreateTokenRequest, CreateTokenResponse, DEVELOPER_MESSAGES, DeveloperDocsSchema, MAX_TOKENS_PER_MEMBER, TokenIdParams } from './schemas';
import { API_TOKEN_PATTERN } from './token-format';
import { routeGroup } from '../api/route';
import { EXAMPLE_EVENT } from '../api/examples';

const TOKEN_RULES = `A token is \`gthr_\` and 38 letters and digits (\`${API_TOKEN_PATTERN}\`), the last 6 a checksum. It is shown once, at creation, and stored only as a hash; \`token_prefix\` tells tokens apart. It expires after 7, 30, 90 or 365 days, or never. Deactivating stops it for good and keeps it in the list; deleting removes it. Changing or resetting the account's password deactivates every token. A deactivated, expired or deleted token answers 401 with a code saying which. \`last_used_at\` is written at most once a minute. An account holds at most ${MAX_TOKENS_PER_MEMBER} tokens.`;

const NOT_FOUND = { description: `"${DEVELOPER_MESSAGES.tokenNotFound}": no such token, a deleted one, or another member's.` };

const EXAMPLE_TOKEN = {
  id: 4,
  name: 'Calendar sync script',
  is_active: true,
  is_expired: false,
  token_prefix: 'gthr_riRy',
  access: 'read_only',
  created_at: '2026-11-24T10:00:00Z',
  last_used_at: '2026-11-25T08:12:00Z',
  expires_at: '2027-02-22T10:00:00Z',
};

const EXAMPLE_DOCS = {
  message: DEVELOPER_MESSAGES.docsMessage,
  version: '0.1.0',
  base_url: 'https://gather.example/api',
  authentication: { description: 'Send a developer API token in the Authorization header: `Authorization: Bearer <token>`.', header_format: 'Authorization: Bearer <token>' },
  rate_limits: { description: 'Each API token may make 600 requests a minute per token.', default: '600 requests a minute per token' },
  endpoints: {
    Events: [
      {
        method: 'GET',
        path: '/events/attending',
        description: 'Events the caller answered going or maybe.',
        authentication_required: true,
        fields: { when: { type: 'string', format: 'one of: "upcoming", "past", "all"', required: false, default: 'all', description: 'Query parameter.' } },
        response_example: [{ id: EXAMPLE_EVENT.id, title: EXAMPLE_EVENT.title }],
        body_example: null,
      },
    ],
  },
  examples: { curl: 'curl -H "Authorization: Bearer $GATHER_TOKEN" "https://gather.example/api/events/attending"' },
};

export const developerRoutes = routeGroup({
  tag: 'Developer',
  description: `Developer API tokens and this documentation. Tokens are managed only from a signed-in session: a token can neither see nor make tokens.\n\n${TOKEN_RULES}`,
  routes: {
    docs: {
      method: 'get',
      path: '/developer/docs',
      summary: 'The API documentation',
      description:
        'Every route with its fields, examples and rules, generated from the same endpoint catalog and zod schemas as /api/openapi.json. Public. Served with an `ETag`: send `If-None-Match` to get a 304 while it has not changed.',
      access: 'public',
      responses: { 200: { description: 'The documentation.', schema: DeveloperDocsSchema } },
      examples: { response: EXAMPLE_DOCS },
    },
    listTokens: {
      method: 'get',
      path: '/developer/tokens',
      summary: 'The caller\'s API tokens',
      description: `Newest first, deleted ones left out (at most ${MAX_TOKENS_PER_MEMBER}). ${TOKEN_RULES}`,
      access: 'session',
      responses: { 200: { description: 'The tokens, without their secrets.', schema: ApiTokenSchema.array() } },
      examples: { response: [EXAMPLE_TOKEN] },
    },
    createToken: {
      method: 'post',
      path: '/developer/tokens',
      summary: 'Create an API token',
      description: `\`raw_token\` is the secret: shown in this answer only, never stored, not even for an Idempotency-Key replay (which answers 409 \`idempotent_answer_withheld\`). \`access\` is read_write unless read_only is asked for; \`expires_days\` absent or null means never. ${TOKEN_RULES}`,
      access: 'session',
      oneTimeAnswer:
        'The first request with this Idempotency-Key made the token, and its secret is shown only once. Find the token in your list (GET /developer/tokens, without its secret), or make another with a new key.',
      body: CreateTokenRequest,
      responses: {
        201: { description: 'The token, and its secret this once.', schema: CreateTokenResponse },
        409: { description: `"${DEVELOPER_MESSAGES.tooManyTokens}" (\`too_many_tokens\`).` },
      },
      examples: {
        body: { name: EXAMPLE_TOKEN.name, expires_days: 90, access: 'read_only' },
        response: {
          token: { ...EXAMPLE_TOKEN, last_used_at: null },
          raw_token: 'gthr_riRy6QgPWZLChIzg11j6byDbHmtuNTGp2O7P83',
          message: DEVELOPER_MESSAGES.tokenCreated,
        },
      },
    },
    getToken: {
      method: 'get',
      path: '/developer/tokens/:id',
      summary: 'One of the caller\'s API tokens',
      access: 'session',
      params: TokenIdParams,
      responses: { 200: { description: 'The token, without its secret.', schema: ApiTokenSchema }, 404: NOT_FOUND },
      examples: { response: EXAMPLE_TOKEN },
    },
    deactivateToken: {
      method: 'patch',
      path: '/developer/tokens/:id/deactivate',
      summary: 'Deactivate an API token',
      description: 'The token stops working at once, on every instance, and for good; it stays in the list marked inactive until deleted. Deactivating it again changes nothing.',
      access: 'session',
      params: TokenIdParams,
      responses: { 200: { description: 'The token, now inactive.', schema: ApiTokenSchema }, 404: NOT_FOUND },
      examples: { response: { ...EXAMPLE_TOKEN, is_active: false } },
    },
    deleteToken: {
      method: 'delete',
      path: '/developer/tokens/:id',
      summary: 'Delete an API token',
      description: 'The token stops working at once and leaves the list; a client still sending it is told it was deleted (401 `api_token_deleted`).',
      access: 'session',
      params: TokenIdParams,
      responses: { 204: { description: 'Deleted.' }, 404: NOT_FOUND },
    },
  },
});
