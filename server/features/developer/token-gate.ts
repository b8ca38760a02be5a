import type { NextFunction, Request, Response } from 'express';
import { DEVELOPER_MESSAGES } from '@contracts/developer/messages';
import { AppError } from '../../http/app-error';
import { tokenMayReach } from './policy';

/**
 * What a request authenticated by an API token goes through before its route: 403 on a session-only
 * route, 403 for a read-only token's write. Where the token came from is settled before this, by the
 * one credential reader (server/http/credential.ts: the Authorization header only); the token's rate
 * limit runs before every route (`apiTokenLimit`).
 */
export type ApiTokenGate = (req: Request, res: Response, next: NextFunction, route: { sessionOnly: boolean }) => void;

export function createApiTokenGate(): ApiTokenGate {
  return (req, _res, next, { sessionOnly }) => {
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
