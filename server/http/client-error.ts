import { isForeignKeyViolation } from '../db';
import { AppError, goneMeanwhile } from './app-error';

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
 * The error as the answer the client gets, when it is the client's to hear (an AppError, a row
 * deleted meanwhile, a middleware's 4xx); null for a fault of ours (a 500 with no internal text).
 */
export function clientError(err: unknown): AppError | null {
  return err instanceof AppError ? err : (fromDatabase(err) ?? fromHttpError(err));
}
