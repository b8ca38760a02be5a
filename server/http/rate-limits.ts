import type { RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import { AUTH_MESSAGES } from '../contracts/auth';

interface LimitOptions {
  max: number;
  windowMs: number;
  /** Count only failed requests (login: a member who signs in fine is never slowed down). */
  onlyFailures?: boolean;
}

/** A per-client-IP limit with the API's error shape: 429 `{ detail, code: 'rate_limited' }` and a Retry-After. */
export function limitRequests({ max, windowMs, onlyFailures = false }: LimitOptions): RequestHandler {
  return rateLimit({
    windowMs,
    limit: max,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    skipSuccessfulRequests: onlyFailures,
    handler: (_req, res) => {
      res.status(429).json({ detail: AUTH_MESSAGES.tooManyAttempts, code: 'rate_limited' });
    },
  });
}
