import type { NextFunction, Request, Response } from 'express';
import { DEVELOPER_MESSAGES } from '../../contracts/messages/developer';
import { AppError } from '../../http/app-error';
import { tokenMayReach } from './policy';

/**
 * What a request authenticated by an API token goes through before its route: a 401 unless the token
 * came in the Authorization header, then the refusals: 403 on a session-only route, 403 for a
 * read-only token's write. (The token's rate limit runs before every route: `apiTokenLimit`.)
 */
export type ApiTokenGate = (req: Request, res: Response, next: NextFunction, route: { sessionOnly: boolean }) => void;

export function createApiTokenGate(): ApiTokenGate {
  return (req, _res, next, { sessionOnly }) => {
    // Passport also reads `access_token` from the query and body: a token there ends up in logs, proxies and histories.
    if (!/^Bearer\s/i.test(req.headers.authorization ?? '')) {
      next(new AppError('api_token_not_in_header', 401, DEVELOPER_MESSAGES.tokenNotInHeader));
      return;
    }
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
}
