import type { Request, RequestHandler } from 'express';
import { Passport } from 'passport';
import type { Strategy, StrategyCreated } from 'passport';
import type { Access } from '@contracts/api/route';
import { AUTH_MESSAGES } from '@contracts/auth/messages';
import { ADMIN_MESSAGES } from '@contracts/admin/messages';
import { DEVELOPER_MESSAGES } from '@contracts/developer/messages';
import { AppError } from './app-error';
import { credentialOf, refusalOf } from './credential';

/** What the request's API token may do: its id and its access. */
export interface RequestApiToken {
  id: number;
  user_id: number;
  access: 'read_only' | 'read_write';
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** Set when the bearer credential was a developer API token rather than a session. */
      apiToken?: RequestApiToken;
    }
    /** What the credential strategy tells Passport besides the member. */
    interface AuthInfo {
      apiToken?: RequestApiToken;
    }
  }
}

/** A developer token's verdict on a route: what its access allows there. */
export type TokenVerdict = 'allowed' | 'session_required' | 'read_only';

/**
 * How the server tells who a credential is (app.ts composes it from the features that know: the
 * sessions of auth, the tokens of developer, the members of users), so this step knows no feature.
 */
export interface Identity {
  /** The member a session token belongs to, or null. */
  sessionUser(token: string): Promise<Express.User | null>;
  /** The member and the token behind a developer API token, or a 401 saying why it cannot be used. */
  apiTokenUser(req: Request, token: string): Promise<{ user: Express.User; token: RequestApiToken }>;
  /** Notes that the member was seen (at most every few minutes; undefined when there is nothing to wait for); never fails the request. */
  seen(user: Express.User): Promise<void> | undefined;
  /** What a developer token may do on a route of this method, session-only or not. */
  tokenMayReach(token: RequestApiToken, route: { method: string; sessionOnly: boolean }): TokenVerdict;
  /** Whether the member may use the site admins' routes. */
  isSiteAdmin(user: Express.User): boolean;
}

const notAuthenticated = () => new AppError('not_authenticated', 401, AUTH_MESSAGES.notAuthenticated);

/** Who the request's credential is: the member, and the API token when it was one; null when it is no one's. */
async function whoIs(identity: Identity, req: Request): Promise<{ user: Express.User | null; apiToken?: RequestApiToken }> {
  const credential = credentialOf(req);
  if (credential.kind === 'refused') {
    throw refusalOf(credential);
  }
  if (credential.kind === 'api_token') {
    const { user, token } = await identity.apiTokenUser(req, credential.token);
    return { user, apiToken: token };
  }
  return { user: credential.kind === 'session' ? await identity.sessionUser(credential.token) : null };
}

/**
 * Passport's strategy for the one credential the API takes: `Authorization: Bearer <token>`, read
 * by credential.ts (a session token, or a developer API token).
 */
function credentialStrategy(identity: Identity): Strategy {
  return {
    name: 'credential',
    authenticate(this: StrategyCreated<Strategy>, req: Request) {
      whoIs(identity, req).then(
        ({ user, apiToken }) => (user ? this.success(user, { apiToken }) : this.error(notAuthenticated())),
        (err: unknown) => this.error(err),
      );
    },
  };
}

/** Whether a member's credential may reach a route of this access, and the refusal otherwise. */
function refusalFor(identity: Identity, req: Request, access: Exclude<Access, 'public'>): AppError | null {
  const user = req.user;
  const token = req.apiToken;
  if (token) {
    const verdict = identity.tokenMayReach(token, { method: req.method, sessionOnly: access !== 'member' });
    if (verdict === 'session_required') {
      return new AppError('session_required', 403, DEVELOPER_MESSAGES.sessionRequired);
    }
    if (verdict === 'read_only') {
      return new AppError('read_only_token', 403, DEVELOPER_MESSAGES.readOnlyToken);
    }
  }
  if (access === 'site_admin' && user && !identity.isSiteAdmin(user)) {
    return new AppError('admin_required', 403, ADMIN_MESSAGES.adminRequired);
  }
  return null;
}

/**
 * The pipeline's authentication step, once per request: Passport runs the credential strategy
 * (a 401 for no credential, an unknown one or one written anywhere but the Authorization header),
 * the member is noted as seen, and the route's access decides the rest: a developer token is
 * refused a session-only route and, when read-only, any write (403); a site admins' route refuses
 * everyone else (403).
 */
export function authenticator(identity: Identity): (access: Exclude<Access, 'public'>) => RequestHandler {
  const passport = new Passport();
  passport.use(credentialStrategy(identity));
  const authenticate = passport.authenticate('credential', { session: false, failWithError: true }) as RequestHandler;
  const steps = new Map<Access, RequestHandler>();
  return (access) => {
    let step = steps.get(access);
    if (!step) {
      step = (req, res, next) => {
        authenticate(req, res, (err?: unknown) => {
          if (err) {
            next(err);
            return;
          }
          const apiToken = req.authInfo?.apiToken;
          if (apiToken) {
            req.apiToken = apiToken;
          }
          const user = req.user;
          if (!user) {
            next(notAuthenticated());
            return;
          }
          const decide = () => next(refusalFor(identity, req, access) ?? undefined);
          const writing = identity.seen(user);
          if (writing) {
            writing.then(decide, next);
          } else {
            decide();
          }
        });
      };
      steps.set(access, step);
    }
    return step;
  };
}

/** The signed-in member of a request that passed authentication. */
export function actorOf(req: Request): Express.User {
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
