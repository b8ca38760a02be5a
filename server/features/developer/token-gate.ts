import type { NextFunction, Request, Response } from 'express';
import { DEVELOPER_MESSAGES } from '../../contracts/messages/developer';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import { apiTokenLimit } from '../../http/rate-limits';
import { tokenMayReach } from './policy';

/**
 * What a request authenticated by an API token goes through before its route: a 401 unless the token
 * came in the Authorization header, the token's rate limit (once per request, however many
 * authenticators run), then the refusals: 403 on a session-only route, 403 for a read-only token's write.
 */
export type ApiTokenGate = (req: Request, res: Response, next: NextFunction, route: { sessionOnly: boolean }) => void;

export function createApiTokenGate(deps: AppDeps): ApiTokenGate {
  const limit = apiTokenLimit(deps.config.rateLimits, deps.limitStores);
  // The Idempotency-Key middleware authenticates before the route does: count the request once.
  const counted = new WeakSet<Request>();

  const refuseOrPass = (req: Request, next: NextFunction, sessionOnly: boolean) => {
    const token = req.apiToken;
    const verdict = token ? tokenMayReach(token, { method: req.method, sessionOnly }) : 'allowed';
    if (verdict === 'session_required') {
      next(new AppError('session_required', 403, DEVELOPER_MESSAGES.sessionRequired));
    } else if (verdict === 'read_only') {
      next(new AppError('read_only_token', 403, DEVELOPER_MESSAGES.readOnlyToken));
    } else {
      next();
    }
  };

  return (req, res, next, { sessionOnly }) => {
    // Passport also reads `access_token` from the query and body: a token there ends up in logs, proxies and histories.
    if (!/^Bearer\s/i.test(req.headers.authorization ?? '')) {
      next(new AppError('api_token_not_in_header', 401, DEVELOPER_MESSAGES.tokenNotInHeader));
      return;
    }
    if (counted.has(req)) {
      refuseOrPass(req, next, sessionOnly);
      return;
    }
    counted.add(req);
    void limit(req, res, (err?: unknown) => {
      if (err) {
        next(err);
        return;
      }
      refuseOrPass(req, next, sessionOnly);
    });
  };
}
