import type { Request, RequestHandler } from 'express';
import { Passport } from 'passport';
import { Strategy as BearerStrategy } from 'passport-http-bearer';
import type { VerifyFunctionWithRequest } from 'passport-http-bearer';
import { AUTH_MESSAGES } from '../contracts/auth';
import type { AppDeps } from '../deps';
import { recordSeen } from '../features/auth/last-seen';
import { userForToken } from '../features/auth/service';
import { authenticateApiTokenOnce } from '../features/developer/token-auth';
import type { AuthenticatedApiToken } from '../features/developer/token-auth';
import { createApiTokenGate } from '../features/developer/token-gate';
import { looksLikeApiToken } from '../features/developer/token-format';
import { logEscapedError } from '../process-guards';
import type { UserRow } from '../features/users/repo';
import { AppError } from './app-error';
import { authCacheFor } from './auth-cache';

declare global {
  // Passport types req.user as Express.User; ours is the user row.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface User extends UserRow {}
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

/** What the bearer strategy found: the member, and the API token when the credential was one. */
interface BearerInfo {
  apiToken?: AuthenticatedApiToken;
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

/** Passport with the bearer strategy, one instance per app so tests never share state. */
export function createAuthenticators(deps: AppDeps): Authenticators {
  const passport = new Passport();
  const tokenGate = createApiTokenGate();
  const sessionUser = sessionUserLookup(deps);
  passport.use(
    new BearerStrategy<VerifyFunctionWithRequest>({ passReqToCallback: true }, (req, token, done) => {
      // A developer API token (its prefix says so) answers 401 with the reason it cannot be used;
      // the rate limit before the routes has usually looked it up already.
      const lookup = looksLikeApiToken(token)
        ? authenticateApiTokenOnce(deps, req, token).then(({ user, token: apiToken }) => ({ user, info: { apiToken } }))
        : sessionUser(token).then((user) => ({ user, info: {} }));
      lookup
        .then(
          ({ user, info }) => done(null, user ?? false, info),
          (err: unknown) => done(err),
        )
        .catch(logEscapedError('auth'));
    }),
  );
  type Mode = 'optional' | 'user' | 'session';
  const authenticate: (mode: Mode) => RequestHandler = (mode) => (req, res, next) => {
    if (mode === 'optional' && !req.headers.authorization) {
      next();
      return;
    }
    const run = passport.authenticate('bearer', { session: false }, (err: unknown, user: UserRow | false, info?: BearerInfo) => {
      if (err) {
        next(err);
        return;
      }
      if (!user) {
        next(notAuthenticated());
        return;
      }
      req.user = user;
      if (info?.apiToken) {
        req.apiToken = info.apiToken;
      }
      // A failure here answers the request (500) rather than leaving it hanging; a throw from what
      // runs after it has nowhere left to go but the log.
      recordSeen(deps, user)
        .then(() => {
          if (req.apiToken) {
            tokenGate(req, res, next, { sessionOnly: mode === 'session' });
            return;
          }
          next();
        }, next)
        .catch(logEscapedError('auth'));
    }) as RequestHandler;
    void run(req, res, next);
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

/** The raw bearer token of the request, for logout. */
export function bearerTokenOf(req: Request): string {
  const header = req.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) {
    throw notAuthenticated();
  }
  return match[1];
}
