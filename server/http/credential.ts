import type { IncomingMessage } from 'node:http';
import { parse as parseQuery } from 'node:querystring';
import { AUTH_MESSAGES } from '@contracts/auth/messages';
import { DEVELOPER_MESSAGES } from '@contracts/developer/messages';
import { looksLikeApiToken } from '@contracts/developer/token-format';
import { AppError } from './app-error';

/**
 * The credential a request carries, read one way for the whole server: the authenticators, the API
 * token gate, the per-token rate limit, the hot reads' lane and sign-out all ask this module, so no
 * spelling can be a token to one of them and nothing to another (issue 28: a `Bearer<TAB>` header with
 * the token in `?access_token=` was the limiter's "no token" and Passport's "this token").
 *
 * - A credential comes from the Authorization header only, written `Bearer <token>`: the scheme in
 *   any case (RFC 7235), exactly one space, then one RFC 6750 b64token. Any other Authorization
 *   header is refused (401 `malformed_authorization`), never read as "no credential".
 * - `access_token` in the address is refused (401), even beside a good header: an address ends up in
 *   proxy logs and browser history, so a token there must never work. A body is never read.
 */
export type Credential =
  | { kind: 'none' }
  | { kind: 'session'; token: string }
  | { kind: 'api_token'; token: string }
  | { kind: 'refused'; code: 'credential_not_in_header' | 'api_token_not_in_header' | 'malformed_authorization'; detail: string };

/** `Bearer` (any case), one space, one b64token (RFC 6750 section 2.1). */
const BEARER = /^Bearer ([A-Za-z0-9\-._~+/]+=*)$/i;
const QUERY_NAME = 'access_token';

/** The credential of a request with this Authorization header and this query string (after the `?`, without it). */
export function readCredential(authorization: string | undefined, search: string): Credential {
  const query = search === '' ? {} : parseQuery(search);
  if (Object.hasOwn(query, QUERY_NAME)) {
    const inQuery = query[QUERY_NAME];
    const value = Array.isArray(inQuery) ? (inQuery[0] ?? '') : (inQuery ?? '');
    return looksLikeApiToken(value)
      ? { kind: 'refused', code: 'api_token_not_in_header', detail: DEVELOPER_MESSAGES.tokenNotInHeader }
      : { kind: 'refused', code: 'credential_not_in_header', detail: AUTH_MESSAGES.credentialNotInHeader };
  }
  if (authorization === undefined) {
    return { kind: 'none' };
  }
  const token = BEARER.exec(authorization)?.[1];
  if (token === undefined) {
    return { kind: 'refused', code: 'malformed_authorization', detail: AUTH_MESSAGES.malformedAuthorization };
  }
  return looksLikeApiToken(token) ? { kind: 'api_token', token } : { kind: 'session', token };
}

const read = new WeakMap<IncomingMessage, Credential>();

/**
 * The credential of a request, read once and remembered for it (Express's request is the same
 * object as Node's, so the hot reads' lane and the pipeline share the answer).
 */
export function credentialOf(req: IncomingMessage): Credential {
  let credential = read.get(req);
  if (!credential) {
    const url = req.url ?? '';
    const q = url.indexOf('?');
    credential = readCredential(req.headers.authorization, q === -1 ? '' : url.slice(q + 1));
    read.set(req, credential);
  }
  return credential;
}

/** The 401 a refused credential answers. */
export const refusalOf = (credential: Extract<Credential, { kind: 'refused' }>): AppError => new AppError(credential.code, 401, credential.detail);
