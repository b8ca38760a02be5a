import { randomUUID } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import { pathForLog } from './log-path';

/** An id a client or proxy may hand us (X-Request-Id) is kept only when it is short and plain. */
const PLAIN_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** The request's id: the caller's X-Request-Id when plain, else a fresh UUID. */
export function requestIdFor(given: string | string[] | undefined): string {
  return typeof given === 'string' && PLAIN_ID.test(given) ? given : randomUUID();
}

const ids = new WeakMap<Request, string>();

/** The id the request log gave this request ('' when the app logs nothing). */
export const requestIdOf = (req: Request): string => ids.get(req) ?? '';

/** How a line names its request: the id, the method and the path (codes and tokens in it redacted). */
export const requestFields = (req: Request) => ({ id: requestIdOf(req), method: req.method, path: pathForLog(req.originalUrl) });

/** The message of a request's line once its answer was sent, and when its client went away first. */
export const REQUEST_DONE = 'request completed';
export const REQUEST_ABORTED = 'request aborted';

/** What the line of a request says besides its level and message. */
function lineOf(req: Request, res: Response, started: number) {
  const { user, apiToken } = req;
  return {
    req: requestFields(req),
    ...(user ? { member: user.id, ...(apiToken ? { api_token: apiToken.id } : {}) } : {}),
    res: { status: res.statusCode },
    responseTime: Date.now() - started,
  };
}

/**
 * One JSON line per request, written when the response is done: its id (the caller's X-Request-Id
 * when plain, else a fresh UUID, echoed back in the response), method, path (codes and tokens in it
 * redacted, see log-path.ts), status, duration, the member's id and, for a developer API token, the
 * token's id. Headers and bodies are never logged: they carry tokens and passwords. A 5xx is logged
 * at error. Errors logged while handling the request (error-handler.ts) carry the same id and path.
 */
export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const started = Date.now();
    const id = requestIdFor(req.headers['x-request-id']);
    ids.set(req, id);
    res.setHeader('X-Request-Id', id);
    res.once('close', () => {
      if (!res.writableFinished) {
        logger.info(lineOf(req, res, started), REQUEST_ABORTED);
        return;
      }
      const line = lineOf(req, res, started);
      if (res.statusCode >= 500) {
        logger.error(line, REQUEST_DONE);
      } else {
        logger.info(line, REQUEST_DONE);
      }
    });
    next();
  };
}
