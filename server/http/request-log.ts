import { randomUUID } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { pathForLog } from './log-path';

/** An id a client or proxy may hand us (X-Request-Id) is kept only when it is short and plain. */
const PLAIN_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** The request's id: the caller's X-Request-Id when plain, else a fresh UUID. */
export function requestIdFor(given: string | string[] | undefined): string {
  return typeof given === 'string' && PLAIN_ID.test(given) ? given : randomUUID();
}

/** How a line names its request: the id, the method and the path (codes and tokens in it redacted). */
const requestFields = (id: unknown, method: string, url: string) => ({ id, method, path: pathForLog(url) });

/** What the line of a request says besides its level and message: the fields pino-http's line below has. */
export function requestLogFields(id: string, method: string, url: string, status: number, responseTime: number, member: number | undefined) {
  return {
    req: requestFields(id, method, url),
    ...(member === undefined ? {} : { member }),
    res: { status },
    responseTime,
  };
}

/** The message of a request's line once its answer was sent (pino-http's own words). */
export const REQUEST_DONE = 'request completed';

/**
 * One JSON line per request, written when the response is done: its id (the caller's X-Request-Id
 * when plain, else a fresh UUID, echoed back in the response), method, path (codes and tokens in it
 * redacted, see log-path.ts), status, duration, the member's id and, for a developer API token, the
 * token's id. Headers and bodies are never logged: they carry tokens and passwords. Errors logged
 * while handling the request (error-handler.ts) carry the same id and the same redacted path.
 */
export function requestLog(logger: Logger): RequestHandler {
  return pinoHttp({
    logger,
    genReqId: (req, res) => {
      const id = requestIdFor(req.headers['x-request-id']);
      res.setHeader('X-Request-Id', id);
      return id;
    },
    // Read when the response is done, after authentication ran.
    customProps: (req) => {
      const { user, apiToken } = req as Request;
      return user ? { member: user.id, ...(apiToken ? { api_token: apiToken.id } : {}) } : {};
    },
    customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : 'info'),
    serializers: {
      // Query strings and some paths carry codes and tokens: the path without them is enough to follow a request.
      req: (req: { id: unknown; method: string; url: string }) => requestFields(req.id, req.method, req.url),
      res: (res: { statusCode: number }) => ({ status: res.statusCode }),
    },
  });
}
