import type { Request } from 'express';
import { AUTH_MESSAGES } from '@contracts/auth/schemas';
import { DEVELOPER_MESSAGES } from '@contracts/developer/messages';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import type { UserRow } from '../../users/repo';
import { tokenState } from './policy';
import * as repo from './repo';
import type { ApiTokenRow } from './repo';
import type { ApiTokenSubject } from '../../http/rate-limits';
import { credentialOf } from '../../http/credential';
import { hasValidChecksum, hashApiToken } from './token-format';

/** The API token a request authenticated with (absent for sessions). */
export type AuthenticatedApiToken = Pick<ApiTokenRow, 'id' | 'user_id' | 'access'>;

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** Set when the bearer credential was a developer API token rather than a session. */
      apiToken?: AuthenticatedApiToken;
    }
  }
}

/** `last_used_at` is written at most this often per token. */
export const LAST_USED_EVERY_MS = 60_000;

const refused = (code: string, detail: string) => new AppError(code, 401, detail);

/**
 * The member behind an API token, or a 401 saying why not: a typo or made-up token is refused on its
 * checksum before any database work; then one indexed lookup by hash tells a token that does not
 * exist, was deleted, was deactivated or expired. Nothing is cached: a token deactivated or deleted
 * is refused on its very next request, on every instance. A use is recorded at most once a minute.
 */
export async function authenticateApiToken(deps: AppDeps, raw: string): Promise<{ user: UserRow; token: AuthenticatedApiToken }> {
  if (!hasValidChecksum(raw)) {
    throw refused('invalid_api_token', DEVELOPER_MESSAGES.malformedToken);
  }
  const found = await repo.findTokenWithUser(deps.db, hashApiToken(raw));
  if (!found) {
    throw refused('invalid_api_token', DEVELOPER_MESSAGES.unknownToken);
  }
  const { token, user } = found;
  const now = deps.clock();
  const nowIso = now.toISOString();
  switch (tokenState(token, nowIso)) {
    case 'deleted':
      throw refused('api_token_deleted', DEVELOPER_MESSAGES.deletedToken);
    case 'deactivated':
      throw refused('api_token_deactivated', DEVELOPER_MESSAGES.deactivatedToken);
    case 'expired':
      throw refused('api_token_expired', DEVELOPER_MESSAGES.expiredToken(token.expires_at ?? nowIso));
    case 'active':
      break;
  }
  if (!user.is_active) {
    throw refused('account_inactive', AUTH_MESSAGES.accountInactive);
  }
  const cutoffIso = new Date(now.getTime() - LAST_USED_EVERY_MS).toISOString();
  if (token.last_used_at === null || token.last_used_at <= cutoffIso) {
    await repo.touchLastUsed(deps.db, token.id, nowIso, cutoffIso);
  }
  return { user, token: { id: token.id, user_id: token.user_id, access: token.access } };
}

type TokenAuthentication = Awaited<ReturnType<typeof authenticateApiToken>>;
const attempts = new WeakMap<Request, { raw: string; result: Promise<TokenAuthentication> }>();

/**
 * authenticateApiToken, once per request and token: the rate limit reads the token before any route
 * (server/http/rate-limits.ts) and the authenticators read it again, with one lookup and one
 * `last_used_at` check between them.
 */
export function authenticateApiTokenOnce(deps: AppDeps, req: Request, raw: string): Promise<TokenAuthentication> {
  const earlier = attempts.get(req);
  if (earlier?.raw === raw) {
    return earlier.result;
  }
  const result = authenticateApiToken(deps, raw);
  attempts.set(req, { raw, result });
  return result;
}

/**
 * Who a request's API token is, for the per-token rate limit: the token and its member's plan, or for a
 * token that cannot be used (malformed, unknown, deleted, deactivated, expired, its account inactive)
 * its SHA-256, so a script that keeps sending it is counted and told its limit too. Null without one.
 */
export function apiTokenSubjectOf(deps: AppDeps): (req: Request) => Promise<ApiTokenSubject | null> {
  return async (req) => {
    // The same reading of the request as the authenticators' (server/http/credential.ts), so the
    // limit counts exactly the tokens that can act; a refused credential never reaches a route.
    const credential = credentialOf(req);
    if (credential.kind !== 'api_token') {
      return null;
    }
    const raw = credential.token;
    try {
      const { user, token } = await authenticateApiTokenOnce(deps, req, raw);
      return { tokenId: token.id, isPro: user.is_pro };
    } catch (err) {
      if (err instanceof AppError && err.status === 401) {
        return { refusedHash: hashApiToken(raw) };
      }
      throw err;
    }
  };
}
