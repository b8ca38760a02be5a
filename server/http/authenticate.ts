import type { Request, RequestHandler } from 'express';
import { Passport } from 'passport';
import { Strategy as BearerStrategy } from 'passport-http-bearer';
import { AUTH_MESSAGES } from '../contracts/auth';
import type { AppDeps } from '../deps';
import { recordSeen } from '../features/auth/last-seen';
import { userForToken } from '../features/auth/service';
import { logEscapedError } from '../process-guards';
import type { UserRow } from '../features/users/repo';
import { AppError } from './app-error';

declare global {
  // Passport types req.user as Express.User; ours is the user row.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface User extends UserRow {}
  }
}

export interface Authenticators {
  /** Requires a valid bearer token: otherwise a 401 `{ detail: 'Not authenticated' }`. */
  requireUser: RequestHandler;
  /** Reads the bearer token when one is sent, for public routes that show more to signed-in users. */
  optionalUser: RequestHandler;
  /**
   * Requires a browser session, for what a leaked developer API token must never reach (token
   * management, account and password changes, payments, admin). Until API tokens exist every
   * bearer credential is a session, so this is requireUser.
   */
  requireSession: RequestHandler;
}

const notAuthenticated = () => new AppError('not_authenticated', 401, AUTH_MESSAGES.notAuthenticated);

/** Passport with the bearer strategy, one instance per app so tests never share state. */
export function createAuthenticators(deps: AppDeps): Authenticators {
  const passport = new Passport();
  passport.use(
    new BearerStrategy((token, done) => {
      userForToken(deps, token)
        .then(
          (user) => done(null, user ?? false),
          (err: unknown) => done(err),
        )
        .catch(logEscapedError('auth'));
    }),
  );
  const authenticate: (required: boolean) => RequestHandler = (required) => (req, res, next) => {
    if (!required && !req.headers.authorization) {
      next();
      return;
    }
    const run = passport.authenticate('bearer', { session: false }, (err: unknown, user: UserRow | false) => {
      if (err) {
        next(err);
        return;
      }
      if (!user) {
        next(notAuthenticated());
        return;
      }
      req.user = user;
      void recordSeen(deps, user).then(() => next());
    }) as RequestHandler;
    void run(req, res, next);
  };
  const requireUser = authenticate(true);
  return { requireUser, optionalUser: authenticate(false), requireSession: requireUser };
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
