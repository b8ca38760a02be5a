import type { ErrorRequestHandler, RequestHandler } from 'express';
import { isForeignKeyViolation } from '../db';
import { AppError } from './app-error';

interface BodyParserError {
  type?: string;
  status?: number;
}

function fromBodyParser(err: unknown): AppError | null {
  const e = err as BodyParserError;
  if (e.type === 'entity.parse.failed') {
    return new AppError('invalid_json', 400, 'body: The request body is not valid JSON', [
      { field: 'body', message: 'The request body is not valid JSON' },
    ]);
  }
  if (e.type === 'entity.too.large') {
    return new AppError('body_too_large', 413, 'body: The request body is too large', [
      { field: 'body', message: 'The request body is too large' },
    ]);
  }
  if (e.type === 'encoding.unsupported' || e.type === 'charset.unsupported') {
    return new AppError('unsupported_encoding', 415, 'body: Unsupported body encoding');
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
    return new AppError('gone_meanwhile', 409, 'What this refers to was deleted a moment ago. Reload to see what is there now.');
  }
  return null;
}

/** The one place errors become responses: `{ detail, code, errors? }`, never a stack trace. */
export const errorHandler: ErrorRequestHandler = (err: unknown, req, res, next) => {
  if (res.headersSent) {
    next(err);
    return;
  }
  const known = err instanceof AppError ? err : (fromBodyParser(err) ?? fromDatabase(err));
  if (known) {
    res.status(known.status).json({ detail: known.detail, code: known.code, ...(known.errors ? { errors: known.errors } : {}) });
    return;
  }
  console.error(`[error] ${req.method} ${req.originalUrl}`, err);
  res.status(500).json({ detail: 'Something went wrong on our side. Please try again.', code: 'internal_error' });
};

export const apiNotFound: RequestHandler = (req, res) => {
  res.status(404).json({ detail: `No API route for ${req.method} ${req.path}`, code: 'route_not_found' });
};
