import type { Request, RequestHandler } from 'express';
import { AUTH_MESSAGES } from '@contracts/auth/schemas';
import type { AppDeps } from '../deps';
import { recordSeen } from '../features/auth/last-seen';
import { userForToken } from '../features/auth/service';
import { authenticateApiTokenOnce } from '../features/developer/token-auth';
import type { AuthenticatedApiToken } from '../features/developer/token-auth';
import { createApiTokenGate } from '../features/developer/token-gate';
import { logEscapedError } from '../process-guards';
import type { UserRow } from '../features/users/repo';
import { AppError } from './app-error';
import { authCacheFor } from './auth-cache';
import { credentialOf, refusalOf } from './credential';
import { idempotencyStep } from './idempotency';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** The member the request's credential belongs to, once an authenticator has passed it. */
      user?: UserRow;
    }
  }
}

export interface Authenticators {
  /**
   * Requires a valid bearer credential, a session or a developer API token (as its member; a
   * read-only token only reads): otherwise a 401 `{ detail: 'Not authenticated' }`, or for a token
   * one that says why it cannot be used.
   */
  requireUser: RequestHandler;
  /** Reads the bearer credential when one is sent, for public routes that show more to signed-in users. */
  optionalUser: RequestHandler;
  /**
   * Requires a browser session, for what a leaked developer API token must never reach (token
   * management, account and password changes, payments, admin): a token gets a 403 saying so.
   */
  requireSession: RequestHandler;
}

/**
 * The member a session token belongs to, through the short per-process cache (auth-cache.ts);
 * null when the token is no session's. Developer API tokens are not looked up here.
 */
export function sessionUserLookup(deps: AppDeps): (token: string) => Promise<UserRow | null> {
  const sessions = authCacheFor(deps.db, deps.config.authCacheSeconds * 1000, () => deps.clock().getTime());
  return (token) => sessions.userFor(token, () => userForToken(deps, token));
}

const notAuthenticated = () => new AppError('not_authenticated', 401, AUTH_MESSAGES.notAuthenticated);

/** The member and, for a developer API token, the token behind a request's credential; null when it is no one's. */
async function whoIs(deps: AppDeps, req: Request, sessionUser: (token: string) => Promise<UserRow | null>): Promise<{ user: UserRow | null; apiToken?: AuthenticatedApiToken }> {
  const credential = credentialOf(req);
  if (credential.kind === 'refused') {
    throw refusalOf(credential);
  }
  if (credential.kind === 'api_token') {
    // A token that cannot be used throws a 401 saying why; the rate limit before the routes has usually looked it up already.
    const { user, token } = await authenticateApiTokenOnce(deps, req, credential.token);
    return { user, apiToken: token };
  }
  return { user: credential.kind === 'session' ? await sessionUser(credential.token) : null };
}

/**
 * The three authenticators, one instance per app so tests never share state. Each reads the
 * request's credential (credential.ts: the Authorization header only), looks up its member, sends
 * an API token through the token gate with the route's rule, and only then lets a write's
 * Idempotency-Key answer from its stored replay (idempotency.ts).
 */
export function createAuthenticators(deps: AppDeps): Authenticators {
  const tokenGate = createApiTokenGate();
  const sessionUser = sessionUserLookup(deps);
  // After the gate, so a replay of an Idempotency-Key meets the route's rule as its first request did.
  const idempotency = idempotencyStep(deps);
  type Mode = 'optional' | 'user' | 'session';
  const authenticate: (mode: Mode) => RequestHandler = (mode) => (req, res, next) => {
    if (mode === 'optional' && credentialOf(req).kind === 'none') {
      next();
      return;
    }
    // A failure anywhere here answers the request (500) rather than leaving it hanging; a throw from
    // what runs after it has nowhere left to go but the log.
    whoIs(deps, req, sessionUser)
      .then(async ({ user, apiToken }) => {
        if (!user) {
          throw notAuthenticated();
        }
        req.user = user;
        if (apiToken) {
          req.apiToken = apiToken;
        }
        await recordSeen(deps, user);
      })
      .then(() => {
        const replayOrRoute = () => idempotency(req, res, next);
        if (req.apiToken) {
          tokenGate(req, res, (err?: unknown) => (err ? next(err) : replayOrRoute()), { sessionOnly: mode === 'session' });
          return;
        }
        replayOrRoute();
      }, next)
      .catch(logEscapedError('auth'));
  };
  return { requireUser: authenticate('user'), optionalUser: authenticate('optional'), requireSession: authenticate('session') };
}

/** The signed-in user of a request that passed `requireUser`. */
export function actorOf(req: Request): UserRow {
  if (!req.user) {
    throw notAuthenticated();
  }
  return req.user;
}

/** The raw session token of the request, for sign-out and for keeping this device signed in. */
export function bearerTokenOf(req: Request): string {
  const credential = credentialOf(req);
  if (credential.kind !== 'session') {
    throw notAuthenticated();
  }
  return credential.token;
}
