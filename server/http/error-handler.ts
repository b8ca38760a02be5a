import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { isForeignKeyViolation } from '../db';
import { AppError, goneMeanwhile } from './app-error';
import { pathForLog } from './log-path';
import { requestFields } from './request-log';
import { sendJson } from './send-answer';

interface HttpError {
  status?: unknown;
}

/**
 * A client error some middleware raised with a 4xx status (the router's URIError for a path like
 * /comments/%E0%A4%A, an http-errors range error): its status stands, with a plain sentence; a 4xx
 * is never turned into a 500.
 */
function fromHttpError(err: unknown): AppError | null {
  const e = (err ?? {}) as HttpError;
  if (typeof e.status === 'number' && e.status >= 400 && e.status < 500) {
    return new AppError('bad_request', e.status, 'The request could not be handled as sent');
  }
  return null;
}

/**
 * A write that refers to something another request deleted a moment before (an RSVP to an event
 * deleted meanwhile, a like on a comment just removed): the checks passed, the database refused.
 * Nothing was written, and the answer is a refusal the client can show, not a server fault.
 */
function fromDatabase(err: unknown): AppError | null {
  if (isForeignKeyViolation(err)) {
    return goneMeanwhile();
  }
  return null;
}

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
    const known = err instanceof AppError ? err : (fromDatabase(err) ?? fromHttpError(err));
    if (known) {
      // Kept for what runs after the answer: rate limits that count only some failures (a wrong password).
      res.locals.errorCode = known.code;
      answer(req, res, known.status, { detail: known.detail, code: known.code, ...(known.errors ? { errors: known.errors } : {}) });
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
