import { createHash } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import { API_PREFIX } from './api-prefix';
import { AppError, errorBody } from './app-error';
import * as repo from './idempotency-repo';
import type { RouteDeclaration } from '@contracts/api/route';
import { sendStored } from './send-answer';
import type { AnswerLocals } from './send-answer';
import { withheldReplay } from './withheld-answers';
import { logEscapedError } from '../process-guards';
import type { Clock } from '../clock';
import type { Db } from '../db';

/** What the step reaches: the keys' table and the time (the app's deps have both). */
interface IdempotencyDeps {
  db: Db;
  clock: Clock;
}

const HEADER = 'idempotency-key';
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** How long a key is remembered: longer than any outbox waits to replay. */
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;
/** A claim still unanswered after this long was left by a server that stopped mid-request. */
export const ABANDONED_AFTER_MS = 60 * 1000;

/**
 * What makes two requests the same: method, path, the API token that sent it (none for a session) and
 * the body's bytes as received. Hashing bytes
 * (not a re-serialised object) cannot throw and costs the same whatever the body holds; a client
 * replaying a write sends the very same bytes.
 */
function requestHash(method: string, path: string, apiTokenId: number | null, rawBody: Buffer | undefined): string {
  // A session's hash is what it always was (keys stored before this rule still replay); a token's names the token.
  const who = apiTokenId === null ? '' : `token ${apiTokenId}\n`;
  return createHash('sha256')
    .update(`${method} ${path}\n${who}`)
    .update(rawBody ?? Buffer.alloc(0))
    .digest('hex');
}

const keyReused = () => new AppError('idempotency_key_reused', 422, 'This Idempotency-Key was already used for a different request');
const stillRunning = () => new AppError('idempotency_in_progress', 409, 'A request with this Idempotency-Key is still being processed; retry shortly');

/**
 * Exactly-once writes: a signed-in write with an `Idempotency-Key` header is run once; a replay of
 * the same key answers the stored response (with `Idempotent-Replayed: true`), the same key with a
 * different request is a 422, and a replay while the first is still running is a 409 to retry.
 * A 5xx or a 429 is not kept, so the client may retry it.
 *
 * The pipeline (pipeline.ts) runs this step after authentication, once the route's access rules
 * (session-only, read-only tokens, site admins) have passed: a replay passes every rule the first
 * request passed, because it meets the same ones first. A key is also bound to the API token that
 * used it: a token never replays a session's or another token's answer (they read as a different
 * request, 422). Answers that hold a secret are never kept (withheld-answers.ts).
 */
export function idempotencyStep(deps: IdempotencyDeps): (route: RouteDeclaration) => RequestHandler {
  return (route) => (req, res, next) => {
    const key = req.get(HEADER);
    if (key === undefined || !WRITE_METHODS.has(req.method) || !req.user) {
      next();
      return;
    }
    if (key.length === 0 || key.length > 200) {
      next(new AppError('validation_error', 400, 'Idempotency-Key: must be 1 to 200 characters'));
      return;
    }
    const userId = req.user.id;
    const hash = requestHash(req.method, req.originalUrl, req.apiToken?.id ?? null, req.rawBody);
    // A throw must reach next(), never escape as a rejection nobody handles (which stops the process).
    claimOrReplay(deps, route, { userId, key, hash }, req, res)
      .then((proceed) => (proceed ? next() : undefined), next)
      .catch(logEscapedError('idempotency'));
  };
}

/** The key of a write: whose it is, the key itself and what it was sent with. */
interface Claim {
  userId: number;
  key: string;
  hash: string;
}

async function claimOrReplay(deps: IdempotencyDeps, route: RouteDeclaration, claim: Claim, req: Request, res: Response): Promise<boolean> {
  const { userId, key, hash } = claim;
  if (await repo.claimKey(deps.db, userId, key, hash, deps.clock().toISOString())) {
    recordResponse(deps, route, claim, res);
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
    return claimOrReplay(deps, route, claim, req, res);
  }
  if (!stored) {
    // Released between our claim and our read (the first attempt failed with a 5xx): run again.
    return claimOrReplay(deps, route, claim, req, res);
  }
  if (stored.request_hash !== hash) {
    throw keyReused();
  }
  if (stored.status === null) {
    throw stillRunning();
  }
  res.setHeader('Idempotent-Replayed', 'true');
  await sendStored(req, res, stored.status, stored.response_body);
  return false;
}

/**
 * Stores the route's answer before it is sent, so a replay arriving right after finds it; for a
 * route whose success holds a secret, the refusal its replays get instead of the answer.
 */
function recordResponse(deps: IdempotencyDeps, route: RouteDeclaration, { userId, key }: Claim, res: Response): void {
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  res.end = ((...args: unknown[]) => {
    const [chunk] = args;
    // The answer as sent before compression (send-answer.ts), else as written.
    const sent = (res.locals as AnswerLocals).answerText;
    const body = sent ?? (typeof chunk === 'string' ? chunk : Buffer.isBuffer(chunk) ? chunk.toString('utf8') : '');
    const withheld = withheldReplay(route, res.statusCode);
    // A fault (5xx) or a limit (429) is not the write's answer: the key is let go, so a retry runs it.
    const write =
      res.statusCode >= 500 || res.statusCode === 429
        ? repo.releaseKey(deps.db, userId, key)
        : withheld
          ? repo.storeResponse(deps.db, userId, key, withheld.status, JSON.stringify(withheld.body))
          : repo.storeResponse(deps.db, userId, key, res.statusCode, body);
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

/** An item of a batch as its own request would have been answered: a status and a body. */
export interface ItemAnswer {
  status: number;
  body: unknown;
}

/** Which item of which batch, by whom: what makes two sendings of an item the same. */
export interface ItemClaim {
  userId: number;
  /** The item's Idempotency-Key. */
  key: string;
  apiTokenId: number | null;
  /** The batch's path and the item's kind ('/events/7/check-ins/batch check_in'). */
  scope: string;
  /** The item as validated: the same item sent again is the same value. */
  item: unknown;
  /**
   * The request the item stands for on its own route (a path under the API's prefix, and its body
   * as sent): a key that request used is the item's too, so a write sent alone whose answer was
   * lost, then sent again in a batch (an app updated meanwhile), answers what it answered then.
   */
  alone: { method: string; path: string; body: unknown };
}

/**
 * Exactly-once for the items of a batch (a door's queued writes sent together), under the same
 * keys and rules as whole requests: each item names its own Idempotency-Key. It runs in the
 * caller's transaction, so an item's key and what the item wrote are kept together or not at all
 * (a batch that fails as a whole keeps neither, and is sent again). A new key runs the item and
 * keeps its answer; a key seen before, for this item or for the request it stands for, answers
 * what it answered then (`replayed`); a key used for something else is a 422 for that item alone,
 * as the same key on a different request is.
 */
export async function runItemOnce(trx: Db, claim: ItemClaim, now: Date, run: () => Promise<ItemAnswer>): Promise<ItemAnswer & { replayed: boolean }> {
  const hash = requestHash('ITEM', claim.scope, claim.apiTokenId, Buffer.from(JSON.stringify(claim.item)));
  const nowIso = now.toISOString();
  let claimed = await repo.claimKey(trx, claim.userId, claim.key, hash, nowIso);
  const stored = claimed ? null : await repo.findKey(trx, claim.userId, claim.key);
  if (stored && stored.created_at < new Date(now.getTime() - IDEMPOTENCY_WINDOW_MS).toISOString()) {
    await repo.releaseClaim(trx, claim.userId, claim.key, stored.created_at);
    claimed = await repo.claimKey(trx, claim.userId, claim.key, hash, nowIso);
  }
  if (claimed) {
    const answer = await run();
    await repo.storeResponse(trx, claim.userId, claim.key, answer.status, JSON.stringify(answer.body));
    return { ...answer, replayed: false };
  }
  const { alone } = claim;
  const aloneHash = requestHash(alone.method, `${API_PREFIX}${alone.path}`, claim.apiTokenId, Buffer.from(JSON.stringify(alone.body) ?? ''));
  if (!stored || (stored.request_hash !== hash && stored.request_hash !== aloneHash)) {
    return refusal(keyReused());
  }
  if (stored.status === null || stored.response_body === null) {
    return refusal(stillRunning());
  }
  return { status: stored.status, body: JSON.parse(stored.response_body) as unknown, replayed: true };
}

const refusal = (err: AppError) => ({ status: err.status, body: errorBody(err), replayed: false });
