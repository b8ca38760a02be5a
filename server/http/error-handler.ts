import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { errorBody } from './app-error';
import { clientError } from './client-error';
import { pathForLog } from './log-path';
import { requestFields } from './request-log';
import { sendJson } from './send-answer';

/**
 * The client went away before its answer was sent: Express's file sending says so with
 * ECONNABORTED ("Request aborted"). There is no one left to answer, and it is not a fault of ours:
 * the request log already says "request aborted" for it.
 */
const clientWentAway = (err: unknown) => (err as { code?: unknown } | null)?.code === 'ECONNABORTED';

/**
 * The one place errors become responses: `{ detail, code, errors? }`, never a stack trace. An
 * unknown error is logged (with the request's id and redacted path when there is a request log) and
 * answered 500 with no internal text.
 */
export function errorHandlerFor(logger: Logger | undefined): ErrorRequestHandler {
  return (err: unknown, req, res, next) => {
    if (clientWentAway(err)) {
      return;
    }
    if (res.headersSent) {
      next(err);
      return;
    }
    const known = clientError(err);
    if (known) {
      // Kept for what runs after the answer: rate limits that count only some failures (a wrong password).
      res.locals.errorCode = known.code;
      answer(req, res, known.status, errorBody(known));
      return;
    }
    if (logger) {
      logger.error({ err, req: requestFields(req) }, 'request failed');
    } else {
      console.error(`[error] ${req.method} ${pathForLog(req.originalUrl)}`, err);
    }
    answer(req, res, 500, { detail: 'Something went wrong on our side. Please try again.', code: 'internal_error' });
  };
}

/** Sends an error's answer as every API answer is sent; a failure to send is the log's. */
function answer(...[req, res, status, body]: Parameters<typeof sendJson>): void {
  sendJson(req, res, status, body).catch((err: unknown) => console.error('[error] the answer could not be sent', err));
}

/** The error handler of an app that logs nothing (tests). */
export const errorHandler = errorHandlerFor(undefined);

export const apiNotFound: RequestHandler = (req, res, next) => {
  // The path as the API names its routes: under /api, without it.
  sendJson(req, res, 404, { detail: `No API route for ${req.method} ${req.path.replace(/^\/api/i, '') || '/'}`, code: 'route_not_found' }).catch(next);
};
