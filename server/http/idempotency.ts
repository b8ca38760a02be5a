import { createHash } from 'node:crypto';
import type { RequestHandler, Response } from 'express';
import type { AppDeps } from '../deps';
import { AppError } from './app-error';
import type { Authenticators } from './authenticate';
import * as repo from './idempotency-repo';
import { logEscapedError } from '../process-guards';

const HEADER = 'idempotency-key';
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** How long a key is remembered: longer than any outbox waits to replay. */
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;
/** A claim still unanswered after this long was left by a server that stopped mid-request. */
export const ABANDONED_AFTER_MS = 60 * 1000;

/**
 * What makes two requests the same: method, path and the body's bytes as received. Hashing bytes
 * (not a re-serialised object) cannot throw and costs the same whatever the body holds; a client
 * replaying a write sends the very same bytes.
 */
function requestHash(method: string, path: string, rawBody: Buffer | undefined): string {
  return createHash('sha256')
    .update(`${method} ${path}\n`)
    .update(rawBody ?? Buffer.alloc(0))
    .digest('hex');
}

/**
 * Exactly-once writes: a signed-in write with an `Idempotency-Key` header is run once; a replay of
 * the same key answers the stored response (with `Idempotent-Replayed: true`), the same key with a
 * different request is a 422, and a replay while the first is still running is a 409 to retry.
 * 5xx answers are not kept, so the client may retry them.
 */
export function idempotency(deps: AppDeps, { optionalUser }: Authenticators): RequestHandler {
  return (req, res, next) => {
    const key = req.get(HEADER);
    if (key === undefined || !WRITE_METHODS.has(req.method)) {
      next();
      return;
    }
    if (key.length === 0 || key.length > 200) {
      next(new AppError('validation_error', 400, 'Idempotency-Key: must be 1 to 200 characters'));
      return;
    }
    optionalUser(req, res, (authError?: unknown) => {
      if (authError || !req.user) {
        // The route itself answers the 401.
        next(authError);
        return;
      }
      // Everything from here runs inside Passport's callback: a throw must reach next(), never escape
      // as a rejection nobody handles (which stops the process).
      handle(deps, req.user.id, key, req.method, req.originalUrl, req.rawBody, res)
        .then((proceed) => (proceed ? next() : undefined), next)
        .catch(logEscapedError('idempotency'));
    });
  };
}

/** Claims the key or answers from it; true when the route should run. */
async function handle(
  deps: AppDeps,
  userId: number,
  key: string,
  method: string,
  path: string,
  rawBody: Buffer | undefined,
  res: Response,
): Promise<boolean> {
  return claimOrReplay(deps, userId, key, requestHash(method, path, rawBody), res);
}

async function claimOrReplay(deps: AppDeps, userId: number, key: string, hash: string, res: Response): Promise<boolean> {
  if (await repo.claimKey(deps.db, userId, key, hash, deps.clock().toISOString())) {
    recordResponse(deps, userId, key, res);
    return true;
  }
  const stored = await repo.findKey(deps.db, userId, key);
  const now = deps.clock().getTime();
  const expired = stored !== null && stored.created_at < new Date(now - IDEMPOTENCY_WINDOW_MS).toISOString();
  // Claimed but never answered long after any request finishes: the server stopped mid-request. It is
  // run again rather than answered 409 for a day; the outbox's writes converge when rerun (RSVPs and
  // likes are states, a comment carrying its client_id is created once).
  const abandoned = stored?.status === null && stored.created_at < new Date(now - ABANDONED_AFTER_MS).toISOString();
  if (stored && (expired || abandoned)) {
    // Only that claim is released: a newer one made meanwhile by another replay stays.
    await repo.releaseClaim(deps.db, userId, key, stored.created_at);
    return claimOrReplay(deps, userId, key, hash, res);
  }
  if (!stored) {
    // Released between our claim and our read (the first attempt failed with a 5xx): run again.
    return claimOrReplay(deps, userId, key, hash, res);
  }
  if (stored.request_hash !== hash) {
    throw new AppError('idempotency_key_reused', 422, 'This Idempotency-Key was already used for a different request');
  }
  if (stored.status === null) {
    throw new AppError('idempotency_in_progress', 409, 'A request with this Idempotency-Key is still being processed; retry shortly');
  }
  res.setHeader('Idempotent-Replayed', 'true');
  res.status(stored.status);
  if (stored.response_body) {
    res.type('application/json').send(stored.response_body);
  } else {
    res.end();
  }
  return false;
}

/** Stores the route's answer before it is sent, so a replay arriving right after finds it. */
function recordResponse(deps: AppDeps, userId: number, key: string, res: Response): void {
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  res.end = ((...args: unknown[]) => {
    const [chunk] = args;
    const body = typeof chunk === 'string' ? chunk : Buffer.isBuffer(chunk) ? chunk.toString('utf8') : '';
    const write =
      res.statusCode >= 500 ? repo.releaseKey(deps.db, userId, key) : repo.storeResponse(deps.db, userId, key, res.statusCode, body);
    write
      .then(
        () => end(...args),
        (err: unknown) => {
          console.error('[idempotency] could not store a response:', err);
          end(...args);
        },
      )
      .catch(logEscapedError('idempotency'));
    return res;
  }) as Response['end'];
}
