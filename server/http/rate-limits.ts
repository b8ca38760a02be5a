import type { Request, RequestHandler, Response } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import type { Rate, RateLimits } from '../config';
import { credentialOf } from './credential';
import type { LimitStoreFactory } from './limit-store';
import { tryAgainIn } from '@contracts/api/limit-messages';
import { DEVELOPER_MESSAGES } from '@contracts/developer/messages';
import { PRO_RATE_MULTIPLIER } from '@contracts/developer/schemas';

/** Whose requests a limit counts together; null leaves the request out (nothing to key it by). */
export type LimitKey = (req: Request) => string | null;

export interface LimitRule {
  /** Names the limit in its keys, so limits sharing a store never share counts. */
  name: string;
  rate: Rate;
  /** The limit for this request, when it is not the same for everyone (`rate.limit` otherwise). */
  limitFor?: (req: Request) => number;
  key: LimitKey;
  /**
   * Which answered requests count: by default every request; given a test, only the answers it
   * picks (a failed sign-in counts, a successful one or a typo in the form does not).
   */
  counts?: (res: Response) => boolean;
  /** The sentence a 429 answers, given the minutes left and the limit that was reached. */
  message: (minutes: number, limit: number) => string;
}

/**
 * The client's address as a limit key. IPv6 clients get a /64 each, so one host cannot rotate
 * through its own subnet; behind a proxy `req.ip` is what `TRUST_PROXY` hops allow, never a
 * forwarded address the client chose.
 */
export const byAddress: LimitKey = (req) => (req.ip ? `ip:${ipKeyGenerator(req.ip, 64)}` : null);

/** The account a sign-in or reset names, by its normalised e-mail (as the account is stored). */
export const byAccountEmail: LimitKey = (req) => {
  const email: unknown = (req.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.trim() !== '' ? `account:${email.trim().toLowerCase()}` : null;
};

/** The signed-in member (routes behind requireUser). */
export const byMember: LimitKey = (req) => (req.user ? `member:${req.user.id}` : null);

/**
 * One limit (express-rate-limit; its counts in Redis when the app has one, else in memory) with the
 * API's error shape: 429 `{ detail, code: 'rate_limited' }`, a `Retry-After`, and the IETF
 * `RateLimit` headers.
 */
export function limitRequests(rule: LimitRule, stores: LimitStoreFactory = () => undefined): RequestHandler {
  const { counts } = rule;
  const store = stores(rule.name);
  return rateLimit({
    ...(store ? { store } : {}),
    windowMs: rule.rate.windowMs,
    limit: rule.limitFor ?? rule.rate.limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    identifier: rule.name,
    keyGenerator: (req) => `${rule.name}:${rule.key(req) ?? ''}`,
    skip: (req) => rule.key(req) === null,
    ...(counts ? { skipSuccessfulRequests: true, requestWasSuccessful: (_req: Request, res: Response) => !counts(res) } : {}),
    handler: (req, res) => {
      const info = (req as Request & { rateLimit?: { resetTime?: Date; limit?: number } }).rateLimit;
      const resetTime = info?.resetTime;
      const minutes = resetTime ? Math.max(1, Math.ceil((resetTime.getTime() - Date.now()) / 60_000)) : Math.ceil(rule.rate.windowMs / 60_000);
      res.status(429).json({ detail: rule.message(minutes, info?.limit ?? rule.rate.limit), code: 'rate_limited' });
    },
  });
}


/** The sentence for limits on attempts (sign-in, sign-up, reset). */
export const attemptsMessage = (minutes: number) => tryAgainIn('Too many attempts.', minutes);
const codesMessage = (minutes: number) => tryAgainIn('Too many invite codes tried.', minutes);
const commentsMessage = (minutes: number) => tryAgainIn('You are posting comments too quickly.', minutes);
const assistantMessage = (minutes: number) => tryAgainIn('You have asked the assistant to read a lot of events.', minutes);

/** The error code the error handler answered with (it keeps it in res.locals), to count only some failures. */
const answeredWith = (code: string) => (res: Response) => (res.locals as { errorCode?: string }).errorCode === code;

/** The limits of the API, made once per app so routes that share a limit share its counts. */
export interface ApiLimits {
  signUp: RequestHandler[];
  login: RequestHandler[];
  forgotPassword: RequestHandler[];
  resetPassword: RequestHandler[];
  /** Every route that looks up an invite code, public or signed in: a burst of unknown codes is a 429. */
  codeLookup: RequestHandler[];
  /** Posting comments and replies, per member (after authentication). */
  commentPost: RequestHandler[];
  /** The event assistant, per member: each read may fetch a web page or ask a language model. */
  assistantParse: RequestHandler[];
  /** New e-mail confirmation links, per member. */
  verificationMail: RequestHandler[];
  /** Confirmation links that did not work, per address (like reset links). */
  verifyEmail: RequestHandler[];
  /** Wrong passwords given to confirm an account change (deleting the account), per member. */
  passwordCheck: RequestHandler[];
  /** Google sign-ins started, per address: public, and each one stores a flow row. */
  googleSignInStart: RequestHandler[];
}

export function createApiLimits(r: RateLimits, stores?: LimitStoreFactory): ApiLimits {
  const failedSignIn = answeredWith('invalid_credentials');
  // Several limits on one route are checked in order: the first one reached answers.
  const limitAll = (rules: readonly LimitRule[]) => rules.map((rule) => limitRequests(rule, stores));
  return {
    signUp: limitAll([{ name: 'signup-address', rate: r.signUpsPerAddress, key: byAddress, message: attemptsMessage }]),
    login: limitAll([
      ...r.loginFailuresPerAddress.map((rate, i) => ({ name: `login-address-${i}`, rate, key: byAddress, counts: failedSignIn, message: attemptsMessage })),
      { name: 'login-account', rate: r.loginFailuresPerAccount, key: byAccountEmail, counts: failedSignIn, message: attemptsMessage },
    ]),
    forgotPassword: limitAll([
      { name: 'reset-mail-address', rate: r.resetMailsPerAddress, key: byAddress, message: attemptsMessage },
      { name: 'reset-mail-account', rate: r.resetMailsPerAccount, key: byAccountEmail, message: attemptsMessage },
    ]),
    resetPassword: limitAll([
      { name: 'reset-failure-address', rate: r.resetFailuresPerAddress, key: byAddress, counts: answeredWith('invalid_reset_token'), message: attemptsMessage },
    ]),
    codeLookup: limitAll([
      { name: 'code-miss-address', rate: r.codeMissesPerAddress, key: byAddress, counts: (res) => res.statusCode === 404, message: codesMessage },
      { name: 'code-lookup-address', rate: r.codeLookupsPerAddress, key: byAddress, message: codesMessage },
    ]),
    verifyEmail: limitAll([
      { name: 'verify-failure-address', rate: r.resetFailuresPerAddress, key: byAddress, counts: answeredWith('invalid_verification_token'), message: attemptsMessage },
    ]),
    verificationMail: limitAll([{ name: 'verify-mail-member', rate: r.verificationMailsPerMember, key: byMember, message: attemptsMessage }]),
    commentPost: limitAll([{ name: 'comment-member', rate: r.commentsPerMember, key: byMember, message: commentsMessage }]),
    assistantParse: limitAll([{ name: 'assistant-member', rate: r.assistantParsesPerMember, key: byMember, message: assistantMessage }]),
    // A signed-in device is not a licence to guess the password: as many tries as a sign-in gets per account.
    passwordCheck: limitAll([{ name: 'password-check-member', rate: r.loginFailuresPerAccount, key: byMember, counts: answeredWith('wrong_password'), message: attemptsMessage }]),
    googleSignInStart: limitAll([{ name: 'google-start-address', rate: r.googleSignInStartsPerAddress, key: byAddress, message: attemptsMessage }]),
  };
}

/** A developer API token's requests per minute: the default, or PRO_RATE_MULTIPLIER times it for a Pro member. */
export const apiTokenLimitFor = (rate: Rate, isPro: boolean): number => (isPro ? rate.limit * PRO_RATE_MULTIPLIER : rate.limit);

/**
 * Whose limit a request's `gthr_` token counts against: a usable token by its id (with its member's
 * plan), a refused one (malformed, unknown, deleted, deactivated, expired) by its hash.
 */
export type ApiTokenSubject = { tokenId: number; isPro: boolean } | { refusedHash: string };

/**
 * The limit on each developer API token (counted per token, in Redis when the app has one), with the
 * IETF `RateLimit-Policy` / `RateLimit` headers on every answer to a request that carries a `gthr_`
 * bearer token: mounted before every /api route, so public routes, unknown paths and refusals carry
 * them too, and each request is counted once however many authenticators run. A refused token is
 * counted by its hash (a script that keeps sending a revoked token sees the same headers and a 429),
 * and refused tokens are also counted per address at the same rate, so a flood of made-up tokens,
 * each new, is stopped as well. A working token is never held back by refused ones from its address.
 */
export function apiTokenLimit(
  r: RateLimits,
  stores: LimitStoreFactory | undefined,
  subjectOf: (req: Request) => Promise<ApiTokenSubject | null>,
): RequestHandler {
  const subjects = new WeakMap<Request, ApiTokenSubject>();
  const refused = (req: Request) => {
    const subject = subjects.get(req);
    return subject && 'refusedHash' in subject ? subject : null;
  };
  const message = (minutes: number, limit: number) => tryAgainIn(DEVELOPER_MESSAGES.rateLimited(limit), minutes);
  const refusedPerAddress = limitRequests(
    { name: 'api-token-refused', rate: r.apiTokenRequests, key: (req) => (refused(req) ? byAddress(req) : null), message },
    stores,
  );
  const perToken = limitRequests(
    {
      name: 'api-token',
      rate: r.apiTokenRequests,
      limitFor: (req) => {
        const subject = subjects.get(req);
        return apiTokenLimitFor(r.apiTokenRequests, subject !== undefined && 'isPro' in subject && subject.isPro);
      },
      key: (req) => {
        const subject = subjects.get(req);
        if (!subject) {
          return null;
        }
        return 'tokenId' in subject ? `token:${subject.tokenId}` : `refused:${subject.refusedHash}`;
      },
      message,
    },
    stores,
  );
  return (req, res, next) => {
    // Nearly every request carries a session or nothing: no token to count, nothing to wait for.
    if (credentialOf(req).kind !== 'api_token') {
      next();
      return;
    }
    subjectOf(req).then(
      (subject) => {
        if (!subject) {
          next();
          return;
        }
        subjects.set(req, subject);
        void refusedPerAddress(req, res, (err?: unknown) => (err ? next(err) : void perToken(req, res, next)));
      },
      next,
    );
  };
}
