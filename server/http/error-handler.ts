import type { ErrorRequestHandler, RequestHandler } from 'express';
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

/** The one place errors become responses: `{ detail, code, errors? }`, never a stack trace. */
export const errorHandler: ErrorRequestHandler = (err: unknown, req, res, next) => {
  if (res.headersSent) {
    next(err);
    return;
  }
  const known = err instanceof AppError ? err : fromBodyParser(err);
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
